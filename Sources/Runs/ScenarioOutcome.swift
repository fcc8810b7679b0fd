internal import AppSpec
internal import Crawl
public import Diagnostics
internal import Foundation
internal import Inputs
public import Scenarios
internal import Speech
internal import VoiceOver

/// What running one input file produced: a result, the diagnostics of a
/// file that did not load, or nothing when `--filter` left it out. Carries
/// the file's position so outcomes from parallel workers merge back into
/// the sequential order.
public struct ScenarioOutcome: Codable, Sendable, WorkerResult {
    /// The file's index in the run's sorted file list.
    public var index: Int
    /// What the run gave, for a file that loaded.
    public var result: ScenarioResult?
    /// Every problem of a file that did not load.
    public var error: DiagnosticGroup?
    /// Warnings to show (espeak-ng's slowest rate).
    public var warnings: [Diagnostic] = []

    /// Whether the file did not load or its scenario failed.
    public var failed: Bool { error != nil || result?.passed == false }

    /// Loads the input at `path` through the input pipeline and runs it.
    @MainActor
    static func run(
        index: Int, path: String, filter: String?, speech: SpeechSetup, options: ImportOptions,
        tracks: AudioTracks? = nil
    ) async -> ScenarioOutcome? {
        let started = ContinuousClock.now
        var input: LoadedInput
        do {
            input = try await InputLoader(options: options).load(path)
        } catch {
            return ScenarioOutcome(index: index, error: error)
        }
        if let filter, !input.spec.name.localizedCaseInsensitiveContains(filter),
            !path.localizedCaseInsensitiveContains(filter)
        {
            return nil
        }
        speech.apply(to: &input.spec)
        let spec = input.spec
        let synthesizer: any SpeechSynthesizer
        do {
            synthesizer = try await speech.synthesizer(for: spec)
        } catch {
            return ScenarioOutcome(index: index, error: DiagnosticGroup(error))
        }
        let runner = ScenarioRunner(spec: spec, synthesizer: synthesizer)
        let recorder = speech.audioFolder(for: path) == nil && tracks == nil ? nil : AudioRecorder()
        if let recorder {
            runner.reader.onSynthesized = { [unowned runner] utterance, synthesized in
                recorder.record(utterance, speech: synthesized, step: runner.stepIndex)
            }
        }
        var result = await runner.run()
        if case .imported = input.source, spec.steps.isEmpty {
            // An app input with no scenario: what VoiceOver reads on its launch screen.
            let locator = SourceLocator(spec: spec) { [runner] in runner.declaredLocation(of: $0) }
            let inspection = ScreenInspection(reader: runner.reader, locator: locator)
            result.reading = inspection.elements.map {
                ScenarioResult.ReadElement(speech: $0.description, location: $0.location)
            }
        }
        if let recorder, let folder = speech.audioFolder(for: path) {
            do {
                try recorder.writeClips(to: folder, transcript: runner.reader.transcript)
            } catch {
                result.failures.append(
                    ScenarioResult.Failure(
                        location: SourceLocation(file: path, line: 1, column: 1), key: "audio",
                        expected: "audio files in \(folder)", actual: "\(error)"))
            }
        }
        if let recorder, let tracks { tracks.append(recorder.mixdown(transcript: runner.reader.transcript)) }
        let elapsed = (ContinuousClock.now - started).components
        result.wallSeconds = Double(elapsed.seconds) + Double(elapsed.attoseconds) / 1e18
        // What the app's code could not run, said once each at its line.
        return ScenarioOutcome(index: index, result: result, warnings: speech.warnings(for: spec) + runner.codeWarnings)
    }
}
