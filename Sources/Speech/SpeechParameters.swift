/// How espeak-ng speaks: voice, rate, pitch and volume.
public struct SpeechParameters: Sendable, Hashable, Codable {
    /// The voice: a language code (`en-us`), an identifier (`gmw/en-US`),
    /// a name ("English (America)"), optionally with a `+variant`.
    public var voice: String
    /// Words per minute (espeak-ng accepts 80 to 900).
    public var rate: Int
    /// 0 to 100; 50 is the voice's own pitch.
    public var pitch: Int
    /// 0 to 200; 100 is normal.
    public var volume: Int

    /// Creates parameters; the defaults match VoiceOver's voice in a11ysim.
    public init(voice: String = "en-us", rate: Int = 175, pitch: Int = 50, volume: Int = 100) {
        self.voice = voice
        self.rate = rate
        self.pitch = pitch
        self.volume = volume
    }
}
