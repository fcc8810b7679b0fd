import Audit
import Foundation
import Testing

/// The geometry rules on SwiftUI screens: content below the fold of a list
/// is scrolled to, not off screen.
@MainActor
@Suite struct SwiftUIGeometryTests {
    @Test func rowsBelowTheFoldOfALongListAreNotOffScreen() async throws {
        let path = FixturePaths.repository.appendingPathComponent(
            "Tests/SwiftUITests/Fixtures/Scrolling/LongListView.swift"
        ).path
        let audit = try await Auditor().audit(path: path)
        #expect(audit.error == nil)
        #expect(audit.findings.filter { $0.rule == .offScreenInTree }.isEmpty)
        // The rule ran and passed on the elements outside the list (the title and the button).
        let offScreen = audit.evaluations.filter { $0.rule == .offScreenInTree }
        #expect(offScreen.map(\.outcome) == [.pass])
    }

    @Test func aSmallTargetOnAnEstimatedSwiftUILayoutIsReviewedNotReported() async throws {
        let path = FixturePaths.fixtures.appendingPathComponent("SwiftUI/SmallButtonView.swift").path
        let audit = try await Auditor().audit(path: path)
        let target = audit.findings.filter { $0.rule == .targetSize && $0.screen.hasPrefix("SmallButtonView") }
        #expect(target.map(\.outcome) == [.incomplete])
        #expect(
            target.first?.message
                == "'SmallButtonView.swift preview 1/Go' is 33 by 44 points, under the Apple HIG's 44 by 44 (WCAG 2.5.5, level AAA). Needs review: the frame is a11ysim's estimate of SwiftUI's layout from the code (text widths from character counts, flexible frames and geometry readers approximated), not SwiftUI's own."
        )
        #expect(target.first?.impact == .moderate)
    }
}
