/// Why a scenario file could not be loaded or run: a message at a place in
/// the file, with a hint when there is a likely fix.
///
/// Printed on one line as compilers do:
/// `Scenarios/settings.yaml:12:5: error: unknown key 'tittle' in a controller; did you mean 'title'?`
public struct ScenarioError: Error, Sendable, Hashable, Codable, CustomStringConvertible {
    /// Where the problem is.
    public var location: SourceLocation
    /// A full sentence saying what is wrong.
    public var message: String
    /// A suggestion, e.g. "did you mean 'title'?".
    public var hint: String?

    /// Creates an error.
    public init(_ message: String, at location: SourceLocation, hint: String? = nil) {
        self.location = location
        self.message = message
        self.hint = hint
    }

    public var description: String {
        "\(location): error: \(message)\(hint.map { "; \($0)" } ?? "")"
    }
}
