import Diagnostics
import ArgumentParser
import Audit
import Inputs
import Scenarios
import Foundation

/// `a11ysim audit`: visits every screen of each app and reports what the
/// accessibility rules found.
struct AuditCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "audit",
        abstract: "Audit scenarios, storyboards and captures: visit every reachable screen and run the accessibility rules.",
        discussion: """
            Examples:
              a11ysim audit Scenarios
              a11ysim audit Tests/StoryboardTests/Fixtures/Controls.storyboard --format sarif --output build/a11y.sarif
              a11ysim audit Scenarios --output-dir build/audit          # every format
              a11ysim audit Scenarios --baseline a11y-baseline.json --fail-on serious
              a11ysim audit --list-rules

            Configuration: .a11ysim.yml in this directory or a parent (or --config).
            Exit status: 0 passed, 1 new violations at --fail-on or above, 2 bad usage or input
            (a file that does not load, or no input files: see --allow-empty).
            """
    )

    @Argument(help: ArgumentHelp(InputRegistry.pathsHelp), completion: .file())
    var paths: [String] = []

    @Option(
        name: .long, parsing: .singleValue, help: "Report format: \(AuditFormat.allCases.map(\.rawValue).joined(separator: ", ")). Repeat for several (with --output-dir).",
        completion: .list(AuditFormat.allCases.map(\.rawValue)))
    var format: [String] = []

    @Option(help: "Write the report to this file (atomically) instead of standard output.", completion: .file())
    var output: String?

    @Option(help: "Write every format given (all \(AuditFormat.allCases.count) if none) into this directory as \(AuditFormat.allCases.map(\.fileName).joined(separator: ", ")).", completion: .directory)
    var outputDir: String?

    @Option(help: "The configuration file (default: .a11ysim.yml in this directory or a parent).", completion: .file(extensions: ["yml", "yaml"]))
    var config: String?

    @Option(
        help: "Fail on new violations of this impact or above: minor, moderate, serious or critical (default serious).",
        completion: .list(Impact.allCases.map(\.rawValue)))
    var failOn: String?

    @Option(help: "Suppress the findings listed in this baseline file and report new and resolved ones.", completion: .file(extensions: ["json"]))
    var baseline: String?

    @Flag(help: "Write the current findings to the baseline file (--baseline, or the configuration's) and pass.")
    var updateBaseline = false

    @Option(help: "Screens visited at most per file (default 60).")
    var maxScreens: Int?

    @Flag(help: "List the rules with their id, impact and title, and exit.")
    var listRules = false

    @Flag(help: "Pass when no input file is found instead of exit 2.")
    var allowEmpty = false

    @OptionGroup(title: "Imported inputs")
    var importArguments: ImportArguments

    @MainActor
    func run() async throws {
        if listRules {
            for rule in AuditRule.allCases {
                print("\(rule.rawValue.padding(toLength: 26, withPad: " ", startingAt: 0)) \(rule.kind.rawValue.padding(toLength: 8, withPad: " ", startingAt: 0)) \(rule.defaultImpact.rawValue.padding(toLength: 9, withPad: " ", startingAt: 0)) \(rule.title)")
            }
            return
        }
        let formats = try parsedFormats()
        var configuration = try CLIInput.orExit { () throws(Diagnostic) in
            try AuditConfiguration.discover(explicit: config, from: FileManager.default.currentDirectoryPath)
        }
        if let failOn {
            guard let impact = Impact(rawValue: failOn) else {
                throw ValidationError("--fail-on must be \(Impact.allCases.map(\.rawValue).joined(separator: ", ")), not '\(failOn)'.")
            }
            configuration.failOn = impact
        }
        if let baseline { configuration.baseline = baseline }
        if let maxScreens {
            guard maxScreens >= 1 else { throw ValidationError("--max-screens must be at least 1.") }
            configuration.maxScreens = maxScreens
        }
        if updateBaseline && configuration.baseline == nil {
            throw ValidationError("--update-baseline needs a baseline file: give --baseline FILE or 'baseline' in .a11ysim.yml.")
        }
        guard !paths.isEmpty else { throw ValidationError("Give at least one scenario, storyboard or directory to audit.") }
        var selection = try CLIInput.orExit { () throws(DiagnosticGroup) in try InputSelection.discover(paths, allowEmpty: allowEmpty) }
        let workingDirectory = FileManager.default.currentDirectoryPath
        let excluded = selection.files.filter { configuration.excludes(file: $0, workingDirectory: workingDirectory) }
        if !excluded.isEmpty {
            selection.files.removeAll { excluded.contains($0) }
            CLIInput.note("Left out \(excluded.count) file\(excluded.count == 1 ? "" : "s") that \(configuration.source ?? "the configuration")'s exclude names.")
            if selection.files.isEmpty && !allowEmpty {
                CLIInput.fail(Diagnostic(
                    "every input file is left out by the exclude patterns", file: configuration.source ?? ".a11ysim.yml",
                    hint: "an empty selection is an input error; narrow 'exclude' or pass --allow-empty"))
            }
        }
        var baselineFile: Baseline?
        if let path = configuration.baseline, !updateBaseline {
            baselineFile = try CLIInput.orExit { () throws(Diagnostic) in try Baseline.load(path: path) }
        }
        var auditor = Auditor()
        auditor.maximumScreens = configuration.maxScreens
        auditor.maximumDepth = configuration.maxDepth
        let audits = await InputAudits.audit(selection.files, with: auditor, options: importArguments.options)
        let report = AuditReport(files: audits, configuration: configuration, baseline: baselineFile)
        try write(report, formats: formats)
        if let line = ReportRenderer.skippedLine(selection.skipped) { CLIInput.note(line) }
        if updateBaseline, let path = configuration.baseline {
            try CLIInput.orExit { try OutputFiles.writeAtomically(Baseline(findings: report.findings).json(), to: path) }
            FileHandle.standardError.write(Data("Wrote \(report.findings.count) findings to the baseline \(path).\n".utf8))
        }
        if audits.contains(where: { $0.error != nil }) { throw ExitCode(2) }
        if !updateBaseline && !report.passed { throw ExitCode(1) }
    }

    private func parsedFormats() throws -> [AuditFormat] {
        let names = format.flatMap { $0.split(separator: ",").map { String($0).trimmingCharacters(in: .whitespaces) } }
        var formats: [AuditFormat] = []
        for name in names {
            guard let format = AuditFormat(rawValue: name) else {
                let hint = Suggestions.hint(for: name, among: AuditFormat.allCases.map(\.rawValue)).map { " (\($0))" } ?? ""
                throw ValidationError("Unknown format '\(name)'\(hint); use \(AuditFormat.allCases.map(\.rawValue).joined(separator: ", ")).")
            }
            if !formats.contains(format) { formats.append(format) }
        }
        if outputDir == nil && formats.count > 1 {
            throw ValidationError("Several formats need --output-dir DIR, which writes one file per format.")
        }
        if outputDir != nil && output != nil { throw ValidationError("Give --output or --output-dir, not both.") }
        if formats.isEmpty { formats = outputDir == nil ? [.text] : AuditFormat.allCases }
        return formats
    }

    private func write(_ report: AuditReport, formats: [AuditFormat]) throws {
        if let outputDir {
            for format in formats {
                let path = (outputDir as NSString).appendingPathComponent(format.fileName)
                try CLIInput.orExit { try OutputFiles.writeAtomically(format.render(report), to: path) }
            }
            // The summary and verdict, so a CI log shows the outcome.
            print(AuditFormat.text.render(report).split(separator: "\n").suffix(2).joined(separator: "\n"))
            print("Wrote \(formats.map(\.fileName).joined(separator: ", ")) to \(outputDir).")
        } else if let output, let format = formats.first {
            try CLIInput.orExit { try OutputFiles.writeAtomically(format.render(report), to: output) }
        } else if let format = formats.first {
            print(format.render(report), terminator: "")
        }
    }
}
