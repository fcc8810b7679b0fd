import AppModel
import AppSpec
import Foundation
import Inputs
import ScenarioYAML
import Scenarios
import Testing

/// A navigation controller with a visible toolbar shows the top
/// controller's toolbar items as bar buttons after the content.
@MainActor
@Suite struct ToolbarTests {
    @Test func toolbarItemsFromAStoryboardAreButtonsAfterTheContent() async throws {
        let text = """
            storyboard: \(FixturePaths.fixture("Toolbar.storyboard"))
            steps:
              - expect: {elements: ["Mail. Heading.", "No messages", "Refresh. Button.", "Compose. Button."]}
              - focus: compose
              - expect: {speech: "Compose. Button."}
            """
        let spec = try InputRegistry.scenarioLoader(options: ImportOptions()).load(text: text, path: "toolbar.yaml")
        let runner = ScenarioRunner(spec: spec)
        let result = await runner.run()
        #expect(result.failures.map { "\($0.key): \($0.actual)" } == [])
        // 44 pt above the 34 pt bottom inset of the 844 pt screen, items sharing the width.
        #expect(
            runner.application.window.descendant(withID: "refresh")?.frameInWindow
                == Rect(x: 8, y: 766, width: 187, height: 44))
    }

    @Test func theScenarioFormatWritesToolbarItemsAndActivatesThem() async throws {
        let text = """
            root: nav
            controllers:
              nav: {type: navigation, stack: [inbox], toolbarHidden: false}
              inbox:
                title: Inbox
                views:
                  - text: Empty
                toolbarItems:
                  - button: Archive
                    id: archive
                    on: {activate: [{announce: Archived}]}
            steps:
              - expect: {elements: ["Inbox. Heading.", "Empty", "Archive. Button."]}
              - focus: archive
              - doubleTap
              - expect: {announced: Archived}
            """
        let spec = try InputRegistry.scenarioLoader(options: ImportOptions()).load(text: text, path: "toolbar.yaml")
        let result = await ScenarioRunner(spec: spec).run()
        #expect(result.failures.map { "\($0.key): \($0.actual)" } == [])
    }
}
