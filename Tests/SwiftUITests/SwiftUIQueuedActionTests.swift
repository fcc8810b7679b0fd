import Inputs
import Scenarios
import TestSupport
import Testing

/// An action that runs through Swift concurrency (Fixtures/QueuedActions):
/// a button's tap yields into an `AsyncStream` that a `.task` consumes with
/// `for await`, racing a 200 ms timer against the work in a task group, and
/// writing the parent's state through a `@Binding` and the closure the
/// parent passed. The reader's own runner cannot run it; the interpreter
/// runs it as tasks whose sleeps end on the scenario's clock. Before, the
/// tap left the button dimmed forever and the work never ran.
@MainActor @Suite struct SwiftUIQueuedActionTests {
    static let paths = TestTargetPaths(filePath: #filePath)

    @Test func theWorkRunsOnTheScenarioClockAndTheButtonSaysItIsBusyPastTheTimer() async throws {
        let yaml = """
            swiftui: {path: QueuedActions, view: QueuedActionsView}
            pace: 0
            steps:
              - expect: {elements: ["Save. Button.", "Saved 0 times", "Export. Button."]}
              - focus: Save
              - doubleTap
              - expect: {elements: ["Save. Dimmed. Button.", "Saved 0 times", "Export. Button."]}
              - wait: 0.15
              - expect: {elements: ["Save. Dimmed. Button.", "Saved 0 times", "Export. Button."]}
              - wait: 0.1
              - expect: {elements: ["Working. Dimmed. Button.", "Saved 0 times", "Export. Button."]}
              - wait: 0.7
              - expect: {elements: ["Working. Dimmed. Button.", "Saved 0 times", "Export. Button."]}
              - wait: 0.1
              - expect: {elements: ["Save. Button.", "Saved 1 times", "Export. Button."]}

            """
        let result = try await runLinkedFixture("QueuedActions", paths: Self.paths, yaml: yaml)
        #expect(result.failures.isEmpty, "\(result.failures)")
    }

    @Test func workThatThrowsEndsAtOnceAndItsErrorReachesTheParent() async throws {
        let yaml = """
            swiftui: {path: QueuedActions, view: QueuedActionsView}
            pace: 0
            steps:
              - focus: Export
              - doubleTap
              - expect: {elements: ["Save. Button.", "Saved 0 times", "Export. Button.", "Export failed: the disk is full"]}

            """
        let result = try await runLinkedFixture("QueuedActions", paths: Self.paths, yaml: yaml)
        #expect(result.failures.isEmpty, "\(result.failures)")
    }

    @Test func aSecondTapWaitsForTheFirstInTheStream() async throws {
        let yaml = """
            swiftui: {path: QueuedActions, view: QueuedActionsView}
            pace: 0
            steps:
              - focus: Save
              - doubleTap
              - wait: 1
              - expect: {elements: ["Save. Button.", "Saved 1 times", "Export. Button."]}
              - doubleTap
              - wait: 0.5
              - expect: {elements: ["Working. Dimmed. Button.", "Saved 1 times", "Export. Button."]}
              - wait: 0.5
              - expect: {elements: ["Save. Button.", "Saved 2 times", "Export. Button."]}

            """
        let result = try await runLinkedFixture("QueuedActions", paths: Self.paths, yaml: yaml)
        #expect(result.failures.isEmpty, "\(result.failures)")
    }
}

/// A view made again from the same place in the code is the same view
/// (Fixtures/QueuedActions, `CheckInView`): a button whose label changed
/// while a line came in above it keeps VoiceOver's focus. Before, neither
/// its id (its label) nor its position matched, and focus was lost.
@MainActor @Suite struct SwiftUIViewIdentityTests {
    static let paths = TestTargetPaths(filePath: #filePath)

    @Test func aButtonWhoseLabelAndPlaceChangedKeepsFocus() async throws {
        let yaml = """
            swiftui: {path: QueuedActions, view: CheckInView}
            steps:
              - expect: {elements: ["Check in. Button."]}
              - focus: Check in
              - doubleTap
              - expect: {focus: Check out, elements: ["Welcome back", "Check out. Button."]}
              - doubleTap
              - expect: {focus: Check in, elements: ["Check in. Button."]}

            """
        let result = try await runLinkedFixture("QueuedActions", paths: Self.paths, yaml: yaml)
        #expect(result.failures.isEmpty, "\(result.failures)")
    }
}

/// What follows a `for await` in a `.task` waits for the stream to end
/// (Fixtures/QueuedActions, `FeedView`). Before, the reader ran it at once,
/// while the interpreter still waited for the stream's first element.
@MainActor @Suite struct SwiftUITaskRestTests {
    static let paths = TestTargetPaths(filePath: #filePath)

    @Test func theStatementAfterAForAwaitRunsWhenTheStreamEnds() async throws {
        let yaml = """
            swiftui: {path: QueuedActions, view: FeedView}
            steps:
              - expect: {elements: ["Listening", "Send. Button.", "Close. Button."]}
              - focus: Send
              - doubleTap
              - doubleTap
              - expect: {elements: ["Listening", "Line 1", "Line 2", "Send. Button.", "Close. Button."]}
              - focus: Close
              - doubleTap
              - expect: {elements: ["Closed", "Line 1", "Line 2", "Send. Button.", "Close. Button."]}

            """
        let result = try await runLinkedFixture("QueuedActions", paths: Self.paths, yaml: yaml)
        #expect(result.failures.isEmpty, "\(result.failures)")
    }
}

/// An action kept in a private configuration value and handed to a button
/// that runs it from a `.task` loop (Fixtures/QueuedActions/ConfiguredRow):
/// the task runs once the tap's action is over, as on the main actor, so
/// the button is ready again after it, and the closure changes the state of
/// the view that wrote it. Before, the task ran inside the tap, the button's
/// own "waiting" came after and stayed, and the closure changed a copy.
@MainActor @Suite struct SwiftUIConfiguredActionTests {
    static let paths = TestTargetPaths(filePath: #filePath)

    @Test func anActionHandedThroughAConfigurationRunsAfterTheTapAndChangesTheState() async throws {
        let yaml = """
            swiftui: {path: QueuedActions, view: ConfiguredRowView}
            pace: 0
            steps:
              - expect: {elements: ["Visited 0 times", "Visit. Button."]}
              - focus: Visit
              - doubleTap
              - expect: {elements: ["Visited 1 times", "Visit. Button."]}
              - doubleTap
              - expect: {elements: ["Visited 2 times", "Visit. Button."]}

            """
        let result = try await runLinkedFixture("QueuedActions", paths: Self.paths, yaml: yaml)
        #expect(result.failures.isEmpty, "\(result.failures)")
    }
}
