/// A place in an input file: the path as the user gave it, 1-based line and column.
public struct SourceLocation: Sendable, Hashable, Codable, CustomStringConvertible {
    /// The file path.
    public var file: String
    /// The line, from 1.
    public var line: Int
    /// The column, from 1.
    public var column: Int

    /// Creates a location.
    public init(file: String, line: Int, column: Int) {
        self.file = file
        self.line = line
        self.column = column
    }

    /// `path:line:col`, or the path alone when the line is 0 (a whole
    /// file or folder, or a command-line option).
    public var description: String { line > 0 ? "\(file):\(line):\(column)" : file }

    /// Where a step or action built in code (not read from a file) sits.
    public static let inCode = SourceLocation(file: "<code>", line: 0, column: 0)
}
