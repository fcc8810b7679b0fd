/// `--speech`: how utterance durations are measured.
public enum SpeechMode: String, Sendable, Hashable, CaseIterable {
    /// Word-rate timing, no audio.
    case off
    /// The same as ``off``: the transcript's text only.
    case text
    /// espeak-ng audio; an error when it cannot start.
    case espeak
    /// espeak-ng when it starts, else word-rate timing.
    case auto
}
