/// The screen reader's settings: scenario-format.md §2 `voiceover:` and
/// the defaults of voiceover-behavior.md §10.
public struct VoiceOverSettings: Sendable, Hashable, Codable {
    /// Where focus goes after a pop or a dismissal.
    public enum AfterDismiss: String, Sendable, Hashable, Codable, CaseIterable {
        /// Back to the element that triggered the push or presentation, if
        /// it is still on screen.
        case restore
        /// The first element in reading order.
        case first
    }

    /// Whether hints are spoken.
    public var hints = true
    /// Focus after pop and dismissal.
    public var afterDismiss = AfterDismiss.restore
    /// Speaking rate, in words per minute.
    public var rate = 175
    /// The espeak-ng voice.
    public var voice = "en-us"
    /// Virtual time each gesture takes, in milliseconds.
    public var paceMilliseconds = 500
    /// The pause before a hint, in milliseconds.
    public var hintDelayMilliseconds = 1000
    /// Whether "Actions Available." follows elements with custom actions.
    public var speaksActionsAvailable = true

    /// The defaults.
    public init() {}

    /// The voice for an utterance in `language`, or the default.
    public func speechVoice(language: String? = nil) -> SpeechVoice {
        SpeechVoice(name: voice, rate: rate, language: language)
    }
}
