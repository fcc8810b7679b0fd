/// How text is spoken: the espeak-ng voice name, the language and the rate.
public struct SpeechVoice: Sendable, Hashable, Codable {
    /// The espeak-ng voice, e.g. `en-us`.
    public var name: String
    /// Words per minute.
    public var rate: Int
    /// A BCP-47 language the element asked for (`accessibilityLanguage`),
    /// which takes precedence over the voice's own.
    public var language: String?
    /// How far above (positive) or below the voice's pitch this utterance is
    /// spoken, on espeak-ng's 0–100 scale: typed characters higher,
    /// deleted ones lower (docs/voiceover-rules.md §11); `nil` for none.
    public var pitchShift: Int?

    /// Creates a voice.
    public init(name: String = "en-us", rate: Int = 175, language: String? = nil) {
        self.name = name
        self.rate = rate
        self.language = language
    }
}
