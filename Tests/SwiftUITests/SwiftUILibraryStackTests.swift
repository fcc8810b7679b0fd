import Inputs
import Scenarios
import TestSupport
import Testing

/// A navigation container written as code (a view whose initializer takes
/// its steps from a result builder and configures a path object held in
/// `@State`, shown through `NavigationStack(path: $path.path)`): the
/// interpreter makes the steps and the object, the object keeps its identity
/// between evaluations, and a step's button that calls the object's method
/// pushes the next step (Fixtures/LibraryStacks).
@MainActor @Suite struct SwiftUILibraryStackTests {
    static let paths = TestTargetPaths(filePath: #filePath)

    @Test func theFirstStepShowsAndItsButtonPushesTheNext() async throws {
        let yaml = """
            swiftui: {path: LibraryStacks, view: RootView}
            steps:
              - expect: {elements: ["First", "Next. Button."]}
              - focus: Next
              - doubleTap
              - expect: {elements: ["Back Button.", "Second", "Next. Button."]}

            """
        let result = try await runLinkedFixture("LibraryStacks", paths: Self.paths, yaml: yaml)
        #expect(result.failures.isEmpty, "\(result.failures)")
    }
}
