/// A sound VoiceOver plays instead of, or besides, speech.
public enum Earcon: String, Sendable, Hashable, Codable, CaseIterable {
    /// A new screen ("boop beep").
    case screenChanged
    /// The end of the content: swiping past the last element, an unhandled
    /// gesture, a value that did not change, a repeated page status.
    case boundary
    /// A page scrolled.
    case pageScrolled
    /// An alert appeared.
    case alert
}
