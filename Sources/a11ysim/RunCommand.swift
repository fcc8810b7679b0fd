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
              a11ysim run Scenarios/navigation/push-pop.yaml --transcript
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

    func run() async throws {
        let files: [String]
        do {
            files = try ScenarioFiles.collect(paths)
        } catch {
            // A missing path is bad input: one line, exit 2, no usage dump.
            FileHandle.standardError.write(Data("error: \(error)\n".utf8))
            throw ExitCode(2)
        }
        var selected = files
        if let shard {
            let (index, count) = try Self.parseShard(shard)
            selected = files.enumerated().filter { $0.offset % count == index - 1 }.map(\.element)
        }
        var results: [ScenarioResult] = []
        var errors: [ScenarioError] = []
        let loader = ScenarioLoader()
        for file in selected {
            let text: String
            do {
                text = try String(contentsOfFile: file, encoding: .utf8)
            } catch {
                errors.append(ScenarioError("the file cannot be read as UTF-8 text", at: SourceLocation(file: file, line: 1, column: 1)))
                continue
            }
            let loaded: Result<ScenarioSpec, ScenarioError> = Result { () throws(ScenarioError) in try loader.load(text: text, path: file) }
            switch loaded {
            case .failure(let error):
                errors.append(error)
            case .success(let spec):
                if let filter, !spec.name.localizedCaseInsensitiveContains(filter), !file.localizedCaseInsensitiveContains(filter) { continue }
                results.append(await ScenarioRunner(spec: spec).run())
            }
        }
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
        if format != .text || output != nil {
            for error in errors { FileHandle.standardError.write(Data("\(error)\n".utf8)) }
        }
        if !errors.isEmpty { throw ExitCode(2) }
        if results.contains(where: { !$0.passed }) { throw ExitCode(1) }
    }
}

enum ReportFormatOption: String, ExpressibleByArgument, CaseIterable {
    case text, json, junit

    var format: ReportFormat { ReportFormat(rawValue: rawValue) ?? .text }
}

enum SpeechOption: String, ExpressibleByArgument, CaseIterable {
    case off, text, espeak, auto
}
