import Inputs
import Scenarios
import TestSupport
import Testing

/// `Task.sleep` in an app's code waits on the virtual clock: the statements
/// after it run when the scenario's time reaches it, and code after the
/// `Task { … }` that holds the wait goes on at once (Fixtures/Waits).
@MainActor @Suite struct SwiftUIWaitTests {
    static let paths = TestTargetPaths(filePath: #filePath)

    @Test func codeAfterASleepRunsWhenTheVirtualClockReachesIt() async throws {
        let steps = """
            steps:
              - expect: {elements: ["Status: Loading", "Saved 0", "Save. Button.", "Taps: 0"]}
              - wait: 1
              - expect: {elements: ["Status: Loading", "Saved 0", "Save. Button.", "Taps: 0"]}
              - wait: 1.5
              - expect: {elements: ["Status: Done", "Saved 0", "Save. Button.", "Taps: 0"]}
              - focus: Save
              - doubleTap
              - expect: {elements: ["Status: Done", "Saving", "Save. Button.", "Taps: 1"]}
              - wait: 4
              - expect: {elements: ["Status: Done", "Saved 1", "Save. Button.", "Taps: 1"]}

            """
        let yaml = "swiftui: {path: Waits, view: LoadingView}\n" + steps
        let result = try await runLinkedFixture("Waits", paths: Self.paths, yaml: yaml)
        #expect(result.failures.isEmpty, "\(result.failures)")
    }
}
