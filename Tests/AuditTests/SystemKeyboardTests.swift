import AppSpec
import Audit
import Crawl
import Foundation
import Inputs
import Testing

/// Only the app is audited: a field focused as its screen appears brings up
/// the system keyboard, whose keys no rule holds against the app (before,
/// 59 target-size and control-spacing violations were its keys').
@MainActor
@Suite struct SystemKeyboardTests {
    @Test func theSystemKeyboardsKeysGiveTheAppNoFinding() async throws {
        let path = FixturePaths.fixtures.appendingPathComponent("SwiftUI/ComposeView.swift").path
        let input = try await InputLoader(options: ImportOptions(swiftUIEntry: .view("ComposeView"))).load(path)
        let audit = await Auditor().audit(spec: input.spec, file: path)
        #expect(audit.findings.allSatisfy { $0.element?.system == nil })
        #expect(audit.findings.map(\.rule) == [.placeholderOnlyName])
        #expect(audit.findings.first?.element?.path.contains("keyboard") == false)
    }
}
