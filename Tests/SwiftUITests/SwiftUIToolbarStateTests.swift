import Inputs
import Scenarios
import TestSupport
import Testing

/// A toolbar item made again by a state change (Fixtures/ToolbarState): the
/// bar shows the new item at once, and VoiceOver's focus stays on it, as on
/// a button in the screen's content. Before, the bar kept the old button
/// (its old label) and focus went to the new one, which was not on screen:
/// no element had focus.
@MainActor @Suite struct SwiftUIToolbarStateTests {
    static let paths = TestTargetPaths(filePath: #filePath)

    @Test func aToolbarButtonKeepsFocusAndShowsItsNewLabel() async throws {
        let yaml = """
            swiftui: {path: ToolbarState, view: ToolbarCounterView}
            steps:
              - focus: Tap Me
              - doubleTap
              - expect: {focus: "Tapped 1", speech: "Tapped 1. Button."}
              - expect: {elements: ["Counter. Heading.", "Tapped 1. Button.", "Taps, 1"]}
              - doubleTap
              - expect: {focus: "Tapped 2"}
              - expect: {elements: ["Counter. Heading.", "Tapped 2. Button.", "Taps, 2"]}

            """
        let result = try await runLinkedFixture("ToolbarState", paths: Self.paths, yaml: yaml)
        #expect(result.failures.isEmpty, "\(result.failures)")
    }
}
