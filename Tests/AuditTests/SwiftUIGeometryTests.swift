import Audit
import Foundation
import Testing

/// The geometry rules on SwiftUI screens: content below the fold of a list
/// is scrolled to, not off screen.
@MainActor
@Suite struct SwiftUIGeometryTests {
    @Test func rowsBelowTheFoldOfALongListAreNotOffScreen() async throws {
        let path = FixturePaths.repository.appendingPathComponent("Tests/SwiftUITests/Fixtures/Scrolling/LongListView.swift").path
        let audit = try await Auditor().audit(path: path)
        #expect(audit.error == nil)
        #expect(audit.findings.filter { $0.rule == .offScreenInTree }.isEmpty)
        // The rule ran and passed on the elements outside the list (the title and the button).
        let offScreen = audit.evaluations.filter { $0.rule == .offScreenInTree }
        #expect(offScreen.map(\.outcome) == [.pass])
    }
}
