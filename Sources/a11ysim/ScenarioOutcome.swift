import Diagnostics
import Foundation
import Scenarios
import Speech
import VoiceOver

/// What running one scenario file produced: a result, a load error, or
/// nothing when `--filter` left it out. Carries the file's position so
/// outcomes from parallel workers merge back into the sequential order.
struct ScenarioOutcome: Codable, Sendable {
    /// The file's index in the run's sorted file list.
    var index: Int
    var result: ScenarioResult?
    var error: Diagnostic?

    /// Loads and runs the scenario at `path`.
    @MainActor
    static func run(index: Int, path: String, filter: String?, speech: SpeechSetup, tracks: AudioTracks? = nil) async -> ScenarioOutcome? {
        let text: String
        do {
            text = try String(contentsOfFile: path, encoding: .utf8)
        } catch {
            let error = Diagnostic("the file cannot be read as UTF-8 text", at: SourceLocation(file: path, line: 1, column: 1))
            return ScenarioOutcome(index: index, error: error)
        }
        let loaded: Result<ScenarioSpec, Diagnostic> = Result { () throws(Diagnostic) in
            try ScenarioLoader().load(text: text, path: path)
        }
        switch loaded {
        case .failure(let error):
            return ScenarioOutcome(index: index, error: error)
        case .success(var spec):
            if let filter, !spec.name.localizedCaseInsensitiveContains(filter), !path.localizedCaseInsensitiveContains(filter) {
                return nil
            }
            speech.apply(to: &spec)
            let synthesizer: any SpeechSynthesizer
            do {
                synthesizer = try await speech.synthesizer(for: spec)
            } catch {
                return ScenarioOutcome(index: index, error: error)
            }
            let runner = ScenarioRunner(spec: spec, synthesizer: synthesizer)
            let recorder = speech.audioFolder(for: path) == nil && tracks == nil ? nil : AudioRecorder()
            if let recorder {
                runner.reader.onSynthesized = { [unowned runner] utterance, synthesized in
                    recorder.record(utterance, speech: synthesized, step: runner.stepIndex)
                }
            }
            var result = await runner.run()
            if let recorder, let folder = speech.audioFolder(for: path) {
                do {
                    try recorder.writeClips(to: folder, transcript: runner.reader.transcript)
                } catch {
                    result.failures.append(ScenarioResult.Failure(
                        location: SourceLocation(file: path, line: 1, column: 1), key: "audio",
                        expected: "audio files in \(folder)", actual: error.description))
                }
            }
            if let recorder, let tracks { tracks.append(recorder.mixdown(transcript: runner.reader.transcript)) }
            return ScenarioOutcome(index: index, result: result)
        }
    }
}
