import AppSpec
import Audit
import Crawl
import Diagnostics
import Foundation
import Testing

/// `.a11ysim.yml`: rules off, impacts changed, fail-on; errors at their
/// line with a hint; the baseline's suppressed, new and resolved findings.
@MainActor
@Suite struct ConfigurationTests {
    @Test func configurationDisablesRulesChangesImpactsAndSetsFailOn() throws {
        let configuration = try AuditConfiguration.parse(
            """
            failOn: moderate
            baseline: a11y-baseline.json
            rules:
              label-length: off
              target-size: minor
              magic-tap: {enabled: false}
              focus-restore: {impact: critical}
            """, path: ".a11ysim.yml")
        #expect(configuration.failOn == .moderate)
        #expect(configuration.baseline == "a11y-baseline.json")
        #expect(configuration.disabled == [.labelLength, .magicTap])
        #expect(configuration.impact(of: .targetSize) == .minor)
        #expect(configuration.impact(of: .focusRestore) == .critical)
        #expect(configuration.impact(of: .swipeLoop) == .critical)
        #expect(!configuration.enabledRules.contains(.labelLength))
    }

    @Test func excludeLeavesOutFilesByGlobAndScreensByName() throws {
        var configuration = try AuditConfiguration.parse(
            """
            exclude: ["Demo/**", "**/Debug*.storyboard", "Tests/?.xib"]
            excludeScreens: [DebugMenu, "Settings > About"]
            """, path: "/app/.a11ysim.yml")
        configuration.source = "/app/.a11ysim.yml"
        let settled = configuration
        func excluded(_ file: String) -> Bool { settled.excludes(file: file, workingDirectory: "/app") }
        #expect(excluded("Demo/Main.storyboard"))
        #expect(excluded("Demo/Deep/Folder/Card.xib"))
        #expect(excluded("App/Base.lproj/DebugMenu.storyboard"))
        #expect(excluded("DebugTools.storyboard"), "**/ also matches no folder")
        #expect(excluded("Tests/A.xib"))
        #expect(!excluded("Tests/AB.xib"))
        #expect(!excluded("App/Main.storyboard"))
        #expect(!excluded("DemoApp/Main.storyboard"))
        #expect(
            excluded("/app/Demo/Main.storyboard"), "an absolute path is taken relative to the configuration's folder")
        #expect(configuration.excludes(screen: "Home > DebugMenu"))
        #expect(configuration.excludes(screen: "Settings > About"))
        #expect(!configuration.excludes(screen: "Home > Settings"))
        #expect(throws: Diagnostic.self) { try AuditConfiguration.parse("exclude: Demo", path: ".a11ysim.yml") }
    }

    @Test func anExcludedScreenTakesItsFindingsAlongAndAFindingShownElsewhereMoves() async throws {
        let audit = try await Auditor().audit(
            path: FixturePaths.fixtures.appendingPathComponent("Precision/Settings.storyboard").path)
        var configuration = AuditConfiguration()
        configuration.excludeScreens = ["Welcome"]
        let report = AuditReport(files: [audit], configuration: configuration, baseline: nil)
        #expect(report.screens.map(\.key) == ["SettingsViewController"])
        #expect(!report.findings.contains { $0.rule == .modalEscape }, "what only the left-out screen showed is gone")
        #expect(report.findings.filter { $0.rule == .dynamicType }.map(\.otherScreens) == [[], []])
        configuration.excludeScreens = ["SettingsViewController"]
        let moved = AuditReport(files: [audit], configuration: configuration, baseline: nil)
        #expect(moved.screens.map(\.key) == ["SettingsViewController > Welcome"])
        #expect(
            moved.findings.filter { $0.rule == .dynamicType }.map(\.screen) == [
                "SettingsViewController > Welcome", "SettingsViewController > Welcome",
            ])
    }

    @Test func unknownRuleIsAnErrorAtItsLineWithAHint() {
        #expect {
            try AuditConfiguration.parse("rules:\n  label-lenght: off\n", path: ".a11ysim.yml")
        } throws: { error in
            "\(error)" == ".a11ysim.yml:2:3: error: unknown rule 'label-lenght'; did you mean 'label-length'?"
        }
    }

    @Test func badImpactAndUnknownKeyAreErrors() {
        #expect {
            try AuditConfiguration.parse("failOn: severe\n", path: "c.yml")
        } throws: { error in
            "\(error)".hasPrefix("c.yml:1:9: error: 'severe' is not an impact (minor, moderate, serious, critical)")
        }
        #expect {
            try AuditConfiguration.parse("failon: serious\n", path: "c.yml")
        } throws: { error in
            "\(error)" == "c.yml:1:1: error: unknown key 'failon' in the configuration; did you mean 'failOn'?"
        }
    }

    @Test func configuredImpactAndFailOnDecideWhetherTheAuditPasses() async throws {
        let audit = try await RuleFixtureTests.audit(FixturePaths.rule("target-size", fires: true))
        #expect(!AuditReport(files: [audit], configuration: AuditConfiguration(), baseline: nil).passed)
        var lowered = AuditConfiguration()
        lowered.impacts[.targetSize] = .minor
        let report = AuditReport(files: [audit], configuration: lowered, baseline: nil)
        #expect(report.findings.first { $0.rule == .targetSize }?.impact == .minor)
        #expect(report.failing.filter { $0.rule == .targetSize }.isEmpty)
        var off = AuditConfiguration()
        off.disabled = [.targetSize]
        #expect(
            AuditReport(files: [audit], configuration: off, baseline: nil).findings.allSatisfy {
                $0.rule != .targetSize
            })
    }

    @Test func baselineSuppressesKnownFindingsAndReportsResolvedOnes() async throws {
        let audit = try await RuleFixtureTests.audit(FixturePaths.rule("target-size", fires: true))
        var baseline = Baseline(findings: audit.findings)
        let file = FixturePaths.rule("target-size", fires: true)
        baseline.findings.append(.init(rule: "label-length", file: file, screen: "home", element: "home/old"))
        baseline.findings.append(
            .init(rule: "label-length", file: "not-audited.yaml", screen: "home", element: "home/other"))
        let report = AuditReport(files: [audit], configuration: AuditConfiguration(), baseline: baseline)
        #expect(report.findings.allSatisfy { $0.isSuppressed })
        #expect(report.passed)
        #expect(report.resolved.map(\.element) == ["home/old"])
        let text = AuditFormat.text.render(report)
        #expect(text.contains("baseline: \(audit.findings.count) suppressed, 0 new, 1 resolved"))
    }

    @Test func baselineRoundTripsThroughJSON() throws {
        let baseline = Baseline(findings: [])
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent(
            "a11ysim-baseline-\(UUID().uuidString).json")
        defer { try? FileManager.default.removeItem(at: directory) }
        try baseline.json().write(to: directory, atomically: true, encoding: .utf8)
        #expect(try Baseline.load(path: directory.path) == baseline)
        #expect { try Baseline.load(path: "/nonexistent/baseline.json") } throws: { error in
            "\(error)"
                == "/nonexistent/baseline.json:1:1: error: the baseline file cannot be read; create it with --update-baseline"
        }
    }
}
