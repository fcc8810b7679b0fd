/// Settings of an import.
public struct StoryboardImportOptions: Sendable, Hashable {
    /// Files larger than this are refused before parsing (default 32 MiB;
    /// the largest real storyboard we know is about 0.5 MiB).
    public var maximumBytes = 32 << 20
    /// App-specific runtime-attribute key paths that carry an accessibility
    /// label (e.g. `accLabelText`); `accessibilityLabel` always does.
    public var labelKeyPaths: [String] = []

    /// The defaults.
    public init() {}
}
