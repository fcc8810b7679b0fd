public import AppSpec
public import Storyboard

/// How every front end reads its files, the same for every command and
/// for the inputs a scenario names (`storyboard:`, `capture:`).
public struct ImportOptions: Sendable, Hashable {
    /// The storyboard and XIB parser's settings.
    public var storyboard: StoryboardImportOptions
    /// The screen SwiftUI sources start from (`--view`, `--preview`); the
    /// default entry when `nil`.
    public var swiftUIEntry: SwiftUIEntry?
    /// Whether SwiftUI sources read without a named entry also give each
    /// preview as a launch of its own (``LoadedInput/variants``): what
    /// `audit` and `snapshot` cover.
    public var swiftUIPreviews: Bool

    /// The default options.
    public init(
        storyboard: StoryboardImportOptions = StoryboardImportOptions(), swiftUIEntry: SwiftUIEntry? = nil,
        swiftUIPreviews: Bool = false
    ) {
        self.storyboard = storyboard
        self.swiftUIEntry = swiftUIEntry
        self.swiftUIPreviews = swiftUIPreviews
    }
}
