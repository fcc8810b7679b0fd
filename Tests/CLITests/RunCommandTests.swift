import Foundation
import FoundationXML
import Testing

/// End-to-end: the built `a11ysim` binary on Scenarios/ and on the fixtures,
/// checking output and exit codes as a user or CI job sees them.
@Suite struct RunCommandTests {
    private let fixtures = "Tests/CLITests/Fixtures"

    @Test
    func theScenarioLibraryPassesWithALinePerScenarioAndAReadingPerApp() throws {
        let outcome = try A11ysimProcess.run(["run", "Scenarios", "--jobs", "1"])
        let count = A11ysimProcess.inputCount()
        #expect(count >= 30)
        #expect(outcome.status == 0)
        #expect(outcome.stderr == "")
        let lines = outcome.stdoutLines
        #expect(lines.last == "\(count) passed, 0 failed")
        #expect(
            lines.dropLast().last
                == "Skipped 3 files that are not an input: Scenarios/audit-baseline.json, Scenarios/swiftui/Coffee/CoffeeApp.swift, Scenarios/swiftui/Coffee/MenuView.swift"
        )
        let heads = lines.filter { !$0.hasPrefix(" ") }.dropLast(2)
        #expect(heads.count == count)
        #expect(heads.allSatisfy { $0.hasPrefix("✓ ") && $0.contains("  Scenarios/") })
        // The two captures with no scenario read their launch screen (Coffee's Swift files are
        // read through the scenarios that name them).
        let readings = heads.filter { $0.contains("(launch screen, ") }
        #expect(
            readings.map { $0.split(separator: " ").last.map(String.init) ?? "" } == [
                "Scenarios/captures/accessibility.txt", "Scenarios/captures/settings.xml",
            ])
        #expect(heads.filter { $0.contains(" steps, ") || $0.contains(" step, ") }.count == count - 2)
        #expect(lines.filter { $0.hasPrefix("    next: a11ysim repl Scenarios/") }.count == 2)
    }

    @Test(arguments: ["text", "json", "junit"])
    func twoJobsGiveTheSameReportAsOne(format: String) throws {
        let one = try A11ysimProcess.run(["run", "Scenarios", "--format", format, "--transcript", "--jobs", "1"])
        let two = try A11ysimProcess.run(["run", "Scenarios", "--format", format, "--transcript", "--jobs", "2"])
        #expect(one.status == 0)
        #expect(two.status == one.status)
        // JUnit's `time` is wall-clock time; everything else is the same.
        #expect(Self.withoutWallTimes(two.stdout) == Self.withoutWallTimes(one.stdout))
        #expect(!one.stdout.isEmpty)
    }

    /// A report with each JUnit `time="…"` attribute emptied.
    static func withoutWallTimes(_ report: String) -> String {
        report.replacingOccurrences(of: #"time="[0-9.]+""#, with: #"time="""#, options: .regularExpression)
    }

    @Test func junitTimeIsWallClockAndTheVirtualDurationIsAProperty() throws {
        let outcome = try A11ysimProcess.run(["run", "Scenarios/navigation", "--format", "junit", "--jobs", "1"])
        let text = try A11ysimProcess.run(["run", "Scenarios/navigation", "--jobs", "1"])
        #expect(outcome.status == 0)
        let document = try XMLDocument(xmlString: outcome.stdout)
        let cases = try document.nodes(forXPath: "//testcase").compactMap { $0 as? XMLElement }
        #expect(!cases.isEmpty)
        for testcase in cases {
            let time = try #require(testcase.attribute(forName: "time")?.stringValue)
            #expect(time.wholeMatch(of: /[0-9]+\.[0-9]{3}/) != nil)
            // A scenario of virtual seconds runs in well under a second of wall time.
            #expect((Double(time) ?? 99) < 5)
            let virtual = try testcase.nodes(forXPath: "properties/property[@name='virtualTime']/@value").first?
                .stringValue
            let name = testcase.attribute(forName: "name")?.stringValue ?? ""
            let line = text.stdoutLines.first { $0.hasPrefix("✓ \(name)  (") }
            #expect(
                virtual != nil && line?.contains("step, \(virtual ?? "") s)") == true
                    || line?.contains("steps, \(virtual ?? "") s)") == true)
        }
    }

    @Test(arguments: [
        (
            "typo-key.yaml",
            [
                "5:5: error: unknown key 'tittle' in the controller 'home'; did you mean 'title'?",
                " 5 |     tittle: Home", "   |     ^",
            ]
        ),
        (
            "unknown-id.yaml",
            [
                "9:5: error: no view has the id, accessibility identifier or label 'sav'; did you mean 'save'?",
                " 9 |   - focus: sav", "   |     ^",
            ]
        ),
        (
            "wrong-type.yaml",
            ["8:11: error: wait must be a number, not 'soon'", " 8 |   - wait: soon", "   |           ^"]
        ),
    ])
    func brokenScenarioGetsTheErrorWithItsSourceLineAndExitTwo(file: String, rendering: [String]) throws {
        let path = "\(fixtures)/broken/\(file)"
        let outcome = try A11ysimProcess.run(["run", path])
        #expect(outcome.status == 2)
        #expect(outcome.stderrLines == ["\(path):\(rendering[0])"] + rendering.dropFirst())
        #expect(outcome.stdout == "0 passed, 0 failed, 1 not loaded\n")
    }

    @Test func failingExpectationsAreAllReportedWithExitOne() throws {
        let path = "\(fixtures)/failing/wrong-speech.yaml"
        let outcome = try A11ysimProcess.run(["run", path])
        #expect(outcome.status == 1)
        #expect(
            outcome.stdoutLines == [
                "✗ Wrong expectations  (4 steps, 1.000 s)  \(path)",
                "    \(path):13:14: speech: expected \"Save. Button.\", got \"Share. Button.\"",
                "    \(path):15:14: focus: expected save, got share",
                "0 passed, 1 failed",
            ])
    }

    @Test func handlersThatTriggerEachOtherStopTheScenarioInsteadOfCrashing() throws {
        let path = "\(fixtures)/failing/runaway-handlers.yaml"
        let outcome = try A11ysimProcess.run(["run", path])
        #expect(outcome.status == 1)
        #expect(
            outcome.stdoutLines == [
                "✗ Runaway handlers  (1 step, 0.000 s)  \(path)",
                "    \(path):7:26: handlers: expected handlers that finish, got handlers that trigger each other more than 64 levels deep; the scenario stopped here (at launch)",
                "0 passed, 1 failed",
            ])
    }

    @Test func actionsThatCannotApplyFailAtTheirOwnLine() throws {
        let path = "\(fixtures)/failing/inapplicable-actions.yaml"
        let outcome = try A11ysimProcess.run(["run", path])
        #expect(outcome.status == 1)
        #expect(
            outcome.stdoutLines == [
                "✗ Actions that cannot apply  (3 steps, 0.500 s)  \(path)",
                "    \(path):9:25: action: expected an action that applies, got push: there is no navigation controller from 'home'",
                "    \(path):16:10: action: expected an action that applies, got toggle: 'details' is not a switch",
                "    \(path):16:27: action: expected an action that applies, got selectTab: there is no tab bar controller from 'home'",
                "0 passed, 1 failed",
            ])
    }

    @Test
    func junitOutputParsesWithOneTestcasePerScenario() throws {
        let outcome = try A11ysimProcess.run(["run", "Scenarios", "--format", "junit"])
        #expect(outcome.status == 0)
        let document = try XMLDocument(xmlString: outcome.stdout)
        let cases = try document.nodes(forXPath: "/testsuites/testsuite/testcase")
        #expect(cases.count == A11ysimProcess.inputCount())
        #expect(try document.nodes(forXPath: "//failure").isEmpty)
        let suites = try document.nodes(forXPath: "/testsuites").compactMap { $0 as? XMLElement }
        #expect(suites.first?.attribute(forName: "tests")?.stringValue == String(cases.count))
        #expect(suites.first?.attribute(forName: "failures")?.stringValue == "0")
    }

    @Test func junitFailuresCarryTheStepsFileAndLine() throws {
        let outcome = try A11ysimProcess.run(["run", "\(fixtures)/failing/wrong-speech.yaml", "--format", "junit"])
        #expect(outcome.status == 1)
        let document = try XMLDocument(xmlString: outcome.stdout)
        let failures = try document.nodes(forXPath: "//testcase/failure").compactMap { $0 as? XMLElement }
        let messages = failures.compactMap { $0.attribute(forName: "message")?.stringValue }
        #expect(
            messages.map { $0.prefix(while: { $0 != " " }) } == [
                "\(fixtures)/failing/wrong-speech.yaml:13:14:", "\(fixtures)/failing/wrong-speech.yaml:15:14:",
            ])
        let testcase = try document.nodes(forXPath: "//testcase").first as? XMLElement
        #expect(testcase?.attribute(forName: "name")?.stringValue == "Wrong expectations")
    }

    @Test func junitLoadErrorsAreErrorTestcases() throws {
        let outcome = try A11ysimProcess.run(["run", "\(fixtures)/broken", "--format", "junit"])
        #expect(outcome.status == 2)
        let document = try XMLDocument(xmlString: outcome.stdout)
        #expect(try document.nodes(forXPath: "//testcase/error").count == 3)
        #expect(outcome.stderrLines.count == 9)
        #expect(outcome.stderrLines.filter { $0.contains(": error: ") }.count == 3)
    }

    @Test func jsonReportDecodes() throws {
        let outcome = try A11ysimProcess.run(["run", "\(fixtures)/broken", "\(fixtures)/failing", "--format", "json"])
        #expect(outcome.status == 2)
        let object = try JSONSerialization.jsonObject(with: Data(outcome.stdout.utf8)) as? [String: Any]
        #expect(object?["passed"] as? Int == 0)
        #expect(object?["failed"] as? Int == 3)
        #expect(object?["notLoaded"] as? Int == 3)
        let scenarios = object?["scenarios"] as? [[String: Any]]
        #expect(
            scenarios?.compactMap { $0["name"] as? String } == [
                "Actions that cannot apply", "Runaway handlers", "Wrong expectations",
            ])
        #expect((scenarios?.last?["failures"] as? [Any])?.count == 2)
    }

    @Test
    func shardsSplitTheFilesWithoutOverlap() throws {
        let all = try A11ysimProcess.run(["run", "Scenarios", "--jobs", "1"]).stdoutLines.dropLast(2)
        let first = try A11ysimProcess.run(["run", "Scenarios", "--shard", "1/2"]).stdoutLines.dropLast(2)
        let second = try A11ysimProcess.run(["run", "Scenarios", "--shard", "2/2"]).stdoutLines.dropLast(2)
        #expect(!first.isEmpty && !second.isEmpty)
        #expect(Set(first).isDisjoint(with: second))
        #expect(Set(first).union(second) == Set(all))
    }

    @Test func filterRunsOnlyMatchingScenarios() throws {
        let outcome = try A11ysimProcess.run(["run", "Scenarios", "--filter", "popover"])
        #expect(outcome.status == 0)
        #expect(outcome.stdoutLines.last == "2 passed, 0 failed")
    }

    @Test func outputIsWrittenToTheFileAndNothingToStdout() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("a11ysim-\(UUID().uuidString)").path
        let path = folder + "/build/report.xml"  // the folders do not exist yet
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let outcome = try A11ysimProcess.run(["run", "Scenarios/navigation", "--format", "junit", "--output", path])
        #expect(outcome.status == 0)
        #expect(outcome.stdout == "")
        let written = try String(contentsOfFile: path, encoding: .utf8)
        #expect(written.hasPrefix("<?xml"))
    }

    @Test(arguments: [
        (["run", "missing.yaml"], "missing.yaml: error: no such file or directory\n"),
        (
            ["run", "Scenarios", "--output", "/proc/a11ysim/report.xml"],
            "error: Cannot write the report to '/proc/a11ysim/report.xml'"
        ),
        (
            ["run", "Scenarios", "--shard", "3/2"],
            "Error: --shard must look like I/N with 1 ≤ I ≤ N, e.g. 2/4; got '3/2'."
        ),
        (["run", "Scenarios", "--jobs", "0"], "Error: --jobs must be at least 1, not 0."),
        (["run", "Scenarios", "--format", "xml"], "Error: The value 'xml' is invalid for '--format <format>'"),
        (["runn"], "Error: Unexpected argument 'runn'"),
        (
            ["import", "Scenarios/navigation"],
            "Scenarios/navigation: error: is a folder but no SwiftUI app (Swift sources and no other input); 'a11ysim import' reads one file (storyboards and XIBs (.storyboard, .xib), runtime captures and SwiftUI sources (.swift)) or a folder of SwiftUI sources; name a file in it"
        ),
        (
            ["snapshot", "Scenarios/navigation", "--out", "/tmp/a11ysim-x", "--format", "markdown"],
            "Error: --format applies to --check only"
        ),
    ])
    func badUsageExitsTwoWithoutAStackTrace(arguments: [String], message: String) throws {
        let outcome = try A11ysimProcess.run(arguments)
        #expect(outcome.status == 2)
        #expect(outcome.stderr.hasPrefix(message))
        #expect(!outcome.stderr.contains("Fatal error"))
        #expect(outcome.stdout == "")
    }

    @Test func helpShowsExamplesAndExitsZero() throws {
        let top = try A11ysimProcess.run(["--help"])
        #expect(top.status == 0)
        #expect(top.stdout.contains("Example:\n  a11ysim run Scenarios"))
        let run = try A11ysimProcess.run(["run", "--help"])
        #expect(run.status == 0)
        #expect(run.stdout.contains("Examples:\n  a11ysim run Scenarios\n"))
    }
}
