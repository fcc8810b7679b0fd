/// What VoiceOver speaks for an element: the description when focus lands,
/// and the hint after a pause (docs/voiceover-rules.md §3.2).
public struct ElementDescription: Sendable, Hashable, CustomStringConvertible {
    /// The text spoken when the element is focused; empty for a silent element.
    public var text: String
    /// The hint spoken after the pause, if any.
    public var hint: String?

    /// Creates a description.
    public init(text: String, hint: String? = nil) {
        self.text = text
        self.hint = hint
    }

    /// The text, then ` | ` and the hint when there is one.
    public var description: String {
        hint.map { "\(text) | \($0)" } ?? text
    }
}
