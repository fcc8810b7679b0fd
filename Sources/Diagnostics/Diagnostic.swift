/// One problem found in an input file (a scenario, a storyboard, a
/// configuration, a baseline): a full-sentence message at a place in the
/// file, with a hint when there is a likely fix. Every module reports
/// through this one type.
///
/// Its description is one line as compilers print it:
/// `Scenarios/settings.yaml:12:5: error: unknown key 'tittle' in a controller; did you mean 'title'?`
/// ``DiagnosticRenderer`` adds the source line and a caret under the column.
public struct Diagnostic: Error, Sendable, Hashable, Codable, CustomStringConvertible {
    /// How bad it is.
    public enum Severity: String, Sendable, Hashable, Codable, CaseIterable {
        /// The input cannot be used.
        case error
        /// The input was used, approximated.
        case warning
        /// More about the diagnostic before it.
        case note
    }

    /// Where the problem is.
    public var location: SourceLocation
    /// Error, warning or note.
    public var severity: Severity
    /// A full sentence saying what is wrong.
    public var message: String
    /// A suggestion, e.g. "did you mean 'title'?".
    public var hint: String?

    /// Creates a diagnostic at `location`.
    public init(_ message: String, at location: SourceLocation, severity: Severity = .error, hint: String? = nil) {
        self.location = location
        self.severity = severity
        self.message = message
        self.hint = hint
    }

    /// Creates a diagnostic at a line and column of `file`.
    public init(
        _ message: String, file: String, line: Int = 1, column: Int = 1, severity: Severity = .error,
        hint: String? = nil
    ) {
        self.init(message, at: SourceLocation(file: file, line: line, column: column), severity: severity, hint: hint)
    }

    /// A warning: something kept but approximated.
    public static func warning(_ message: String, file: String, line: Int, column: Int) -> Diagnostic {
        Diagnostic(message, file: file, line: line, column: column, severity: .warning)
    }

    /// The file as the user named it.
    public var file: String { location.file }
    /// The line, from 1.
    public var line: Int { location.line }
    /// The column, from 1.
    public var column: Int { location.column }

    /// One line as compilers print it: `file:line:column: severity: message`,
    /// with `; hint` when there is one.
    public var description: String {
        "\(location): \(severity.rawValue): \(message)\(hint.map { "; \($0)" } ?? "")"
    }
}
