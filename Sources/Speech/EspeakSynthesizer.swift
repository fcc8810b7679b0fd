public import VoiceOver

/// The screen reader's espeak-ng voice: real synthesized audio, whose
/// length becomes the utterance's duration on the virtual clock.
public struct EspeakSynthesizer: SpeechSynthesizer {
    /// Pitch (0–100) and volume (0–200) for every utterance.
    public var pitch: Int
    /// Volume, from 0 to 200 (default 100).
    public var volume: Int

    /// Creates the synthesizer. It starts espeak-ng on first use; check
    /// ``EspeakEngine/isAvailable()`` first to fall back to word rates.
    public init(pitch: Int = 50, volume: Int = 100) {
        self.pitch = pitch
        self.volume = volume
    }

    /// Synthesizes `text` with espeak-ng in the element's language (else the
    /// voice's); when espeak-ng fails, only a word-rate duration, with no audio.
    nonisolated(nonsending) public func synthesize(_ text: String, voice: SpeechVoice) async -> SynthesizedSpeech {
        let engine = EspeakEngine.shared
        // Typed and deleted characters are heard higher and lower than the voice.
        let pitch = min(100, max(0, pitch + (voice.pitchShift ?? 0)))
        let parameters = SpeechParameters(
            voice: voice.language?.lowercased() ?? voice.name, rate: voice.rate, pitch: pitch, volume: volume)
        do {
            let rate = try await engine.sampleRate()
            var samples: [Int16]
            do {
                samples = try await engine.synthesize(text, parameters: parameters)
            } catch .unknownVoice where voice.language != nil {
                // An element's language espeak-ng lacks: VoiceOver reads it with the default voice.
                samples = try await engine.synthesize(
                    text,
                    parameters: SpeechParameters(voice: voice.name, rate: voice.rate, pitch: pitch, volume: volume))
            }
            return SynthesizedSpeech(
                milliseconds: Self.milliseconds(samples.count, rate: rate), samples: samples, sampleRate: rate)
        } catch {
            return SynthesizedSpeech(milliseconds: WordRateSynthesizer.milliseconds(for: text, rate: voice.rate))
        }
    }

    /// Whole milliseconds for `count` samples, rounded to nearest.
    public static func milliseconds(_ count: Int, rate: Int) -> Int {
        (count * 1000 + rate / 2) / max(1, rate)
    }
}
