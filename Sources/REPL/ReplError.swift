/// What went wrong in the REPL. Messages are full sentences; none of them
/// ends the session except ``cannotStart(_:)``.
public enum ReplError: Error, Sendable, Equatable, CustomStringConvertible {
    /// A typed word that is no command, with a "did you mean" hint.
    case unknownCommand(String, hint: String?)
    /// A command with missing or wrong arguments.
    case badArguments(String)
    /// A command's value is not one it takes: the full sentence.
    case badValue(String)
    /// The recording could not be written.
    case cannotSave(String)
    /// The REPL could not start (no scenario, no terminal).
    case cannotStart(String)

    /// The message the REPL prints for the error.
    public var description: String {
        switch self {
        case .unknownCommand(let word, let hint):
            "Unknown command '\(word)'" + (hint.map { "; \($0)" } ?? "; type :help for the commands.")
        case .badArguments(let message): "The command is incomplete: \(message)."
        case .badValue(let message): message
        case .cannotSave(let message): message
        case .cannotStart(let message): message
        }
    }
}
