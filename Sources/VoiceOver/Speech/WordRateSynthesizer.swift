/// Estimates speech durations from the word count at the voice's rate,
/// without producing audio: `words × 60 000 / rate` milliseconds, at least
/// one word. Deterministic and instant; the default in tests.
public struct WordRateSynthesizer: SpeechSynthesizer {
    /// Creates the estimator.
    public init() {}

    /// Estimates the duration of `text` at the voice's rate; produces no audio.
    nonisolated(nonsending) public func synthesize(_ text: String, voice: SpeechVoice) async -> SynthesizedSpeech {
        SynthesizedSpeech(milliseconds: Self.milliseconds(for: text, rate: voice.rate))
    }

    /// The estimated duration of `text` at `rate` words per minute.
    public static func milliseconds(for text: String, rate: Int) -> Int {
        guard !text.isEmpty else { return 0 }
        // Whitespace-separated runs with a letter or digit, counted without
        // building the words (this runs for every utterance).
        if let words = asciiWords(in: text) { return duration(words: words, rate: rate) }
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
        return duration(words: words, rate: rate)
    }

    private static func duration(words: Int, rate: Int) -> Int {
        let perMinute = max(1, rate)
        return (max(1, words) * 60_000 + perMinute / 2) / perMinute
    }

    /// The same count over the bytes of an ASCII text (most of what is
    /// spoken), where white space is space, tab and the line breaks and a
    /// letter or digit is A–Z, a–z, 0–9; `nil` for any other text.
    private static func asciiWords(in text: String) -> Int? {
        var words = 0
        var inWord = false
        var spoken = false
        for byte in text.utf8 {
            guard byte < 0x80 else { return nil }
            if byte == 0x20 || (0x09...0x0D).contains(byte) {
                if inWord && spoken { words += 1 }
                inWord = false
                spoken = false
            } else {
                inWord = true
                if !spoken
                    && ((0x30...0x39).contains(byte) || (0x41...0x5A).contains(byte) || (0x61...0x7A).contains(byte))
                {
                    spoken = true
                }
            }
        }
        if inWord && spoken { words += 1 }
        return words
    }
}
