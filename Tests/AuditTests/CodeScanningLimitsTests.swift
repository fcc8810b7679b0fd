import Audit
import Crawl
import Diagnostics
import Foundation
import TestSupport
import Testing

/// Reports as CI services take them: SARIF of more results than GitHub's
/// code scanning takes in one run split into valid files of one run each,
/// and GitHub Actions annotations escaped as workflow commands need.
@Suite struct CodeScanningLimitsTests {
    /// A report of `count` serious violations, each on a screen of its own.
    static func report(
        findings count: Int, message: String = "Too small.", file: String = "App/Home.yaml"
    )
        -> AuditReport
    {
        let findings = (0..<count).map { number in
            AuditFinding(
                rule: .targetSize, impact: .serious, outcome: .violation, file: file, screen: "screen \(number)",
                element: nil, message: message, location: SourceLocation(file: file, line: 3 + number % 50, column: 5))
        }
        let audit = FileAudit(file: file, screens: [], findings: findings, evaluations: [], error: nil)
        return AuditReport(files: [audit], configuration: AuditConfiguration(), baseline: nil)
    }

    /// Validates each SARIF document against the official schema; returns
    /// each one's result count and category, or the validator's complaints.
    static func validate(_ documents: [Data]) throws -> (status: Int32, output: String) {
        let python = try #require(Spawn.which("python3"), "python3 is needed to validate SARIF")
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent(
            "a11ysim-parts-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        var files: [String] = []
        for (number, document) in documents.enumerated() {
            let file = directory.appendingPathComponent("audit-\(number + 1).sarif").path
            try document.write(to: URL(fileURLWithPath: file))
            files.append(file)
        }
        let schema = FixturePaths.fixtures.appendingPathComponent("sarif-schema-2.1.0.json").path
        let script = """
            import json, sys, jsonschema
            schema = json.load(open(sys.argv[1]))
            validator = jsonschema.validators.validator_for(schema)(schema)
            bad = 0
            for path in sys.argv[2:]:
                log = json.load(open(path))
                for e in validator.iter_errors(log):
                    bad += 1; print(path, list(e.absolute_path), e.message)
                run = log["runs"][0]
                print(len(log["runs"]), len(run["results"]), run.get("automationDetails", {}).get("id"), len(run["invocations"][0]["toolExecutionNotifications"]))
            sys.exit(1 if bad else 0)
            """
        let log = directory.appendingPathComponent("log.txt").path
        let status = Spawn.run([python, "-c", script, schema] + files, log: log)
        return (status ?? -1, (try? String(contentsOfFile: log, encoding: .utf8)) ?? "")
    }

    @Test func sarifOverTwentyFiveThousandResultsSplitsIntoValidFilesOfOneRunEach() throws {
        let report = Self.report(findings: 25_001)
        let parts = AuditFormat.sarif.parts(report)
        #expect(parts.count == 2)
        let (status, output) = try Self.validate(parts)
        #expect(status == 0, "SARIF parts do not validate: \(output.prefix(2000))")
        #expect(output == "1 25000 a11ysim/part-1/ 0\n1 1 a11ysim/part-2/ 0\n")
    }

    @Test func sarifThatFitsStaysOneDocumentAsBefore() throws {
        let report = Self.report(findings: 25_000)
        let parts = AuditFormat.sarif.parts(report)
        #expect(parts == [Data(AuditFormat.sarif.render(report).utf8)])
        #expect(!AuditFormat.sarif.render(report).contains("automationDetails"))
    }

    @Test func githubAnnotationsEscapeWhatWorkflowCommandsReserve() {
        let report = Self.report(findings: 1, message: "Line one\nLine two: 100% done, really.", file: "A,b:c.yaml")
        let lines = AuditFormat.github.render(report).split(separator: "\n").map(String.init)
        #expect(
            lines.first
                == "::error file=A%2Cb%3Ac.yaml,line=3,col=5,title=target-size (serious)::Line one%0ALine two: 100%25 done, really. Fix: \(AuditRule.targetSize.help) Screen: screen 0."
        )
        #expect(lines.last == "Result: FAILED (1 new violation at serious or above)")
    }
}
