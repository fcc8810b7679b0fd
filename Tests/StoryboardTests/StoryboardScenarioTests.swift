import AppModel
import AppSpec
import Diagnostics
import Foundation
import Inputs
import ScenarioYAML
import Scenarios
import Storyboard
import StoryboardImport
import Testing

/// A storyboard run as a scenario's app: activating a trigger performs its
/// segue, unwinds land on the controller that implements the action.
@MainActor
@Suite struct StoryboardScenarioTests {
    /// Runs `steps` against the fixture and returns the failures.
    func run(_ fixture: String, _ steps: String, extra: String = "") async throws -> [String] {
        let text = "storyboard: \(FixturePaths.fixture(fixture))\n\(extra)steps:\n\(steps)"
        let spec = try InputRegistry.scenarioLoader(options: ImportOptions()).load(text: text, path: "test.yaml")
        let result = await ScenarioRunner(spec: spec).run()
        return result.failures.map { "\($0.key): expected \($0.expected), got \($0.actual)" }
    }

    @Test func launchStartsAtTheInitialControllerAndReadsItsScreen() async throws {
        let failures = try await run(
            "Constructs.storyboard",
            """
              - expect:
                  screen: hom-00-001
                  stack: [hom-00-001]
                  speech: "Selected: All. Button. 1 of 2."
              - focus: lbl-00-001
              - expect: {speech: "Welcome. Heading."}
              - focus: btn-00-004
              - expect: {speech: "Click here", hint: "Opens the website"}
              - focus: btn-00-002
              - expect: {speech: "icon_trash. Button."}
              - focus: sld-00-001
              - expect: {speech: "Volume: Half. Adjustable."}
            """)
        #expect(failures == [])
    }

    @Test func aButtonsShowSeguePushesAndTheBarItemsUnwindPopsBack() async throws {
        let failures = try await run(
            "Constructs.storyboard",
            """
              - focus: btn-00-001
              - doubleTap
              - expect: {screen: det-00-001, stack: [hom-00-001, det-00-001], events: [hom-00-001.shouldPerformSegue, hom-00-001.prepareForSegue, Home.performSegue]}
              - focus: don-00-001
              - doubleTap
              - expect: {screen: hom-00-001, stack: [hom-00-001], focus: btn-00-001}
            """)
        #expect(failures == [])
    }

    @Test func aBarButtonItemsPresentationUsesTheSeguesStyleAndAnUnwindDismissesIt() async throws {
        let failures = try await run(
            "Constructs.storyboard",
            """
              - focus: add-00-001
              - doubleTap
              - expect: {screen: cmp-00-001, presented: Compose, speech: "Message: Dear team,. Text Field."}
              - focus: btn-00-006
              - doubleTap
              - expect: {screen: Home, presented: null}
            """)
        #expect(failures == [])
    }

    @Test func aCellsSelectionAndItsAccessoryActionPerformTheirSegues() async throws {
        let failures = try await run(
            "Constructs.storyboard",
            """
              - do: [push: det-00-001]
              - focus: cel-00-001
              - expect: {speech: "Profile, Name and photo. Button."}
              - doubleTap
              - expect: {screen: abt-00-001}
              - escape
              - focus: cel-00-002
              - action: More Info
              - expect: {screen: abt-00-001}
            """)
        #expect(failures == [])
    }

    @Test func aGestureRecognizerTriggersItsSegueFromTheViewItIsAttachedTo() async throws {
        let failures = try await run(
            "Constructs.storyboard",
            """
              - focus: img-00-001
              - doubleTap
              - expect: {screen: abt-00-001, presented: abt-00-001}
            """)
        #expect(failures == [])
    }

    @Test func aManualSegueRunsFromCode() async throws {
        let failures = try await run(
            "Constructs.storyboard",
            """
              - do: [segue: manualCompose]
              - expect: {screen: cmp-00-001}
            """)
        #expect(failures == [])
    }

    @Test func theUnwindActionIsGivenToTheControllerItsNameMatches() throws {
        let document = try StoryboardParser().load(path: FixturePaths.fixture("Constructs.storyboard"))
        let result = StoryboardTranslator(document: document).translate()
        let implementers = result.controllers.filter { !$0.unwindActions.isEmpty }.map {
            "\($0.id): \($0.unwindActions)"
        }
        #expect(implementers == ["Home: [\"unwindToHome:\"]"])
    }

    @Test func withoutANameMatchTheUnwindGoesToWhoeverLedThere() async throws {
        let failures = try await run(
            "Containers.storyboard",
            """
              - focus: 12d
              - doubleTap
              - expect: {screen: "32", speech: "Close. Button."}
              - focus: 32x
              - doubleTap
              - expect: {screen: "12", presented: null}
            """)
        #expect(failures == [])
    }

    /// Three columns side by side on iPad; rows read across the columns (§2's
    /// sort by position), and an untitled tab reads its image name.
    @Test func tabsSplitColumnsAndTabTitlesFollowTheStoryboard() async throws {
        let failures = try await run(
            "Containers.storyboard",
            """
              - expect:
                  screen: "12"
                  elements: ["Inbox. Button.", "No messages", "Select a message", "Archive. Button.", "Settings. Button.", "Help. Button.", "Selected: folder. Tab. 1 of 2.", "Tour. Tab. 2 of 2."]
            """, extra: "device: ipad\n")
        #expect(failures == [])
    }

    /// A controller the scenario declares with an imported id adds to it:
    /// its views follow the imported views, its keys replace imported values.
    @Test func aScenariosOwnControllerAddsToTheImportedOne() async throws {
        let failures = try await run(
            "Card.xib",
            """
              - expect: {elements: ["Boarding pass. Dimmed.", "Gate B12", "Share pass. Button.", "Added"]}
            """,
            extra:
                "controllers:\n  CardViewController:\n    views:\n      - text: Added\n        frame: [0, 600, 200, 30]\n"
        )
        #expect(failures == [])
    }

    @Test func aMissingStoryboardIsAnErrorAtTheKey() {
        #expect(
            throws: DiagnosticGroup(
                Diagnostic(
                    "the storyboard 'Nope.storyboard' does not exist (looked for 'Nope.storyboard')", file: "test.yaml",
                    line: 1, column: 13))
        ) {
            try InputRegistry.scenarioLoader(options: ImportOptions()).load(
                text: "storyboard: Nope.storyboard\nsteps: []\n", path: "test.yaml")
        }
    }
}
