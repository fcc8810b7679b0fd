import AppSpec
import Diagnostics
import Foundation
import Inputs
import ScenarioYAML
import Scenarios
import SwiftUIImport
import TestSupport
import Testing
import VoiceOver

/// Five corpus apps at their entry screen: the spec (a golden) and what
/// VoiceOver reads, each checked by hand against the app's source when
/// recorded (docs/swiftui.md lists them). Skipped without ../shared.
/// Set A11YSIM_UPDATE_GOLDENS=1 to rewrite the goldens.
@MainActor @Suite struct SwiftUICorpusGoldenTests {
    nonisolated static let paths = TestTargetPaths(filePath: #filePath)
    nonisolated static let corpus = paths.corpus("swiftui")

    @Test(
        .enabled(if: corpus != nil, "skipped: ../shared/corpus/swiftui is not beside this repository"),
        arguments: [
            "jordansinger__SwiftUI-Kit", "apple__sample-food-truck", "artemnovichkov__wwdc21-samplecode",
            "pointfreeco__swift-navigation", "TelemetryDeck__TelemetryViewer",
        ])
    func theEntryScreenReadsAsRecorded(app: String) async throws {
        let folder = Self.corpus!.appendingPathComponent(app).path
        let (spec, _, entry) = try SwiftUIImporter().load(path: folder)
        let runner = ScenarioRunner(spec: spec)
        await runner.launch()
        let yaml = try ScenarioWriter.appText(for: spec, name: app)
        let text =
            "# \(entry)\n# VoiceOver reads:\n" + runner.reader.describedElements().map { "#   \($0)\n" }.joined() + yaml
        let url = Self.paths.golden("corpus-\(app)")
        if ProcessInfo.processInfo.environment["A11YSIM_UPDATE_GOLDENS"] == "1" {
            try text.write(to: url, atomically: true, encoding: .utf8)
            return
        }
        #expect(
            text == (try String(contentsOf: url, encoding: .utf8)),
            "\(app) reads differently from Goldens/corpus-\(app).golden")
    }
}
