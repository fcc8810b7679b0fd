internal import Foundation
public import Speech
internal import VoiceOver

/// The REPL's sound: each command's speech played live (cut off by the
/// next command, as VoiceOver cuts speech at every gesture), and the whole
/// session's clips for `--audio-dir`.
@MainActor
public final class ReplAudio {
    private let player: LivePlayer?
    private let sessionRecorder: AudioRecorder?
    private var commandRecorder = AudioRecorder()
    private var mark = 0

    /// `device` from ``AudioDevice/detect()`` (nil: no live audio);
    /// `keepsClips` for `--audio-dir`.
    public init(player command: PlayerCommand?, keepsClips: Bool) {
        player = command.map(LivePlayer.init(command:))
        sessionRecorder = keepsClips ? AudioRecorder() : nil
    }

    /// Connects to `session`'s screen reader.
    func attach(to session: ReplSession) {
        session.reader.onSynthesized = { [weak self, unowned session] utterance, speech in
            self?.commandRecorder.record(utterance, speech: speech, step: session.stepIndex)
            self?.sessionRecorder?.record(utterance, speech: speech, step: session.stepIndex)
        }
    }

    /// A command begins: whatever is playing stops.
    func commandWillStart(transcriptCount: Int) {
        player?.stop()
        commandRecorder = AudioRecorder()
        mark = transcriptCount
    }

    /// A command ended: play what it said, from its first utterance on.
    func commandDidEnd(transcript: [TranscriptEntry]) {
        guard let player, !commandRecorder.isEmpty else { return }
        let entries = transcript[min(mark, transcript.count)...]
        let origin =
            entries.lazy.compactMap { entry -> Int? in
                if case .utterance(let utterance) = entry { return utterance.start }
                return nil
            }.first ?? 0
        player.play(commandRecorder.mixdown(transcript: entries, from: origin))
    }

    /// Stops playback now (Ctrl-C, quit).
    func stop() {
        player?.stop()
    }

    /// Writes the session's clips and `transcript.json` into `directory`.
    func writeClips(to directory: String, transcript: [TranscriptEntry]) throws(SpeechError) -> Int {
        guard let sessionRecorder else { return 0 }
        return try sessionRecorder.writeClips(to: directory, transcript: transcript).count - 1
    }
}
