/// `transcript.json` beside the WAV files of `--audio-dir`: which file
/// holds which utterance, and when it was spoken on the virtual clock.
struct TranscriptFile: Encodable {
    struct Entry: Encodable {
        /// The WAV file's name in the directory.
        var file: String
        var text: String
        /// `description`, `hint`, `announcement`, `value`, …
        var kind: String
        /// The id of the element described, for descriptions and values.
        var element: String?
        /// The scenario step during which it started (0 = launch).
        var step: Int
        var voice: String
        /// Virtual seconds, as text ("1.500").
        var start: String
        /// The full duration, had nothing cut it off.
        var duration: String
        /// What was heard: up to the interruption, else the full duration;
        /// the WAV file holds exactly this much.
        var heard: String
        var interruptedAt: String?
    }

    var sampleRate: Int
    var utterances: [Entry]
}
