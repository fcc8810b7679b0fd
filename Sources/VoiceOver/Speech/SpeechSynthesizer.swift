/// Turns an utterance into a duration (and possibly audio). The duration
/// drives the screen reader's virtual clock: it decides whether the next
/// utterance interrupts this one.
///
/// Two implementations: ``WordRateSynthesizer`` estimates from the word
/// count; the espeak-ng synthesizer measures real synthesized audio.
public protocol SpeechSynthesizer: Sendable {
    /// Synthesizes `text` with `voice`.
    nonisolated(nonsending) func synthesize(_ text: String, voice: SpeechVoice) async -> SynthesizedSpeech
}
