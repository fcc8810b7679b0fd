import Inputs
import Scenarios
import TestSupport
import Testing

/// A scenario's root view is made as `Root()` (Fixtures/RootInitializer):
/// by its initializer whose parameters all have defaults, which sets its
/// `@State` model (`_vm = State(initialValue: VM(uid: uid))`). Before, the
/// initializer was not run and the model read unknown («vm.events.count»).
@MainActor @Suite struct SwiftUIRootInitializerTests {
    static let paths = TestTargetPaths(filePath: #filePath)

    @Test func theRootViewRunsItsInitializerAndItsModelDrivesTheScreen() async throws {
        let yaml = """
            swiftui: {path: RootInitializer, view: Root}
            steps:
              - expect: {elements: ["Dashboard. Heading.", "Add. Button.", "Events 0"]}
              - focus: Add
              - doubleTap
              - expect: {elements: ["Dashboard. Back Button.", "Detail"]}
              - escape
              - expect: {elements: ["Dashboard. Heading.", "Add. Button.", "Events 0"]}

            """
        let result = try await runLinkedFixture("RootInitializer", paths: Self.paths, yaml: yaml)
        #expect(result.failures.isEmpty, "\(result.failures)")
    }
}
