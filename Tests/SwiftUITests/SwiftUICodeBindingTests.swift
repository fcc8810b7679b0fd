import Inputs
import Scenarios
import TestSupport
import Testing

/// A binding made of code (`Binding { … } set: { … }`), here an alert's
/// `isPresented:` computed from an enum state inside a view modifier that a
/// `View` extension applies with a binding passed in: its getter shows the
/// alert, and the alert's button runs its setter, which sets the caller's
/// state back (Fixtures/CodeBindings). The extension has an overload of the
/// same name taking a model; `$status` picks the one taking a binding. An
/// environment key the sources declare reads as its default.
@MainActor @Suite struct SwiftUICodeBindingTests {
    static let paths = TestTargetPaths(filePath: #filePath)

    @Test func anAlertShownByACodeBindingGoesAndItsSetterResetsTheCallersState() async throws {
        let steps = """
            steps:
              - expect: {elements: ["Status: idle", "Count: 20", "Retries: 3", "Upload. Button."]}
              - focus: Upload
              - doubleTap
              - expect: {presented: Upload failed Alert, elements: ["Upload failed", "Upload failed. Try again later.", "OK. Button."]}
              - focus: OK
              - doubleTap
              - expect: {presented: null, elements: ["Status: idle", "Count: 20", "Retries: 3", "Upload. Button."]}

            """
        let yaml = "swiftui: {path: CodeBindings, view: StatusView}\n" + steps
        let result = try await runLinkedFixture("CodeBindings", paths: Self.paths, yaml: yaml)
        #expect(result.failures.isEmpty, "\(result.failures)")
    }
}
