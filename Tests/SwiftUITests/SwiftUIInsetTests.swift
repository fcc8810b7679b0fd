import Inputs
import Scenarios
import TestSupport
import Testing

/// `.safeAreaInset(edge:)`: the inset's views are read beside the content,
/// before it for the top edge and after it for the bottom; an alert whose
/// `isPresented:` is `.init(get:set:)` shows while its getter is true and
/// its setter clears the state when it goes; a set in state takes
/// `insert(_:)` and `remove(_:)` (Fixtures/Insets).
@MainActor @Suite struct SwiftUIInsetTests {
    static let paths = TestTargetPaths(filePath: #filePath)

    @Test func insetsAreReadOnTheirEdgeAndAnInitBindingShowsTheAlert() async throws {
        let steps = """
            steps:
              - expect: {elements: ["Dives. Heading.", "CCR filter. Button.", "Load. Button.", "Reef dive", "Wreck dive", "2 dives"]}
              - focus: CCR filter
              - doubleTap
              - expect: {elements: ["Dives. Heading.", "Selected: CCR filter. Button.", "Load. Button.", "Clear. Button.", "Reef dive", "Wreck dive", "2 dives"]}
              - doubleTap
              - expect: {elements: ["Dives. Heading.", "CCR filter. Button.", "Load. Button.", "Reef dive", "Wreck dive", "2 dives"]}
              - focus: Load
              - doubleTap
              - expect: {presented: Error Loading Dives Alert, elements: ["Error Loading Dives", "Offline", "OK. Button."]}
              - focus: OK
              - doubleTap
              - expect: {presented: null, elements: ["Dives. Heading.", "CCR filter. Button.", "Load. Button.", "Reef dive", "Wreck dive", "2 dives"]}

            """
        let yaml = "swiftui: {path: Insets, view: FilterView}\n" + steps
        let result = try await runLinkedFixture("Insets", paths: Self.paths, yaml: yaml)
        #expect(result.failures.isEmpty, "\(result.failures)")
    }

    @Test func aConditionListStopsAtAConditionKnownToFail() async throws {
        let yaml = """
            swiftui: {path: Insets, view: ConditionsView}
            steps:
              - expect: {elements: ["First Name", "enter your first name"]}

            """
        let result = try await runLinkedFixture("Insets", paths: Self.paths, yaml: yaml)
        #expect(result.failures.isEmpty, "\(result.failures)")
    }
}
