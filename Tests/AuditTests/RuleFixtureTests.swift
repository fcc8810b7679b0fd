import AppSpec
import Audit
import Crawl
import Diagnostics
import Foundation
import Inputs
import ScenarioYAML
import Testing

/// Every rule has a fixture where it fires, with the exact finding written
/// in the fixture's `# finding:` lines, and one where it stays quiet.
@MainActor
@Suite struct RuleFixtureTests {
    /// Audits a fixture: by crawling, or for `# mode: run` by following its steps.
    static func audit(_ path: String) async throws -> FileAudit {
        let text = try String(contentsOfFile: path, encoding: .utf8)
        let spec = try await InputLoader().load(path).spec
        if text.contains("# mode: run") { return await Auditor().audit(run: spec, summary: \.summary) }
        return await Auditor().audit(spec: spec, file: path)
    }

    /// The `# finding: path | message` lines of a fixture.
    static func expectedFindings(_ path: String) throws -> [String] {
        try String(contentsOfFile: path, encoding: .utf8).split(separator: "\n")
            .filter { $0.hasPrefix("# finding: ") }.map { String($0.dropFirst("# finding: ".count)) }
    }

    /// The `# impacts: a, b` line of a fixture whose rule has levels.
    static func expectedImpacts(_ path: String) throws -> [Impact]? {
        guard
            let line = try String(contentsOfFile: path, encoding: .utf8).split(separator: "\n").first(where: {
                $0.hasPrefix("# impacts: ")
            })
        else { return nil }
        return line.dropFirst("# impacts: ".count).split(separator: ",").compactMap {
            Impact(rawValue: $0.trimmingCharacters(in: .whitespaces))
        }
    }

    @Test(arguments: AuditRule.allCases)
    func ruleReportsTheExactFindingOnItsFiringFixture(_ rule: AuditRule) async throws {
        let path = FixturePaths.rule(rule.rawValue, fires: true)
        let expected = try Self.expectedFindings(path)
        #expect(!expected.isEmpty, "\(path) names no finding")
        let audit = try await Self.audit(path)
        #expect(audit.error == nil)
        let found = audit.findings.filter { $0.rule == rule }
        #expect(found.map { "\($0.element?.path ?? "-") | \($0.message)" } == expected)
        #expect(found.allSatisfy { $0.outcome == (rule.isAdvisory ? .incomplete : .violation) })
        let impacts = try Self.expectedImpacts(path) ?? found.map { _ in rule.defaultImpact }
        #expect(
            found.map(\.impact) == impacts, "impacts as the fixture's '# impacts:' line says, else the rule's default")
        #expect(found.allSatisfy { $0.location?.file == path }, "each finding points into the fixture")
    }

    @Test(arguments: AuditRule.allCases)
    func ruleChecksAndPassesItsPassingFixture(_ rule: AuditRule) async throws {
        let path = FixturePaths.rule(rule.rawValue, fires: false)
        let audit = try await Self.audit(path)
        #expect(audit.error == nil)
        #expect(audit.findings.filter { $0.rule == rule }.map(\.message) == [])
        let outcomes = audit.evaluations.filter { $0.rule == rule }.map(\.outcome)
        #expect(outcomes.contains(.pass), "the rule applied to something and passed, not merely inapplicable")
    }

    @Test func everyRuleHasMetadata() {
        #expect(AuditRule.allCases.count == 45)
        for rule in AuditRule.allCases {
            #expect(!rule.title.isEmpty && !rule.help.isEmpty && rule.help.hasSuffix("."))
        }
        #expect(AuditRule.allCases.filter { $0.kind == .dynamic }.count == 13)
    }
}
