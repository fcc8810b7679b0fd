import AppSpec
import Foundation
import Inputs
import ScenarioYAML
import Scenarios
import Testing

/// Two container views that embed the same controller get an instance
/// each, as UIKit makes one per embed segue, named after the container.
@MainActor
@Suite struct EmbedTests {
    @Test func eachEmbedSegueGetsItsOwnInstance() async throws {
        let text = """
            storyboard: \(FixturePaths.fixture("Embeds.storyboard"))
            steps:
              - expect: {elements: ["Refresh. Button.", "Refresh. Button."], focus: refresh}
              - swipeRight
              - expect: {focus: refresh@bottom}
              - focus: refresh
              - expect: {speech: "Refresh. Button."}
            """
        let spec = try InputRegistry.scenarioLoader(options: ImportOptions()).load(text: text, path: "embeds.yaml")
        #expect(spec.controllers.map(\.id).sorted() == ["card", "card@bottom", "dashboard"])
        #expect(spec.controller("dashboard")?.children.map(\.controller) == ["card", "card@bottom"])
        let result = await ScenarioRunner(spec: spec).run()
        #expect(result.failures.map { "\($0.key): \($0.actual)" } == [])
    }
}
