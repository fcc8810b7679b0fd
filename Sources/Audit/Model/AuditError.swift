/// Why an audit could not start: a configuration or baseline file that is
/// malformed, or an output that cannot be written. Printed as compilers do:
/// `.a11ysim.yml:4:3: error: unknown rule 'label-lenght'; did you mean 'label-length'?`
public struct AuditError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The file concerned.
    public var file: String
    /// The line, from 1.
    public var line: Int
    /// The column, from 1.
    public var column: Int
    /// A full sentence saying what is wrong.
    public var message: String
    /// A likely fix.
    public var hint: String?

    /// Creates an error.
    public init(_ message: String, file: String, line: Int = 1, column: Int = 1, hint: String? = nil) {
        self.message = message
        self.file = file
        self.line = line
        self.column = column
        self.hint = hint
    }

    public var description: String {
        "\(file):\(line):\(column): error: \(message)\(hint.map { "; \($0)" } ?? "")"
    }
}
