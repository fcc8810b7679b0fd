import ArgumentParser
import Audit
import Diagnostics
import Foundation
import Inputs
import Runs
import Scenarios

/// `a11ysim audit`: visits every screen of each app and reports what the
/// accessibility rules found.
struct AuditCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "audit",
        abstract:
            "Audit SwiftUI sources, storyboards, captures and scenarios: visit every reachable screen and run the accessibility rules.",
        discussion: """
            Examples:
              a11ysim audit Scenarios
              a11ysim audit Tests/StoryboardTests/Fixtures/Controls.storyboard --format sarif --output build/a11y.sarif
              a11ysim audit Scenarios --output-dir build/audit          # every report file
              a11ysim audit Scenarios --baseline a11y-baseline.json --fail-on serious
              a11ysim audit --list-rules
              a11ysim audit App --shard 1/2 --save-results shard-1.json     # on each CI machine…
              a11ysim audit --merge shard-1.json shard-2.json --output-dir build/audit   # …then one report

            Configuration: .a11ysim.yml in this directory or a parent (or --config).
            Exit status: 0 passed, 1 new violations at --fail-on or above, 2 bad usage or input
            (a file that does not load, or no input files: see --allow-empty).
            """
    )

    @Argument(help: ArgumentHelp(InputRegistry.pathsHelp), completion: .file())
    var paths: [String] = []

    @Option(
        name: .long, parsing: .singleValue,
        help:
            "Report format: \(AuditFormat.allCases.map(\.rawValue).joined(separator: ", ")) (GitHub Actions annotations). Repeat for several (with --output-dir).",
        completion: .list(AuditFormat.allCases.map(\.rawValue)))
    var format: [String] = []

    @Option(help: "Write the report to this file (atomically) instead of standard output.", completion: .file())
    var output: String?

    @Option(
        help:
            "Write every format given (all \(AuditFormat.reportFiles.count) report files if none) into this directory as \(AuditFormat.allCases.map(\.fileName).joined(separator: ", ")); SARIF over 25,000 results as audit-1.sarif, audit-2.sarif, ….",
        completion: .directory)
    var outputDir: String?

    @Option(
        help: "The configuration file (default: .a11ysim.yml in this directory or a parent).",
        completion: .file(extensions: ["yml", "yaml"]))
    var config: String?

    @Option(
        help: "Fail on new violations of this impact or above: minor, moderate, serious or critical (default serious).",
        completion: .list(Impact.allCases.map(\.rawValue)))
    var failOn: String?

    @Option(
        help: "Suppress the findings listed in this baseline file and report new and resolved ones.",
        completion: .file(extensions: ["json"]))
    var baseline: String?

    @Flag(help: "Write the current findings to the baseline file (--baseline, or the configuration's) and pass.")
    var updateBaseline = false

    @Option(help: "Screens visited at most per file (default 60).")
    var maxScreens: Int?

    @Flag(help: "List the rules with their id, impact and title, and exit.")
    var listRules = false

    @Flag(help: "Pass when no input file is found instead of exit 2.")
    var allowEmpty = false

    @Option(help: "Files audited at once (default: the number of cores). Every report is the same for any value.")
    var jobs: Int?

    @Option(
        help:
            "Audit only shard I of N (1-based), e.g. 2/4, for CI matrices; merge the shards' --save-results with --merge. Without it, the shard Bazel, GitLab, CircleCI or Buildkite sets in the environment."
    )
    var shard: String?

    @Option(
        help: "Also write every file's audit, unrendered, to this file, for --merge.",
        completion: .file(extensions: ["json"]))
    var saveResults: String?

    @Flag(
        help:
            "The paths are results files written by --save-results (one per shard): report them as one audit of every file."
    )
    var merge = false

    /// Internal: audit as a parallel worker the files at these indices and
    /// print their audits as JSON (see `WorkerPool`).
    @Option(help: .hidden)
    var workerIndices: String?

    /// Internal: with `--worker-indices`, which part of each file's launches
    /// the worker audits (`p/n` per path, `0/1` for the whole file).
    @Option(help: .hidden)
    var workerParts: String?

    /// Internal: with `--worker-parts`, the folder where the processes
    /// auditing parts of one file claim its launches (see `LaunchClaims`).
    @Option(help: .hidden)
    var workerClaims: String?

    /// Internal: the steps from launch a worker crawls at most (the parent's configuration).
    @Option(help: .hidden)
    var maxDepth: Int?

    @OptionGroup(title: "Imported inputs")
    var importArguments: ImportArguments

    func validate() throws {
        if let jobs, jobs < 1 { throw ValidationError("--jobs must be at least 1, not \(jobs).") }
        if let shard, InputSelection.Shard(shard) == nil {
            throw ValidationError("--shard must look like I/N with 1 ≤ I ≤ N, e.g. 2/4; got '\(shard)'.")
        }
        if merge && shard != nil {
            throw ValidationError("--merge reads the shards' results; give --shard to the runs that save them.")
        }
        if merge && saveResults != nil { throw ValidationError("Give --merge or --save-results, not both.") }
    }

    @MainActor
    func run() async throws {
        if let workerIndices {
            try await auditAsWorker(indices: workerIndices)
            return
        }
        if listRules {
            for rule in AuditRule.allCases {
                print(
                    "\(rule.rawValue.padding(toLength: 26, withPad: " ", startingAt: 0)) \(rule.kind.rawValue.padding(toLength: 8, withPad: " ", startingAt: 0)) \(rule.defaultImpact.rawValue.padding(toLength: 9, withPad: " ", startingAt: 0)) \(rule.title)"
                )
            }
            return
        }
        let formats = try parsedFormats()
        var configuration = try CLIInput.orExit { () throws(Diagnostic) in
            try AuditConfiguration.discover(explicit: config, from: FileManager.default.currentDirectoryPath)
        }
        if let failOn {
            guard let impact = Impact(rawValue: failOn) else {
                throw ValidationError(
                    "--fail-on must be \(Impact.allCases.map(\.rawValue).joined(separator: ", ")), not '\(failOn)'.")
            }
            configuration.failOn = impact
        }
        if let baseline { configuration.baseline = baseline }
        if let maxScreens {
            guard maxScreens >= 1 else { throw ValidationError("--max-screens must be at least 1.") }
            configuration.maxScreens = maxScreens
        }
        if updateBaseline && configuration.baseline == nil {
            throw ValidationError(
                "--update-baseline needs a baseline file: give --baseline FILE or 'baseline' in .a11ysim.yml.")
        }
        guard !paths.isEmpty else {
            throw ValidationError(
                merge
                    ? "Give the results files to merge."
                    : "Give at least one scenario, storyboard or directory to audit.")
        }
        var baselineFile: Baseline?
        if let path = configuration.baseline, !updateBaseline {
            baselineFile = try CLIInput.orExit { () throws(Diagnostic) in try Baseline.load(path: path) }
        }
        let audited: [AuditOrchestrator.Audited]
        var skipped: [String] = []
        if merge {
            audited = try mergedResults()
            InputAudits.report(audited)
        } else {
            let part = try CLIShard.effective(shard)
            let selected = try select(configuration: configuration, shard: part)
            skipped = selected.skipped
            audited = try await InputAudits.audit(selected.files, with: orchestrator(configuration))
            if let saveResults {
                let results = AuditResults(files: audited, shard: part)
                try CLIInput.orExit { try OutputFiles.writeAtomically(data: results.data(), to: saveResults) }
            }
        }
        let audits = audited.map(\.audit)
        var report = AuditReport(files: audits, configuration: configuration, baseline: baselineFile)
        // An updated baseline holds every current finding, and the reports say so: all suppressed, passed.
        let updated = updateBaseline && configuration.baseline != nil ? Baseline(findings: report.findings) : nil
        if let updated { report = AuditReport(files: audits, configuration: configuration, baseline: updated) }
        try write(report, formats: formats)
        if let line = ReportRenderer.skippedLine(skipped) { CLIInput.note(line) }
        if let updated, let path = configuration.baseline {
            try CLIInput.orExit { try OutputFiles.writeAtomically(updated.json(), to: path) }
            FileHandle.standardError.write(
                Data("Wrote \(report.findings.count) findings to the baseline \(path).\n".utf8))
        }
        if audits.contains(where: { $0.error != nil }) { throw ExitCode(2) }
        if !updateBaseline && !report.passed { throw ExitCode(1) }
    }

    private func parsedFormats() throws -> [AuditFormat] {
        let names = format.flatMap { $0.split(separator: ",").map { String($0).trimmingCharacters(in: .whitespaces) } }
        var formats: [AuditFormat] = []
        for name in names {
            guard let format = AuditFormat(rawValue: name) else {
                let hint =
                    Suggestions.hint(for: name, among: AuditFormat.allCases.map(\.rawValue)).map { " (\($0))" } ?? ""
                throw ValidationError(
                    "Unknown format '\(name)'\(hint); use \(AuditFormat.allCases.map(\.rawValue).joined(separator: ", "))."
                )
            }
            if !formats.contains(format) { formats.append(format) }
        }
        if outputDir == nil && formats.count > 1 {
            throw ValidationError("Several formats need --output-dir DIR, which writes one file per format.")
        }
        if outputDir != nil && output != nil { throw ValidationError("Give --output or --output-dir, not both.") }
        if formats.isEmpty { formats = outputDir == nil ? [.text] : AuditFormat.reportFiles }
        return formats
    }

    private func write(_ report: AuditReport, formats: [AuditFormat]) throws {
        if let outputDir {
            var written: [String] = []
            for format in formats {
                let parts = format.parts(report)
                let names =
                    parts.count == 1 ? [format.fileName] : parts.indices.map { format.fileName(part: $0 + 1) }
                for (name, data) in zip(names, parts) {
                    let path = (outputDir as NSString).appendingPathComponent(name)
                    try CLIInput.orExit { try OutputFiles.writeAtomically(data: data, to: path) }
                }
                written += names
                if parts.count > 1 { Self.noteSplit(format, into: names) }
            }
            // The summary and verdict, so a CI log shows the outcome.
            print(AuditFormat.text.render(report).split(separator: "\n").suffix(2).joined(separator: "\n"))
            print("Wrote \(written.joined(separator: ", ")) to \(outputDir).")
        } else if let output, let format = formats.first {
            let parts = format.parts(report)
            let names = parts.count == 1 ? [output] : parts.indices.map { Self.partPath(output, part: $0 + 1) }
            for (path, data) in zip(names, parts) {
                try CLIInput.orExit { try OutputFiles.writeAtomically(data: data, to: path) }
            }
            if parts.count > 1 { Self.noteSplit(format, into: names) }
        } else if let format = formats.first {
            fflush(nil)
            FileHandle.standardOutput.write(format.data(report))
            if format.parts(report).count > 1 {
                CLIInput.note(
                    "note: this SARIF run holds more results than GitHub's code scanning takes in one run (25,000); give --output or --output-dir to write it in parts it takes"
                )
            }
        }
    }

    /// `audit.sarif` → `audit-2.sarif`: part `part` of a report written to `path`.
    static func partPath(_ path: String, part: Int) -> String {
        let name = path as NSString
        let stem = name.deletingPathExtension
        return name.pathExtension.isEmpty ? "\(stem)-\(part)" : "\(stem)-\(part).\(name.pathExtension)"
    }

    private static func noteSplit(_ format: AuditFormat, into names: [String]) {
        CLIInput.note(
            "note: the \(format.rawValue) report holds more results than GitHub's code scanning takes in one run (25,000): written as \(names.count) files of one run each, \(names.first ?? "") … \(names.last ?? "")"
        )
    }
}
