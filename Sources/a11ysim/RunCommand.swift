import ArgumentParser
import Audit
import Diagnostics
import Foundation
import Inputs
import Runs
import Scenarios
import Speech

/// `a11ysim run`: runs scenario files and reports.
struct RunCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "run",
        abstract:
            "Read an app (SwiftUI sources, storyboard, capture) or run scenarios: what VoiceOver says and focuses.",
        discussion: """
            An app input with no scenario (\(InputRegistry.importedNouns)) prints its launch screen as VoiceOver reads it: each element's speech in reading order with its file and line, then what to run next.

            Examples:
              a11ysim run Scenarios
              a11ysim run Scenarios/navigation/quick-start.yaml --transcript
              a11ysim run Scenarios --format junit --output build/a11ysim.xml
              a11ysim run Scenarios --shard 2/4 --filter tab
              a11ysim run Scenarios/swiftui/Coffee
              a11ysim run Tests/StoryboardTests/Fixtures/Controls.storyboard

            Exit status: 0 all passed, 1 a scenario or the audit failed, 2 bad usage or input (a file that does not load, or a selection of no files: see --allow-empty).
            """
    )

    @Argument(help: ArgumentHelp(InputRegistry.pathsHelp), completion: .file())
    var paths: [String]

    @Option(help: "Report format.")
    var format: ReportFormat = .text

    @Option(help: "Write the report to this file (atomically) instead of standard output.", completion: .file())
    var output: String?

    @Flag(help: "Include every utterance and earcon with its virtual time.")
    var transcript = false

    @Option(help: "Scenarios run at once (default: the number of cores). The report is the same for any value.")
    var jobs: Int?

    @Option(
        help:
            "Run only shard I of N (1-based), e.g. 2/4, for CI matrices. Without it, the shard Bazel, GitLab, CircleCI or Buildkite sets in the environment."
    )
    var shard: String?

    @OptionGroup(title: "Speech")
    var speechArguments: SpeechArguments

    @Option(
        help:
            "Write the whole run as one WAV file: each scenario's utterances at their virtual times, a second of silence between scenarios."
    )
    var audioFile: String?

    @Option(help: "Run only scenarios whose name or path contains this text.")
    var filter: String?

    @Flag(
        help: "Pass when no input is selected (no files, or a --filter or --shard that selects none) instead of exit 2."
    )
    var allowEmpty = false

    @OptionGroup(title: "Imported inputs")
    var importArguments: ImportArguments

    @Flag(help: "Stop at the first scenario that fails or does not load; the files after it are not run.")
    var failFast = false

    @Flag(
        help:
            "Also audit what each scenario did: the static rules on every screen it reached, the dynamic rules on every step."
    )
    var audit = false

    @Option(help: "The audit report's format.")
    var auditFormat: AuditFormat = .text

    @Option(help: "Write the audit report to this file (default: after the run report on standard output).")
    var auditOutput: String?

    @Option(help: "The audit configuration file (default: .a11ysim.yml in this directory or a parent).")
    var auditConfig: String?

    func validate() throws {
        if let jobs, jobs < 1 { throw ValidationError("--jobs must be at least 1, not \(jobs).") }
        if let shard { _ = try Self.parseShard(shard) }
        if audioFile != nil && (speechArguments.speech == .off || speechArguments.speech == .text) {
            throw ValidationError("--audio-file needs espeak-ng speech; use --speech espeak or auto.")
        }
    }

    static func parseShard(_ text: String) throws -> InputSelection.Shard {
        guard let shard = InputSelection.Shard(text) else {
            throw ValidationError("--shard must look like I/N with 1 ≤ I ≤ N, e.g. 2/4; got '\(text)'.")
        }
        return shard
    }

    /// Internal: run as a parallel worker for the files at these indices
    /// and print their outcomes as JSON (see `WorkerPool`).
    @Option(help: .hidden)
    var workerIndices: String?

    /// Internal: as a worker, write each file's audio track to this folder
    /// as `INDEX.wav` (the parent joins them for --audio-file).
    @Option(help: .hidden, completion: .directory)
    var workerAudioDir: String?

    func run() async throws {
        let setup = try await speechSetup()
        var orchestrator = RunOrchestrator(
            jobs: jobs ?? ProcessInfo.processInfo.activeProcessorCount, speech: setup, options: importArguments.options)
        orchestrator.failFast = failFast
        orchestrator.filter = filter
        orchestrator.collectsAudio = audioFile != nil || workerAudioDir != nil
        orchestrator.workerArguments = workerArguments(setup)
        if let workerIndices {
            try await runAsWorker(indices: workerIndices, orchestrator: orchestrator)
            return
        }
        let part = try CLIShard.effective(shard)
        let selection = try CLIInput.orExit { () throws(DiagnosticGroup) in
            try InputSelection.discover(paths, shard: part, allowEmpty: allowEmpty)
        }
        let selected = Array(selection.files.enumerated()).map { (index: $0.offset, path: $0.element) }
        let run: RunOrchestrator.Outcome
        do {
            run = try await orchestrator.run(selected)
        } catch {
            FileHandle.standardError.write(Data("error: \(error)\n".utf8))
            throw ExitCode(2)
        }
        if let audioFile, let audio = run.audio {
            do {
                try audio.write(to: audioFile)
            } catch {
                FileHandle.standardError.write(Data("error: \(error)\n".utf8))
                throw ExitCode(2)
            }
        }
        let outcomes = run.outcomes
        let results = outcomes.compactMap(\.result)
        let errors = outcomes.compactMap(\.error)
        if let filter, results.isEmpty, errors.isEmpty, !allowEmpty, !selected.isEmpty {
            throw CLIInput.failure(
                Diagnostic(
                    "--filter '\(filter)' matches the name or path of none of the \(selected.count) input\(selected.count == 1 ? "" : "s")",
                    file: "a11ysim", line: 0, column: 0, hint: "pass --allow-empty to accept an empty selection"))
        }
        for warning in Set(outcomes.flatMap(\.warnings)).sorted(by: { $0.description < $1.description }) {
            CLIInput.report(warning)
        }
        // Files that did not load: every diagnostic with its source line, on
        // standard error, before the report, so a terminal and a CI log that
        // merges both streams show them above the summary alike.
        for error in errors { CLIInput.report(error) }
        var renderer = ReportRenderer(format: format, includeTranscript: transcript)
        renderer.skipped = selection.skipped
        let report = renderer.render(results: results, errors: errors)
        if let output {
            do {
                try OutputFiles.writeAtomically(report, to: output)
            } catch {
                FileHandle.standardError.write(Data("error: \(error)\n".utf8))
                throw ExitCode(2)
            }
        } else {
            FileHandle.standardOutput.write(Data(report.utf8))
        }
        if let line = ReportRenderer.skippedLine(selection.skipped), format != .text || output != nil {
            CLIInput.note(line)
        }
        if run.notRun > 0 {
            CLIInput.note(
                "Stopped at the first failure (--fail-fast): \(run.notRun) file\(run.notRun == 1 ? " was" : "s were") not run."
            )
        }
        if !errors.isEmpty { throw ExitCode(2) }
        let auditPassed = audit ? try await auditRuns(results.map(\.file), orchestrator: orchestrator) : true
        if results.contains(where: { !$0.passed }) || !auditPassed { throw ExitCode(1) }
    }

    /// `--audit`: reports the audit of what each scenario did; returns whether it passed.
    @MainActor
    private func auditRuns(_ files: [String], orchestrator: RunOrchestrator) async throws -> Bool {
        let configuration = try CLIInput.orExit { () throws(Diagnostic) in
            try AuditConfiguration.discover(explicit: auditConfig, from: FileManager.default.currentDirectoryPath)
        }
        let report = AuditReport(files: await orchestrator.audit(files), configuration: configuration, baseline: nil)
        let text = auditFormat.render(report)
        if let auditOutput {
            try CLIInput.orExit { try OutputFiles.writeAtomically(text, to: auditOutput) }
        } else if format == .text || output != nil {
            FileHandle.standardOutput.write(Data(("\nAudit of what the scenarios did:\n" + text).utf8))
        } else {
            // Standard output holds a machine-read report: keep it clean.
            FileHandle.standardError.write(Data(text.utf8))
        }
        return report.passed
    }

    /// Resolves `--speech` (a worker gets the parent's resolved choice) and
    /// the voice overrides; espeak-ng that cannot start is a usage error.
    private func speechSetup() async throws -> SpeechSetup {
        try await speechArguments.setup(
            quiet: workerIndices != nil,
            needsAudio: speechArguments.audioDir != nil || audioFile != nil || workerAudioDir != nil)
    }

    /// The options a worker needs to run scenarios as this process would.
    private func workerArguments(_ setup: SpeechSetup) -> [String] {
        var arguments = speechArguments.workerArguments(usesEspeak: setup.usesEspeak)
        if let filter { arguments += ["--filter", filter] }
        arguments += importArguments.workerArguments
        return arguments
    }

    /// Worker mode: runs this process's share and prints its outcomes as JSON (see `WorkerPool`).
    private func runAsWorker(indices text: String, orchestrator: RunOrchestrator) async throws {
        let indices = text.split(separator: ",").compactMap { Int($0) }
        guard indices.count == paths.count else {
            throw ValidationError("--worker-indices needs one index per path.")
        }
        let (json, audio) = try await orchestrator.runAsWorker(indices: indices, paths: paths)
        if let workerAudioDir {
            for (index, track) in audio {
                try track.write(to: (workerAudioDir as NSString).appendingPathComponent("\(index).wav"))
            }
        }
        FileHandle.standardOutput.write(json)
    }
}
