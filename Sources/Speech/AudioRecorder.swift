internal import Foundation
public import VoiceOver

/// Keeps the audio of every utterance of a run and writes it out:
/// one WAV per utterance plus `transcript.json` (`--audio-dir`), or the
/// whole run as one WAV with each utterance at its virtual time and cut
/// where it was interrupted (`--audio-file`).
@MainActor
public final class AudioRecorder {
    /// One utterance's audio and where it happened.
    struct Clip {
        var utterance: Utterance
        var samples: [Int16]
        var step: Int
    }

    private var clips: [Clip] = []
    private var sampleRate = 22_050

    /// Creates an empty recorder.
    public init() {}

    /// Records `speech` for `utterance`, spoken during step `step` (1-based;
    /// 0 for launch).
    public func record(_ utterance: Utterance, speech: SynthesizedSpeech, step: Int) {
        if !speech.samples.isEmpty { sampleRate = speech.sampleRate }
        clips.append(Clip(utterance: utterance, samples: speech.samples, step: step))
    }

    /// Writes one WAV per utterance into `directory` (created if needed),
    /// named `0007-announcement.wav` after the step and kind, and
    /// `transcript.json`. `transcript` is the reader's final transcript: it
    /// says where each utterance was cut off. Returns the files written.
    @discardableResult
    public func writeClips(to directory: String, transcript: [TranscriptEntry]) throws(SpeechError) -> [String] {
        do {
            try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        } catch {
            throw .cannotWrite(path: directory, reason: error.localizedDescription)
        }
        let finals = matchedUtterances(transcript)
        var names: [String] = []
        var entries: [TranscriptFile.Entry] = []
        var used: [String: Int] = [:]
        for (index, clip) in clips.enumerated() {
            let utterance = finals[index]
            let base = String(format: "%04d-%@", clip.step, utterance.kind.rawValue)
            used[base, default: 0] += 1
            let name = used[base] == 1 ? "\(base).wav" : "\(base)-\(used[base] ?? 0).wav"
            let samples = cut(clip.samples, for: utterance)
            try WAVFile(samples: samples, sampleRate: sampleRate).write(
                to: (directory as NSString).appendingPathComponent(name))
            names.append(name)
            entries.append(
                TranscriptFile.Entry(
                    file: name, text: utterance.text, kind: utterance.kind.rawValue, element: utterance.element,
                    step: clip.step, voice: utterance.voice,
                    start: VirtualTime.format(utterance.start), duration: VirtualTime.format(utterance.duration),
                    heard: VirtualTime.format(utterance.end - utterance.start),
                    interruptedAt: utterance.interruptedAt.map(VirtualTime.format)))
        }
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        let path = (directory as NSString).appendingPathComponent("transcript.json")
        do {
            let data = try encoder.encode(TranscriptFile(sampleRate: sampleRate, utterances: entries))
            try data.write(to: URL(fileURLWithPath: path), options: .atomic)
        } catch {
            throw .cannotWrite(path: path, reason: error.localizedDescription)
        }
        return names + ["transcript.json"]
    }

    /// The whole run as one track: silence between utterances, each placed
    /// at its virtual start and cut where it was interrupted. `transcript`
    /// holds the entries from the first recorded utterance on; the track
    /// starts at virtual time `origin` (milliseconds).
    public func mixdown(transcript: some Collection<TranscriptEntry>, from origin: Int = 0) -> WAVFile {
        let finals = matchedUtterances(transcript)
        var track: [Int16] = []
        for (index, clip) in clips.enumerated() {
            let utterance = finals[index]
            let start = max(0, utterance.start - origin) * sampleRate / 1000
            if track.count < start { track += Array(repeating: 0, count: start - track.count) }
            let samples = cut(clip.samples, for: utterance)
            // A later utterance starts at its own time, cutting any tail still playing.
            if track.count > start { track.removeLast(track.count - start) }
            track += samples
        }
        return WAVFile(samples: track, sampleRate: sampleRate)
    }

    /// Whether any audio was recorded.
    public var isEmpty: Bool { clips.allSatisfy(\.samples.isEmpty) }

    /// Each clip's utterance as the transcript ends up with it (cut where
    /// it was interrupted), found by kind, text and start rather than by
    /// position: the transcript may hold utterances no audio was made for.
    /// A clip the transcript lost keeps its own, uncut.
    private func matchedUtterances(_ transcript: some Collection<TranscriptEntry>) -> [Utterance] {
        var finals: [Utterance] = transcript.compactMap { entry in
            if case .utterance(let utterance) = entry { return utterance }
            return nil
        }
        return clips.map { clip in
            let wanted = clip.utterance
            guard
                let found = finals.firstIndex(where: {
                    $0.kind == wanted.kind && $0.text == wanted.text && $0.start == wanted.start
                })
            else {
                return wanted
            }
            return finals.remove(at: found)
        }
    }

    private func cut(_ samples: [Int16], for utterance: Utterance) -> [Int16] {
        guard let interrupted = utterance.interruptedAt else { return samples }
        let keep = max(0, (interrupted - utterance.start) * sampleRate / 1000)
        return Array(samples.prefix(keep))
    }
}
