/// Something the importer kept but could not model exactly, at its place in
/// the file: `Main.storyboard:40:9: warning: message`.
public struct StoryboardWarning: Sendable, Hashable, CustomStringConvertible {
    /// The file as the user named it.
    public var file: String
    /// 1-based line.
    public var line: Int
    /// 1-based column.
    public var column: Int
    /// What was approximated.
    public var message: String

    /// Creates a warning.
    public init(_ message: String, file: String, line: Int, column: Int) {
        self.message = message
        self.file = file
        self.line = line
        self.column = column
    }

    public var description: String { "\(file):\(line):\(column): warning: \(message)" }
}
