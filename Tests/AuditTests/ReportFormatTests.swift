import AppSpec
import Audit
import Crawl
import Foundation
import TestSupport
import Testing

#if canImport(FoundationXML)
import FoundationXML
#endif

/// The report formats: SARIF valid against the official schema, JUnit
/// and HTML and SVG well-formed XML, JSON shaped like axe results, every
/// format the same byte for byte on a second run.
@MainActor
@Suite struct ReportFormatTests {
    /// A report over fixtures with violations, a needs-review result and passes.
    static func sampleReport() async throws -> AuditReport {
        var files: [FileAudit] = []
        for rule in ["modal-background", "magic-tap", "target-size", "duplicate-speech"] {
            files.append(try await RuleFixtureTests.audit(FixturePaths.rule(rule, fires: true)))
        }
        return AuditReport(files: files, configuration: AuditConfiguration(), baseline: nil)
    }

    /// Parses XML; returns the parser's error, if any, and the elements seen.
    final class XMLCheck: NSObject, XMLParserDelegate {
        var elements: [(name: String, attributes: [String: String], text: String)] = []
        var error: (any Error)?
        func parser(
            _ parser: XMLParser, didStartElement name: String, namespaceURI: String?, qualifiedName: String?,
            attributes: [String: String] = [:]
        ) {
            elements.append((name, attributes, ""))
        }
        func parser(_ parser: XMLParser, foundCharacters string: String) {
            if !elements.isEmpty { elements[elements.count - 1].text += string }
        }
        func parser(_ parser: XMLParser, parseErrorOccurred parseError: any Error) { error = parseError }

        static func parse(_ text: String) -> XMLCheck {
            let check = XMLCheck()
            let parser = XMLParser(data: Data(text.utf8))
            parser.delegate = check
            if !parser.parse(), check.error == nil {
                check.error = parser.parserError ?? CocoaError(.fileReadCorruptFile)
            }
            return check
        }
    }

    @Test func sarifValidatesAgainstTheOfficialSchema() async throws {
        let python = try #require(Spawn.which("python3"), "python3 is needed to validate SARIF")
        let sarif = AuditFormat.sarif.render(try await Self.sampleReport())
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent(
            "a11ysim-sarif-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let file = directory.appendingPathComponent("audit.sarif").path
        try sarif.write(toFile: file, atomically: true, encoding: .utf8)
        let schema = FixturePaths.fixtures.appendingPathComponent("sarif-schema-2.1.0.json").path
        let script = """
            import json, sys, jsonschema
            schema = json.load(open(sys.argv[1])); log = json.load(open(sys.argv[2]))
            cls = jsonschema.validators.validator_for(schema)
            errors = sorted(cls(schema).iter_errors(log), key=str)
            for e in errors: print(list(e.absolute_path), e.message)
            print("results", len(log["runs"][0]["results"]), "rules", len(log["runs"][0]["tool"]["driver"]["rules"]))
            sys.exit(1 if errors else 0)
            """
        let log = directory.appendingPathComponent("log.txt").path
        let status = Spawn.run([python, "-c", script, schema, file], log: log)
        let output = (try? String(contentsOfFile: log, encoding: .utf8)) ?? ""
        #expect(status == 0, "SARIF does not validate: \(output)")
        #expect(output.contains("rules 45"))
    }

    @Test func sarifPutsEachFindingAtItsLineInTheScenario() async throws {
        let report = try await Self.sampleReport()
        let object =
            try JSONSerialization.jsonObject(with: Data(AuditFormat.sarif.render(report).utf8)) as? [String: Any]
        let run = try #require((object?["runs"] as? [[String: Any]])?.first)
        let results = try #require(run["results"] as? [[String: Any]])
        #expect(results.count == report.findings.count)
        let first = try #require(results.first { $0["ruleId"] as? String == "target-size" })
        let location = ((first["locations"] as? [[String: Any]])?.first?["physicalLocation"] as? [String: Any])
        #expect(
            (location?["artifactLocation"] as? [String: Any])?["uri"] as? String == "file://"
                + FixturePaths.rule("target-size", fires: true))
        #expect((location?["region"] as? [String: Any])?["startLine"] as? Int == 12)
        // The first is under the HIG's 44 pt (moderate): a warning; one under WCAG 2.5.8's 24 pt (serious) is an error.
        #expect(first["level"] as? String == "warning")
        #expect(results.contains { $0["ruleId"] as? String == "target-size" && $0["level"] as? String == "error" })
        let review = try #require(results.first { $0["ruleId"] as? String == "magic-tap" })
        #expect(review["kind"] as? String == "review" && review["level"] as? String == "none")
    }

    @Test func junitParsesBackWithATestCasePerRuleAndScreen() async throws {
        let report = try await Self.sampleReport()
        let check = XMLCheck.parse(AuditFormat.junit.render(report))
        #expect(check.error == nil)
        let cases = check.elements.filter { $0.name == "testcase" }
        let evaluations = report.files.flatMap(\.evaluations)
        #expect(cases.count == evaluations.count)
        #expect(cases.contains { $0.attributes["name"] == "target-size on home" })
        let failures = check.elements.filter { $0.name == "failure" }
        let failing = Set(
            report.findings.filter { $0.outcome == .violation }.map { "\($0.file)|\($0.rule)|\($0.screen)" })
        #expect(failures.count == failing.count)
        let root = try #require(check.elements.first)
        #expect(root.name == "testsuites" && root.attributes["failures"] == String(failing.count))
    }

    @Test func htmlAndSVGAreWellFormedXML() async throws {
        let report = try await Self.sampleReport()
        let html = AuditFormat.html.render(report)
        let check = XMLCheck.parse(html.replacingOccurrences(of: "<!DOCTYPE html>\n", with: ""))
        #expect(check.error == nil)
        #expect(check.elements.filter { $0.name == "svg" }.count == report.screens.count)
        #expect(html.contains("fill=\"#d0021b\""), "a finding is highlighted in red")
        for screen in report.screens {
            let svg = XMLCheck.parse(ScreenSVG(screen: screen).render())
            #expect(svg.error == nil)
            let ordered = screen.elements.filter { $0.order != nil }
            #expect(
                svg.elements.filter { $0.name == "circle" }.count == 2 * ordered.count,
                "a numbered marker on the screen and one in the legend per element")
            let texts = svg.elements.filter { $0.name == "text" }.map {
                $0.text.trimmingCharacters(in: .whitespacesAndNewlines)
            }
            for element in ordered {
                #expect(
                    texts.contains { element.description.hasPrefix($0) && !$0.isEmpty },
                    "the legend says \(element.description) in a <text>")
            }
        }
    }

    @Test func jsonIsShapedLikeAxeResults() async throws {
        let report = try await Self.sampleReport()
        let object = try #require(
            try JSONSerialization.jsonObject(with: Data(AuditFormat.json.render(report).utf8)) as? [String: Any])
        for key in ["violations", "passes", "incomplete", "inapplicable"] { #expect(object[key] is [[String: Any]]) }
        let violations = try #require(object["violations"] as? [[String: Any]])
        let size = try #require(violations.first { $0["id"] as? String == "target-size" })
        #expect(size["impact"] as? String == "serious")
        let node = try #require((size["nodes"] as? [[String: Any]])?.first)
        #expect(node["target"] as? [String] == ["home/info"])
        #expect((node["element"] as? [String: Any])?["description"] as? String == "Info. Button.")
        let incomplete = try #require(object["incomplete"] as? [[String: Any]])
        #expect(incomplete.map { $0["id"] as? String } == ["magic-tap"])
    }

    @Test func everyFormatIsTheSameOnASecondRun() async throws {
        let first = try await Self.sampleReport()
        let second = try await Self.sampleReport()
        for format in AuditFormat.allCases {
            #expect(format.render(first) == format.render(second), "\(format) differs between runs")
        }
    }

    @Test func htmlHasASummaryContentsAndFiltersAndFetchesNothing() async throws {
        let report = try await Self.sampleReport()
        let html = AuditFormat.html.render(report)
        #expect(html.contains("<caption>Findings by rule</caption>"))
        #expect(html.contains("<a href=\"#rule-target-size\"><code>target-size</code></a>"))
        #expect(html.contains("<a href=\"#impact-serious\">"))
        #expect(html.contains("<nav id=\"contents\"><h2>Contents</h2>"))
        #expect(html.contains("<a href=\"#screen-1-1\">") && html.contains("id=\"screen-1-1\""))
        #expect(html.contains("<select id=\"rule-filter\">") && html.contains("data-rule=\"target-size\""))
        #expect(!html.contains("src=\"") && !html.contains("href=\"http"), "nothing is fetched")
        let clips = html.components(separatedBy: "<clipPath id=\"").dropFirst().map { $0.prefix { $0 != "\"" } }
        #expect(Set(clips).count == clips.count, "each inlined overlay has its own clip path id")
    }
}
