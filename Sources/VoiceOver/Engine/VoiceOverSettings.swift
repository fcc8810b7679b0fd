/// The screen reader's settings: the scenario's `voiceover:` mapping
/// (docs/scenario-format.md) and VoiceOver's defaults (docs/voiceover-rules.md,
/// "Settings").
public struct VoiceOverSettings: Sendable, Hashable, Codable {
    /// Where focus goes after a pop or a dismissal.
    public enum AfterDismiss: String, Sendable, Hashable, Codable, CaseIterable {
        /// Back to the element that triggered the push or presentation, if
        /// it is still on screen.
        case restore
        /// The first element in reading order.
        case first
    }

    /// What typing echoes (Settings › VoiceOver › Typing › Typing Feedback).
    public enum TypingFeedback: String, Sendable, Hashable, Codable, CaseIterable {
        /// Each character typed.
        case characters
        /// Each word a space or punctuation completes.
        case words
        /// Both: characters, and the word when a space or punctuation completes it (the default).
        case charactersAndWords
        /// Nothing.
        case nothing
    }

    /// Whether hints are spoken.
    public var hints = true
    /// Focus after pop and dismissal.
    public var afterDismiss = AfterDismiss.restore
    /// Speaking rate, in words per minute.
    public var rate = 175
    /// The rates a scenario or `--rate` may ask for, in words per minute.
    public static let rates = 40...900
    /// The slowest rate espeak-ng speaks; it speaks slower rates at this one.
    public static let slowestEspeakRate = 80
    /// The espeak-ng voice.
    public var voice = "en-us"
    /// Virtual time each gesture takes, in milliseconds.
    public var paceMilliseconds = 500
    /// The pause before a hint, in milliseconds.
    public var hintDelayMilliseconds = 1000
    /// Whether "Actions Available." follows elements with custom actions.
    public var speaksActionsAvailable = true
    /// Whether a heading with a level says it ("Heading level 2.") or only
    /// "Heading." (the wording is unverified for native views: docs/voiceover-rules.md §3.2).
    public var speaksHeadingLevels = true
    /// What typing echoes (`voiceover: {typingFeedback: …}`).
    public var typingFeedback = TypingFeedback.charactersAndWords

    /// The defaults.
    public init() {}

    /// The voice for an utterance in `language`, or the default.
    public func speechVoice(language: String? = nil) -> SpeechVoice {
        SpeechVoice(name: voice, rate: rate, language: language)
    }
}
