/// One utterance's audio and the moment its first samples arrived.
public struct MeasuredSynthesis: Sendable {
    /// 16-bit mono PCM.
    public var samples: [Int16]
    /// When espeak-ng delivered the first samples; nil for silent text.
    public var firstSamples: ContinuousClock.Instant?
}
