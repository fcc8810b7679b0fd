import ArgumentParser
import Foundation
import Scenarios

/// `a11ysim run`: runs scenario files and reports.
struct RunCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "run",
        abstract: "Run scenario files and report what VoiceOver said and focused.",
        discussion: """
            Examples:
              a11ysim run Scenarios
              a11ysim run Scenarios/navigation/quick-start.yaml --transcript
              a11ysim run Scenarios --format junit --output build/a11ysim.xml
              a11ysim run Scenarios --shard 2/4 --filter tab
            """
    )

    @Argument(help: "Scenario files or directories (searched recursively for *.yaml and *.yml).")
    var paths: [String]

    @Option(help: "Report format: text, json or junit.")
    var format: ReportFormatOption = .text

    @Option(help: "Write the report to this file (atomically) instead of standard output.")
    var output: String?

    @Flag(help: "Include every utterance and earcon with its virtual time.")
    var transcript = false

    @Option(help: "Scenarios run at once (default: the number of cores). The report is the same for any value.")
    var jobs: Int?

    @Option(help: "Run only shard I of N (1-based), e.g. 2/4, for CI matrices.")
    var shard: String?

    @Option(help: "Speech: off, text (word-rate timing), espeak or auto.")
    var speech: SpeechOption = .auto

    @Option(help: "Write each utterance's audio as WAV files into this directory (needs espeak-ng speech).")
    var audioDir: String?

    @Option(help: "Run only scenarios whose name or path contains this text.")
    var filter: String?

    func validate() throws {
        if let jobs, jobs < 1 { throw ValidationError("--jobs must be at least 1, not \(jobs).") }
        if let shard { _ = try Self.parseShard(shard) }
        if speech == .espeak || audioDir != nil {
            throw ValidationError("espeak-ng speech and --audio-dir are not available in this build yet; use --speech text or auto.")
        }
    }

    static func parseShard(_ text: String) throws -> (index: Int, count: Int) {
        let parts = text.split(separator: "/")
        guard parts.count == 2, let index = Int(parts[0]), let count = Int(parts[1]), count >= 1, (1...count).contains(index) else {
            throw ValidationError("--shard must look like I/N with 1 ≤ I ≤ N, e.g. 2/4; got '\(text)'.")
        }
        return (index, count)
    }

    /// Internal: run as a parallel worker for the files at these indices
    /// and print their outcomes as JSON (see `WorkerPool`).
    @Option(help: .hidden)
    var workerIndices: String?

    func run() async throws {
        if let workerIndices {
            try await runAsWorker(indices: workerIndices)
            return
        }
        let files: [String]
        do {
            files = try ScenarioFiles.collect(paths)
        } catch {
            // A missing path is bad input: one line, exit 2, no usage dump.
            FileHandle.standardError.write(Data("error: \(error)\n".utf8))
            throw ExitCode(2)
        }
        var selected = Array(files.enumerated()).map { (index: $0.offset, path: $0.element) }
        if let shard {
            let (index, count) = try Self.parseShard(shard)
            selected = selected.filter { $0.index % count == index - 1 }
        }
        let outcomes: [ScenarioOutcome]
        let jobs = self.jobs ?? ProcessInfo.processInfo.activeProcessorCount
        if jobs > 1, selected.count > 1 {
            do {
                outcomes = try await WorkerPool(jobs: jobs, forwardedArguments: workerArguments).run(files: selected)
            } catch {
                FileHandle.standardError.write(Data("error: \(error)\n".utf8))
                throw ExitCode(2)
            }
        } else {
            var collected: [ScenarioOutcome] = []
            for file in selected {
                if let outcome = await ScenarioOutcome.run(index: file.index, path: file.path, filter: filter) { collected.append(outcome) }
            }
            outcomes = collected
        }
        let results = outcomes.compactMap(\.result)
        let errors = outcomes.compactMap(\.error)
        let report = ReportRenderer(format: format.format, includeTranscript: transcript).render(results: results, errors: errors)
        if let output {
            do {
                try ScenarioFiles.writeAtomically(report, to: output)
            } catch {
                FileHandle.standardError.write(Data("error: \(error)\n".utf8))
                throw ExitCode(2)
            }
        } else {
            print(report, terminator: "")
        }
        // Files that did not load: one compiler-style line each on standard error.
        for error in errors { FileHandle.standardError.write(Data("\(error)\n".utf8)) }
        if !errors.isEmpty { throw ExitCode(2) }
        if results.contains(where: { !$0.passed }) { throw ExitCode(1) }
    }

    /// The options a worker needs to run scenarios as this process would.
    private var workerArguments: [String] {
        var arguments = ["--speech", speech.rawValue]
        if let filter { arguments += ["--filter", filter] }
        return arguments
    }

    private func runAsWorker(indices text: String) async throws {
        let indices = text.split(separator: ",").compactMap { Int($0) }
        guard indices.count == paths.count else {
            throw ValidationError("--worker-indices needs one index per path.")
        }
        var outcomes: [ScenarioOutcome] = []
        for (index, path) in zip(indices, paths) {
            if let outcome = await ScenarioOutcome.run(index: index, path: path, filter: filter) { outcomes.append(outcome) }
        }
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        FileHandle.standardOutput.write(try encoder.encode(outcomes))
    }
}
