/// Which screen of SwiftUI sources an app starts from (docs/swiftui.md,
/// "Which screen"): `--view`/`--preview` on the command line, or
/// `swiftui: {path, view}` / `{path, preview}` in a scenario.
public enum SwiftUIEntry: Sendable, Hashable {
    /// A view type, built with its properties' defaults, or the App struct.
    case view(String)
    /// A preview by the name it was given (or its file and number).
    case preview(String)

    /// The name written.
    public var name: String {
        switch self {
        case .view(let name), .preview(let name): name
        }
    }
}

/// A scenario's `swiftui:` key as written: the sources (relative to the
/// scenario) and the entry, when one is named.
public struct SwiftUISourceReference: Sendable, Hashable {
    /// The sources: a folder, or a `.swift` file read with the Swift files of
    /// its folder, relative to the scenario.
    public var path: String
    /// The view or preview to start from; `nil` when none is named.
    public var entry: SwiftUIEntry?

    /// A reference to these sources.
    public init(path: String, entry: SwiftUIEntry? = nil) {
        self.path = path
        self.entry = entry
    }
}
