import Audit
import Crawl
import Foundation
import Inputs
import Testing

/// Imported controllers and views are named as a person reads them in
/// findings and screens, and a baseline written with Interface Builder
/// object ids before that keeps matching.
@MainActor
@Suite struct ReadableNameTests {
    private let storyboard = FixturePaths.repository.appendingPathComponent(
        "Tests/StoryboardTests/Fixtures/Constructs.storyboard"
    ).path

    @Test func screensAndPathsUseReadableNames() async throws {
        let audit = try await Auditor().audit(path: storyboard)
        #expect(audit.screens.map(\.key).contains("Home"))
        #expect(audit.screens.map(\.key).contains("DetailsViewController"))
        let fileName = audit.findings.first { $0.rule == .labelFileName }
        #expect(fileName?.screen == "Home")
        #expect(fileName?.element?.path == "Home/icon_trash")
        #expect(fileName?.legacyFingerprint == "label-file-name|\(storyboard)|hom-00-001|hom-00-001/btn-00-002")
    }

    @Test func aBaselineWrittenWithObjectIDsStillMatches() async throws {
        let audit = try await Auditor().audit(path: storyboard)
        var baseline = Baseline(findings: [])
        baseline.findings = [
            Baseline.Entry(
                rule: "label-file-name", file: storyboard, screen: "hom-00-001", element: "hom-00-001/btn-00-002")
        ]
        let report = AuditReport(files: [audit], configuration: AuditConfiguration(), baseline: baseline)
        #expect(report.findings.first { $0.rule == .labelFileName }?.isSuppressed == true)
        #expect(report.resolved.isEmpty)
    }
}
