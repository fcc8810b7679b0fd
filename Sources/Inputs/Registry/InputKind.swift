/// What an input file is, by the name of the front end that reads it
/// (`scenario`, `storyboard`, `capture`). The kinds are the entries of
/// ``InputRegistry``: a new front end is one entry there, not a new case here.
public struct InputKind: RawRepresentable, Sendable, Hashable, Codable, CustomStringConvertible {
    /// The front end's name, e.g. `storyboard`.
    public var rawValue: String

    /// A kind named `rawValue`.
    public init(rawValue: String) {
        self.rawValue = rawValue
    }

    /// A scenario file (YAML): an app and its steps.
    public static let scenario = InputKind(rawValue: "scenario")
    /// An Interface Builder storyboard or XIB.
    public static let storyboard = InputKind(rawValue: "storyboard")
    /// A runtime accessibility capture: an Appium/WebDriverAgent page
    /// source, an XCUITest debugDescription or idb/AXe JSON.
    public static let capture = InputKind(rawValue: "capture")
    /// SwiftUI source: a `.swift` file and the Swift files of its folder.
    public static let swiftUI = InputKind(rawValue: "swiftui")

    /// The kind's name (``rawValue``).
    public var description: String { rawValue }
}
