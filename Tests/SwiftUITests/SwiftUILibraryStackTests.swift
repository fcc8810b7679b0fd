import Inputs
import Scenarios
import TestSupport
import Testing

/// A navigation container written as code (a view whose initializer takes
/// its steps from a result builder and configures a path object held in
/// `@State`, shown through `NavigationStack(path: $path.path)`): the
/// interpreter makes the steps and the object, the object keeps its identity
/// between evaluations, and a step's button that calls the object's method
/// pushes the next step; the back button pops it (Fixtures/LibraryStacks).
/// A name that is an id of a view under the push gives way to the one
/// element on screen with that label ("Next" on the second step).
@MainActor @Suite struct SwiftUILibraryStackTests {
    static let paths = TestTargetPaths(filePath: #filePath)

    @Test func stepsPushAndPopThroughThePathObject() async throws {
        let yaml = """
            swiftui: {path: LibraryStacks, view: RootView}
            steps:
              - expect: {elements: ["First", "Next. Button.", "Last. Button."]}
              - focus: Next
              - doubleTap
              - expect: {elements: ["Back Button.", "Second", "Next. Button.", "Last. Button."]}
              - focus: Next
              - doubleTap
              - expect: {elements: ["Back Button.", "Third", "Next. Button.", "Last. Button."]}
              - escape
              - expect: {elements: ["Back Button.", "Second", "Next. Button.", "Last. Button."]}
              - escape
              - expect: {elements: ["First", "Next. Button.", "Last. Button."]}

            """
        let result = try await runLinkedFixture("LibraryStacks", paths: Self.paths, yaml: yaml)
        #expect(result.failures.isEmpty, "\(result.failures)")
    }

    /// The path finds a step by its view's type (`ObjectIdentifier(type(of:))`) in a slice of its order.
    @Test func aStepFoundByItsViewTypeIsPushed() async throws {
        let yaml = """
            swiftui: {path: LibraryStacks, view: RootView}
            steps:
              - focus: Last
              - doubleTap
              - expect: {elements: ["Back Button.", "The end"]}

            """
        let result = try await runLinkedFixture("LibraryStacks", paths: Self.paths, yaml: yaml)
        #expect(result.failures.isEmpty, "\(result.failures)")
    }
}
