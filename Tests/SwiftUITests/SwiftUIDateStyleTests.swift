import AppSpec
import Diagnostics
import Foundation
import Scenarios
import SwiftUIImport
import TestSupport
import Testing
import VoiceOver

/// A known date an app writes with `.dateTime…`, `formatted(date:time:)` or
/// `formatted()` reads as the simulated device writes it (US English, GMT,
/// docs/swiftui.md); `a11ysim eval` writes it as the compiled program on
/// this machine does (book/385).
@MainActor @Suite struct SwiftUIDateStyleTests {
    static let paths = TestTargetPaths(filePath: #filePath)

    @Test func aKnownDateIsWrittenAsTheSimulatedDeviceWritesIt() async throws {
        let (spec, warnings, _) = try SwiftUIImporter().load(
            path: Self.paths.fixture("DateStyles"), entry: .view("JoinedView"))
        let runner = ScenarioRunner(spec: spec)
        await runner.launch()
        let relative = { (text: String) in text.replacingOccurrences(of: Self.paths.testsFolder.path + "/", with: "") }
        // Foundation, as iOS, puts a narrow no-break space before AM.
        #expect(
            runner.reader.describedElements() == [
                "Joined June 05, 2023", "Jun 5, 2023 at 9:41\u{202F}AM", "At 9:41\u{202F}AM", "Member",
            ])
        #expect(warnings.map { relative($0.description) } == [])
    }
}
