public import Storyboard

/// How every front end reads its files, the same for every command and
/// for the inputs a scenario names (`storyboard:`, `capture:`).
public struct ImportOptions: Sendable, Hashable {
    /// The storyboard and XIB parser's settings.
    public var storyboard: StoryboardImportOptions

    /// The default options.
    public init(storyboard: StoryboardImportOptions = StoryboardImportOptions()) {
        self.storyboard = storyboard
    }
}
