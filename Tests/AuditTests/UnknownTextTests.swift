import Audit
import Crawl
import Diagnostics
import Foundation
import Testing

/// SwiftUI code read without running leaves some values unknown
/// (`«profile.display_name»`); a rule that judges such text only asks for
/// review.
@MainActor
@Suite struct UnknownTextTests {
    @Test func aLabelRuleOnTextTheSourcesLeaveUnknownNeedsReviewWhileKnownTextStillFails() async throws {
        let path = FixturePaths.fixtures.appendingPathComponent("SwiftUI/ProfileView.swift").path
        let audit = try await Auditor().audit(path: path)
        let readable = audit.findings.filter { $0.rule == .labelReadable && $0.screen.hasPrefix("ProfileView") }.map {
            "\($0.outcome.rawValue) \($0.element?.path ?? "-")"
        }
        #expect(
            readable == [
                "incomplete ProfileView.swift preview 1/«profile.display_name»",
                "violation ProfileView.swift preview 1/user_name",
            ])
        let review = try #require(audit.findings.first { $0.outcome == .incomplete && $0.rule == .labelReadable })
        #expect(
            review.message.hasSuffix(
                "Needs review: the element's text is not known from the sources («profile.display_name»), so its words and size are not its own."
            ))
        #expect(review.location.map { "\($0.line):\($0.column)" } == "10:13")
    }
}
