/// The result of synthesizing one utterance: how long it lasts and, when a
/// real synthesizer produced it, the audio.
public struct SynthesizedSpeech: Sendable, Hashable {
    /// The duration in milliseconds of virtual time.
    public var milliseconds: Int
    /// 16-bit mono PCM samples; empty when no audio was produced.
    public var samples: [Int16]
    /// The sample rate of ``samples`` in hertz.
    public var sampleRate: Int

    /// Creates a result.
    public init(milliseconds: Int, samples: [Int16] = [], sampleRate: Int = 22_050) {
        self.milliseconds = milliseconds
        self.samples = samples
        self.sampleRate = sampleRate
    }
}
