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
        guard !text.isEmpty else { return 0 }
        // Whitespace-separated runs with a letter or digit, counted without
        // building the words (this runs for every utterance).
        var words = 0
        var inWord = false
        var spoken = false
        for character in text {
            if character.isWhitespace {
                if inWord && spoken { words += 1 }
                inWord = false
                spoken = false
            } else {
                inWord = true
                if !spoken && (character.isLetter || character.isNumber) { spoken = true }
            }
        }
        if inWord && spoken { words += 1 }
        let perMinute = max(1, rate)
        return (max(1, words) * 60_000 + perMinute / 2) / perMinute
    }
}
