/// How one screen's recorded snapshot and the app's current one differ.
public struct SnapshotChange: Sendable, Hashable {
    /// The kinds of difference.
    public enum Kind: String, Sendable, Hashable {
        /// The screen reads differently: ``SnapshotChange/diff`` says how.
        case changed
        /// The app has a screen the reference does not.
        case added
        /// The reference has a screen the app no longer reaches.
        case removed
        /// Nothing was recorded for the input.
        case missingReference
    }

    /// The kind.
    public var kind: Kind
    /// The input file.
    public var file: String
    /// The screen's snapshot name (empty for a missing reference).
    public var screen: String
    /// For `changed`: the unified diff, recorded text first.
    public var diff: UnifiedDiff?

    /// Creates a change.
    public init(kind: Kind, file: String, screen: String, diff: UnifiedDiff? = nil) {
        self.kind = kind
        self.file = file
        self.screen = screen
        self.diff = diff
    }
}
