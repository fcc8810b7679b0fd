import Diagnostics
import ScenarioYAML
import Testing

/// Steps, actions and expectations name a view by id, accessibility
/// identifier or label, in that order (docs/scenario-format.md, "Naming views").
@MainActor @Suite struct ViewNamingTests {
    private let app = """
        root: nav
        controllers:
          nav: {type: navigation, stack: [login]}
          login:
            title: Account
            views:
              - text: Welcome back
              - textField: Email
                identifier: emailField
              - button: Sign in
                id: signIn
                on: {activate: [{set: {id: emailField, value: a@b.c}}, {announce: Signed in}]}
              - button: Help
                identifier: Sign in help

        """

    @Test func focusByLabelLandsOnTheElementWithThatLabel() async throws {
        let failures = try await scenarioFailures(
            app + """
                steps:
                  - focus: Sign in
                  - expect: {focus: signIn, speech: Sign in. Button.}
                  - doubleTap
                  - expect: {value: {Email: a@b.c}, announced: Signed in}

                """, path: "label.yaml")
        #expect(failures.isEmpty, "\(failures)")
    }

    @Test func anIdentifierTakesPrecedenceOverALabel() async throws {
        let failures = try await scenarioFailures(
            app + """
                steps:
                  - focus: Sign in help
                  - expect: {speech: Help. Button.}
                  - touch: emailField
                  - expect: {speech: "Email. Text Field."}

                """, path: "identifier.yaml")
        #expect(failures.isEmpty, "\(failures)")
    }

    @Test func aLabelTwoElementsShareFailsTheStepNamingBoth() async throws {
        let text = """
            root: home
            controllers:
              home:
                views:
                  - button: Delete
                    id: deleteMail
                    frame: [0, 100, 200, 44]
                  - button: Delete
                    frame: [0, 200, 200, 44]
            steps:
              - focus: Delete

            """
        let failures = try await scenarioFailures(text, path: "shared.yaml")
        #expect(
            failures == [
                "focus: expected one view named 'Delete', got 'Delete' is the label of 2 elements on screen: 'deleteMail' and the button at (0, 247); name one by its id or accessibility identifier"
            ])
    }

    @Test func aLabelOnAnotherScreenIsNotOnScreenWhenTheStepRuns() async throws {
        let text = """
            root: nav
            controllers:
              nav: {type: navigation, stack: [home]}
              home:
                title: Home
                views:
                  - button: Next
                    on: {activate: [push: detail]}
              detail:
                title: Detail
                views:
                  - button: Buy
            steps:
              - focus: Buy
              - focus: Next
              - doubleTap
              - focus: Buy
              - expect: {focus: Buy, speech: Buy. Button.}

            """
        let failures = try await scenarioFailures(text, path: "screens.yaml")
        #expect(
            failures == [
                "focus: expected one view named 'Buy', got no view has the id or identifier 'Buy', and no element on screen has it as its label"
            ])
    }

    @Test func aNameNoViewCanHaveIsAnErrorWhenTheFileLoads() {
        let text =
            app + """
                steps:
                  - focus: Sign inn

                """
        do {
            _ = try ScenarioLoader().load(text: text, path: "typo.yaml")
            Issue.record("the file loaded")
        } catch {
            #expect(
                error.diagnostics.map(\.description) == [
                    "typo.yaml:16:5: error: no view has the id, accessibility identifier or label 'Sign inn'; did you mean 'Sign in'?"
                ])
        }
    }
}
