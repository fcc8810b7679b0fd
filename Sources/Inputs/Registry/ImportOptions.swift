public import Storyboard
public import AppSpec

/// How every front end reads its files, the same for every command and
/// for the inputs a scenario names (`storyboard:`, `capture:`).
public struct ImportOptions: Sendable, Hashable {
    /// The storyboard and XIB parser's settings.
    public var storyboard: StoryboardImportOptions
    /// The screen SwiftUI sources start from (`--view`, `--preview`); the
    /// default entry when `nil`.
    public var swiftUIEntry: SwiftUIEntry?

    /// The default options.
    public init(storyboard: StoryboardImportOptions = StoryboardImportOptions(), swiftUIEntry: SwiftUIEntry? = nil) {
        self.storyboard = storyboard
        self.swiftUIEntry = swiftUIEntry
    }
}
