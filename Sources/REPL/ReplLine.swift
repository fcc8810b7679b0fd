/// One line the REPL shows, before styling.
public enum ReplLine: Sendable, Equatable {
    /// The command that ran, as a scenario step (`swipeRight`).
    case command(String)
    /// Spoken text; `kind` is the utterance kind (`description`, `announcement`…).
    case speech(String, kind: String)
    /// An earcon or a speech event, as words: `[screen changed]`.
    case sound(String)
    /// The hint VoiceOver speaks after a pause.
    case hint(String)
    /// Information the user asked for (tree, trace, help).
    case info(String)
    /// Something that did not work; the session goes on.
    case error(String)
    /// Where focus is: screen path, element N of M, rotor.
    case status(String)

    /// The line as plain text.
    public var text: String {
        switch self {
        case .command(let step): "› \(step)"
        case .speech(let text, let kind): kind == "description" ? "  \(text)" : "  \(text)  (\(kind))"
        case .sound(let words): "  \(words)"
        case .hint(let text): "  hint: \(text)"
        case .info(let text): text
        case .error(let text): "error: \(text)"
        case .status(let text): text
        }
    }
}
