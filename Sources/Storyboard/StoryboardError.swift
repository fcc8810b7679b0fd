/// Why a storyboard or XIB could not be imported: a full-sentence message at
/// a place in the file, with a hint when there is a likely fix. Printed as
/// compilers do: `Main.storyboard:12:5: error: message; hint`.
public struct StoryboardError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The file as the user named it.
    public var file: String
    /// 1-based line.
    public var line: Int
    /// 1-based column.
    public var column: Int
    /// What is wrong.
    public var message: String
    /// A suggestion.
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
