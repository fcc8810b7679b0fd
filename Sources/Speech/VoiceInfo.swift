/// One espeak-ng voice, as `espeak_ListVoices` describes it.
public struct VoiceInfo: Sendable, Hashable, Codable {
    /// The display name, e.g. "English (America)".
    public var name: String
    /// The file identifier, e.g. `gmw/en-US`.
    public var identifier: String
    /// Language codes, best first, e.g. `["en-us", "en"]`.
    public var languages: [String]

    /// Creates a voice description.
    public init(name: String, identifier: String, languages: [String]) {
        self.name = name
        self.identifier = identifier
        self.languages = languages
    }

    /// Every string `espeak_SetVoiceByName` accepts for this voice.
    public var selectors: [String] { languages + [identifier, name] }
}
