import Inputs
import Scenarios
import TestSupport
import Testing

/// A flow container written as code whose pages are views kept as values
/// (Fixtures/SelectedSteps): the flow starts at a page chosen by its
/// generic type (`Card<Text>.self`, told apart from `Card<TupleView<…>>`)
/// or by a tag a view modifier adds (`ModifiedContent` conforming under a
/// `where` clause, `as? Self` in a protocol extension), and takes the pages a
/// state change adds; each page's
/// `@ViewBuilder` content, kept by the interpreter as a closure, is read
/// where it was written; a `$state` handed to a page is a binding to that
/// state.
@MainActor @Suite struct SwiftUISelectedStepTests {
    static let paths = TestTargetPaths(filePath: #filePath)

    @Test func aFlowStartsAtThePageOfTheGivenGenericType() async throws {
        let yaml = """
            swiftui: {path: SelectedSteps, view: TypeStartView}
            steps:
              - expect: {elements: ["Back Button.", "Welcome", "Continue. Button."]}
              - focus: Continue
              - doubleTap
              - expect: {elements: ["Back Button.", "Settings", "Remember me. Switch Button. On.", "Continue. Button."]}
              - focus: Continue
              - doubleTap
              - expect: {elements: ["Back Button.", "Choices", "Skip to the end. Button.", "Continue. Button."]}
              - focus: Skip to the end
              - doubleTap
              - expect: {elements: ["Back Button.", "The end", "Continue. Button."]}

            """
        let result = try await runLinkedFixture("SelectedSteps", paths: Self.paths, yaml: yaml)
        #expect(result.failures.isEmpty, "\(result.failures)")
    }

    /// Turning the switch off adds a page the builder writes under `if !remember`: the flow is
    /// made again with a new page collection, and `.onChange(of: ObjectIdentifier(collection))`
    /// puts the pages after the current one in again (before, the old list stayed).
    @Test func aPageAddedByAStateChangeComesNext() async throws {
        let yaml = """
            swiftui: {path: SelectedSteps, view: TypeStartView}
            steps:
              - focus: Continue
              - doubleTap
              - focus: Remember me
              - doubleTap
              - expect: {speech: "Off"}
              - focus: Continue
              - doubleTap
              - expect: {elements: ["Back Button.", "Sign in each time", "Continue. Button."]}
              - focus: Continue
              - doubleTap
              - expect: {elements: ["Back Button.", "Choices", "Skip to the end. Button.", "Continue. Button."]}

            """
        let result = try await runLinkedFixture("SelectedSteps", paths: Self.paths, yaml: yaml)
        #expect(result.failures.isEmpty, "\(result.failures)")
    }

    @Test func aFlowStartsAtThePageWithTheGivenTag() async throws {
        let yaml = """
            swiftui: {path: SelectedSteps, view: TagStartView}
            steps:
              - expect: {elements: ["Back Button.", "Two", "Continue. Button."]}
              - focus: Continue
              - doubleTap
              - expect: {elements: ["Back Button.", "Three", "Continue. Button."]}
              - escape
              - expect: {elements: ["Back Button.", "Two", "Continue. Button."]}

            """
        let result = try await runLinkedFixture("SelectedSteps", paths: Self.paths, yaml: yaml)
        #expect(result.failures.isEmpty, "\(result.failures)")
    }
}
