import AppModel
import AppSpec
import Diagnostics
import Foundation
import Inputs
import ScenarioYAML
import Scenarios
import SwiftUIImport
import TestSupport
import Testing
import VoiceOver

/// SwiftUI apps that respond (docs/swiftui.md, "State and actions"): each
/// construct driven by VoiceOver gestures, with the exact focus, speech and
/// event order after each action, and the screens the code answers with as
/// a golden.
@MainActor @Suite struct SwiftUILiveTests {
    static let paths = TestTargetPaths(filePath: #filePath)

    /// Runs `steps` on the view `view` of the Live fixture.
    private func run(_ view: String, launch: String = "", _ steps: String) async throws -> ScenarioResult {
        try await withScenario("swiftui: {path: Live, view: \(view)}\n\(launch)steps:\n\(steps)") { path in
            await ScenarioRunner(spec: try await InputLoader().load(path).spec).run()
        }
    }

    /// Writes `yaml` as a scenario beside the Live fixture and gives `body` its path.
    private func withScenario<T>(_ yaml: String, _ body: (String) async throws -> T) async throws -> T {
        try await withLinkedFixture("Live", paths: Self.paths, yaml: yaml, body)
    }

    @Test func aToggleRevealsTheRowItsStateShows() async throws {
        let result = try await run(
            "InboxView",
            """
              - focus: Show archived
              - doubleTap
              - expect: {speech: "On", focus: Show archived, events: [InboxView.showsArchived.set]}
              - swipeRight
              - expect: {speech: "3 archived messages"}
              - swipeLeft
              - doubleTap
              - expect: {speech: "Off", elements: ["Inbox. Heading.", "Show archived. Switch Button. Off.", "Settings. Button.", "Compose. Button.", "Delete all. Button.", "Deleted: 0"]}

            """)
        #expect(result.failures.isEmpty, "\(result.failures)")
    }

    @Test func aLinkPushesItsDestinationAndEscapeReturnsToTheLink() async throws {
        let result = try await run(
            "InboxView",
            """
              - focus: Settings
              - doubleTap
              - expect:
                  speech: "Inbox. Back Button."
                  focus: Inbox Navigation.back
                  screen: Settings
                  events: [Inbox Navigation.push, Settings.viewDidLoad, SettingsView.onAppear, UserDefaults.visits.set]
                  elements: ["Inbox. Back Button.", "Settings. Heading.", "Notifications", "Visits: 1"]
              - escape
              - expect: {focus: Settings, screen: Inbox, events: [Inbox Navigation.pop]}
              - doubleTap
              - expect: {elements: ["Inbox. Back Button.", "Settings. Heading.", "Notifications", "Visits: 2"]}

            """)
        #expect(result.failures.isEmpty, "\(result.failures)")
    }

    @Test func aSheetTakesFocusAndItsCodeDismissesItFromInside() async throws {
        let result = try await run(
            "InboxView",
            """
              - focus: Compose
              - doubleTap
              - expect:
                  speech: "Cancel. Button."
                  presented: New Message Navigation
                  events: [InboxView.composing.set, Inbox Navigation.present]
              - swipeRight
              - expect: {speech: "New Message. Heading."}
              - swipeLeft
              - doubleTap
              - expect: {focus: Compose, presented: null, events: [InboxView.composing.set, Inbox Navigation.dismiss]}
              - doubleTap
              - escape
              - expect: {focus: Compose, presented: null, events: [InboxView.composing.set]}

            """)
        #expect(result.failures.isEmpty, "\(result.failures)")
    }

    @Test func anAlertsButtonsRunTheirActionAndCloseIt() async throws {
        let result = try await run(
            "InboxView",
            """
              - focus: Delete all
              - doubleTap
              - expect: {speech: "Delete all messages?", elements: ["Delete all messages?", "This cannot be undone.", "Delete. Button.", "Cancel. Button."]}
              - swipeRight
              - swipeRight
              - doubleTap
              - expect: {focus: Delete all, events: [InboxView.deleted.set, InboxView.confirmingDelete.set]}
              - swipeRight
              - expect: {speech: "Deleted: 1"}
              - swipeLeft
              - doubleTap
              - escape
              - expect: {focus: Delete all, presented: null}
              - swipeRight
              - expect: {speech: "Deleted: 1"}

            """)
        #expect(result.failures.isEmpty, "\(result.failures)")
    }

    @Test func aPathStackPushesValuesAndPopsWhenTheCodeRemovesOne() async throws {
        let result = try await run(
            "PathView",
            """
              - focus: Pancakes
              - doubleTap
              - expect: {screen: Pancakes, events: [PathView.path.set, Recipes Navigation.push], elements: ["Recipes. Back Button.", "Pancakes. Heading.", "Steps for Pancakes", "Done. Button."]}
              - focus: Done
              - doubleTap
              - expect: {focus: Pancakes, screen: Recipes, events: [PathView.path.set, Recipes Navigation.popToRoot]}
              - focus: Surprise me
              - doubleTap
              - expect: {screen: Waffles, speech: "Recipes. Back Button."}
              - escape
              - expect: {focus: Surprise me, screen: Recipes, events: [Recipes Navigation.pop, PathView.path.set]}
              - focus: Waffles
              - doubleTap
              - expect: {screen: Waffles}

            """)
        #expect(result.failures.isEmpty, "\(result.failures)")
    }

    @Test func aModelsMethodChangesTheViewsThatObserveIt() async throws {
        let result = try await run(
            "ModelView",
            """
              - focus: Add two
              - doubleTap
              - expect: {focus: Add two, events: [ModelView.counter.set, ModelView.onChange, ModelView.lastChange.set]}
              - swipeLeft
              - expect: {speech: "Count: 2"}
              - focus: "Last change: 0 to 2"
              - focus: Sort
              - doubleTap
              - expect: {speech: "By name. Button.", elements: ["By name. Button.", "By date. Button."]}
              - swipeRight
              - doubleTap
              - expect: {focus: Sort, presented: null}
              - focus: "Count: 22"

            """)
        #expect(result.failures.isEmpty, "\(result.failures)")
    }

    @Test func aFocusStateMovesVoiceOverToTheViewBoundToIt() async throws {
        let result = try await run(
            "ModelView",
            """
              - focus: Show result
              - doubleTap
              - expect: {focus: "Result: 0 changes", speech: "Result: 0 changes", events: [ModelView.resultFocused.set]}

            """)
        #expect(result.failures.isEmpty, "\(result.failures)")
    }

    @Test func codeSelectsATabAndTheUsersTabChoiceIsTheState() async throws {
        let result = try await run(
            "ModelView",
            """
              - focus: Open settings
              - doubleTap
              - expect: {tab: 1, events: [ModelView.tab.set, ModelView Tabs.selectTab, Settings.viewDidAppear], elements: ["Settings screen", "Home. Tab. 1 of 2.", "Selected: Settings. Tab. 2 of 2."]}
              - focus: ModelView Tabs.tab0
              - doubleTap
              - expect: {events: [ModelView.tab.set], speech: "Selected: Home. Tab. 1 of 2."}

            """)
        #expect(result.failures.isEmpty, "\(result.failures)")
    }

    @Test func codeTheSourcesCannotRunIsSaidOnceAndChangesNothing() async throws {
        let yaml =
            "swiftui: {path: Live, view: ModelView}\nsteps:\n  - focus: Sync\n  - doubleTap\n  - doubleTap\n  - expect: {focus: Sync, noEvents: [ModelView.counter.set]}\n"
        let (runner, result) = try await withScenario(yaml) { path in
            let runner = ScenarioRunner(spec: try await InputLoader().load(path).spec)
            return (runner, await runner.run())
        }
        #expect(result.failures.isEmpty, "\(result.failures)")
        #expect(
            runner.codeWarnings.map(\.message) == [
                "this code is not run by a11ysim ('await counter.sync()'); it changes nothing"
            ])
        #expect(runner.codeWarnings.first?.location.line == 31)
    }

    @Test func aScenariosHandlerStandsInForCodeThatCannotRunAndOnlyThere() async throws {
        let result = try await run(
            "ModelView",
            launch: """
                controllers:
                  Home:
                    handlers:
                      Sync: {activate: [{announce: Synced}]}
                      Add two: {activate: [{announce: Never}]}

                """,
            """
              - focus: Sync
              - doubleTap
              - expect: {announcements: [{text: Synced, wasSuccessful: null}]}
              - focus: Add two
              - doubleTap
              - expect: {announcements: [], events: [ModelView.counter.set]}

            """)
        #expect(result.failures.isEmpty, "\(result.failures)")
    }

    @Test func aFullScreenCoverTrapsEscapeUntilItsButtonClosesIt() async throws {
        let result = try await run(
            "CoverView",
            """
              - focus: Take the tour
              - doubleTap
              - expect: {focus: Welcome to the tour, elements: ["Welcome to the tour", "Close tour. Button."]}
              - escape
              - expect: {focus: Welcome to the tour, handledBy: none}
              - swipeRight
              - doubleTap
              - expect: {focus: Take the tour, presented: null, events: [CoverView.showsTour.set]}

            """)
        #expect(result.failures.isEmpty, "\(result.failures)")
    }

    @Test func aSheetForAnItemShowsItAndEscapeSetsItBackToNil() async throws {
        let result = try await run(
            "CoverView",
            """
              - focus: Open photo
              - doubleTap
              - expect: {focus: Beach at dawn, elements: ["Beach at dawn"]}
              - escape
              - expect: {focus: Open photo, events: [CoverView.selected.set]}
              - doubleTap
              - expect: {focus: Beach at dawn}

            """)
        #expect(result.failures.isEmpty, "\(result.failures)")
    }

    @Test func aLayoutChangePostedFromCodeIsSpokenAfterTheUpdate() async throws {
        let result = try await run(
            "CoverView",
            """
              - focus: Refresh
              - doubleTap
              - expect: {speech: "List refreshed", focus: Refresh, events: [CoverView.status.set]}
              - swipeLeft
              - expect: {speech: "Refreshed"}

            """)
        #expect(result.failures.isEmpty, "\(result.failures)")
    }

    @Test func aConfirmationDialogHidesItsTitleAndAddsCancel() async throws {
        let result = try await run(
            "CoverView",
            """
              - focus: Share
              - doubleTap
              - expect: {speech: "Copy link. Button.", elements: ["Copy link. Button.", "Delete. Button.", "Cancel. Button."]}
              - doubleTap
              - expect: {focus: Share, events: [CoverView.status.set, CoverView.confirming.set]}
              - swipeRight
              - expect: {speech: "Link copied"}

            """)
        #expect(result.failures.isEmpty, "\(result.failures)")
    }

    @Test func launchArgumentsEnvironmentAndDefaultsTakeTheirBranches() async throws {
        let testing = try await run(
            "LaunchView", launch: "launch: {arguments: [-UITests], environment: {SERVER: staging}}\n",
            """
              - expect: {elements: ["Test data", "Server: staging", "Get started. Button."]}
              - focus: Get started
              - doubleTap
              - expect: {focus: null, events: [UserDefaults.onboarded.set], elements: ["Test data", "Server: staging", "Welcome back"]}

            """)
        #expect(testing.failures.isEmpty, "\(testing.failures)")
        let returning = try await run(
            "LaunchView", launch: "launch: {defaults: {onboarded: true}}\n",
            """
              - expect: {elements: ["Welcome back"]}

            """)
        #expect(returning.failures.isEmpty, "\(returning.failures)")
    }

    @Test func launchConditionsAndTheSourcesReferenceSurviveWriteAndLoad() async throws {
        let yaml = """
            swiftui: {path: Live, view: LaunchView}
            launch: {arguments: [-UITests], environment: {SERVER: staging}, defaults: {onboarded: true, name: "true", count: 3}}
            steps:
              - focus: Welcome back

            """
        try await withScenario(yaml) { path in
            let spec = try await InputLoader().load(path).spec
            #expect(spec.launch.defaults == ["onboarded": .bool(true), "name": .string("true"), "count": .number(3)])
            let written = try ScenarioWriter.scenarioText(for: spec)
            try written.write(toFile: path, atomically: true, encoding: .utf8)
            let again = try await InputLoader().load(path).spec
            #expect(again == spec, "\(written)")
            #expect(again.live != nil)
        }
    }

    @Test func aPushedScreenIsTheSpecTheCodeAnswersWith() async throws {
        let (spec, _, _) = try SwiftUIImporter().load(path: Self.paths.fixture("Live"), entry: .view("InboxView"))
        let session = try #require(spec.live).start(LaunchConditions())
        let launched = session.perform(.launch)
        let link = try #require(launched.controllers.first { $0.id == "Inbox" }?.views.first { $0.id == "Settings" })
        let code = try #require(link.handlers[.activate]?.code)
        let pushed = session.perform(.run(code: code, view: "Settings"))
        #expect(pushed.actions == [LiveAction(.push("Settings"), from: "Inbox Navigation")])
        var screens = ScenarioSpec(file: spec.file, name: "Live", root: spec.root)
        screens.controllers = pushed.controllers
        try SwiftUIFixtureTests.checkGolden("LiveInboxPushed", try ScenarioWriter.appText(for: screens, name: "Live"))
    }

    @Test func typingWritesTheBoundStateAndTheReturnKeyRunsOnSubmit() async throws {
        let result = try await run(
            "SignInView",
            """
              - focus: Email
              - doubleTap
              - expect: {speech: "Text Field. Is editing. Email. Character mode. Insertion point at start."}
              - type: "ab"
              - expect: {speech: ["a", "b"], focus: Email, value: {Email: "ab"}}
              - swipeRight
              - swipeRight
              - expect: {speech: "Signing in as ab"}
              - focus: Email
              - return
              - expect: {focus: Password, speech: "Secure Text Field. Is editing. Password. Character mode. Insertion point at start."}
              - return
              - expect: {focus: Password, announcements: []}
              - type: "pw"
              - return
              - expect: {speech: [], value: {Password: "••"}}
              - dismissKeyboard
              - expect: {elements: ["Sign In. Heading.", "ab. Text Field.", "2 characters. Secure Text Field.", "Signing in as ab", "Welcome"]}

            """)
        #expect(result.failures.isEmpty, "\(result.failures)")
    }

    @Test func typingInASearchFieldFiltersTheList() async throws {
        let result = try await run(
            "CountryList",
            """
              - focus: Search
              - doubleTap
              - type: "F"
              - expect: {speech: "cap F"}
              - dismissKeyboard
              - expect: {value: {Search: "F"}, elements: ["Countries. Heading.", "F. Search Field.", "France", "Finland"]}

            """)
        #expect(result.failures.isEmpty, "\(result.failures)")
    }
}
