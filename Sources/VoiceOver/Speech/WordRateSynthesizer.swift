/// Estimates speech durations from the word count at the voice's rate,
/// without producing audio: `words × 60 000 / rate` milliseconds, at least
/// one word. Deterministic and instant; the default in tests.
public struct WordRateSynthesizer: SpeechSynthesizer {
    /// Creates the estimator.
    public init() {}

    nonisolated(nonsending) public func synthesize(_ text: String, voice: SpeechVoice) async -> SynthesizedSpeech {
        SynthesizedSpeech(milliseconds: Self.milliseconds(for: text, rate: voice.rate))
    }

    /// The estimated duration of `text` at `rate` words per minute.
    public static func milliseconds(for text: String, rate: Int) -> Int {
        let words = text.split(whereSeparator: \.isWhitespace).filter { word in
            word.contains { $0.isLetter || $0.isNumber }
        }.count
        guard !text.isEmpty else { return 0 }
        let perMinute = max(1, rate)
        return (max(1, words) * 60_000 + perMinute / 2) / perMinute
    }
}
