/// Every diagnostic one input produced, in file order: a loader that can
/// keep going after an error reports them all at once, as a compiler does.
public struct DiagnosticGroup: Error, Sendable, Hashable, Codable, CustomStringConvertible {
    /// The diagnostics, at least one.
    public var diagnostics: [Diagnostic]

    /// Creates a group; `diagnostics` must not be empty.
    public init(_ diagnostics: [Diagnostic]) {
        precondition(!diagnostics.isEmpty, "a diagnostic group needs a diagnostic")
        self.diagnostics = diagnostics
    }

    /// A group of one.
    public init(_ diagnostic: Diagnostic) {
        diagnostics = [diagnostic]
    }

    /// The first diagnostic.
    public var first: Diagnostic { diagnostics[0] }

    /// One line per diagnostic.
    public var description: String { diagnostics.map(\.description).joined(separator: "\n") }
}
