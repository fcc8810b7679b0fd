import AppSpec
import Diagnostics
import ScenarioYAML
import Testing

/// A file's mistakes come out in one run, whatever their kinds, each at its own line.
@Suite struct EveryMistakeTests {
    private func errors(_ text: String) -> [Diagnostic] {
        do {
            _ = try ScenarioLoader().load(text: text, path: "s.yaml")
            return []
        } catch {
            return error.diagnostics
        }
    }

    @Test func fourBadReferencesOfDifferentKindsAndAnUnknownKeyAreFiveErrors() {
        let text = """
            root: nav
            controllers:
              nav:
                type: navigation
                stack:
                  - login
                  - profile
              login:
                title: Sign in
                colour: red
                views:
                  - button: Sign in
                    id: signIn
                    on: {activate: [{push: hme}, {present: hlp}]}
            steps:
              - expect: {screen: logn}

            """
        let found = errors(text).map { "\($0.line):\($0.column) \($0.message)" }
        #expect(
            found == [
                "7:9 there is no controller 'profile'",
                "10:5 unknown key 'colour' in the controller 'login'",
                "14:26 there is no controller 'hme'",
                "14:39 there is no controller 'hlp'",
                "16:14 there is no controller 'logn'",
            ])
    }

    @Test func aReferenceToAControllerWhoseDeclarationFailedIsNotReportedAgain() {
        let text = """
            root: home
            controllers:
              home:
                title: Home
                views:
                  - button: Next
                    on: {activate: [push: detail]}
              detail: {type: navigaton, stack: [home]}
            steps:
              - expect: {screen: detail}

            """
        let found = errors(text).map { "\($0.line) \($0.message)" }
        #expect(found.count == 1)
        #expect(found.first?.hasPrefix("8 type must be one of") == true)
    }

    @Test func aBlockStackPointsAtTheLineOfEachUnknownController() {
        let text = """
            root: nav
            controllers:
              nav:
                type: navigation
                stack:
                  - home
                  - profile
                  - settings
              home: {title: Home}
            steps:
              - swipeRight

            """
        #expect(errors(text).map(\.line) == [7, 8])
    }

    @Test func anUnknownStepSuggestsTheNearestAndListsThemAll() {
        let text = """
            root: home
            controllers:
              home: {title: Home}
            steps:
              - tap
              - typeText: x
              - swipeRigt
              - shake

            """
        let found = errors(text)
        #expect(found.count == 4)
        guard found.count == 4 else { return }
        #expect(found.map(\.line) == [5, 6, 7, 8])
        #expect(
            found.map(\.message) == [
                "unknown step 'tap'", "unknown step 'typeText'", "unknown step 'swipeRigt'", "unknown step 'shake'",
            ])
        #expect(found[0].hint == "did you mean 'doubleTap'?")
        #expect(found[1].hint == "did you mean 'type'? (double tap a field, then '- type: text')")
        #expect(found[2].hint == "did you mean 'swipeRight'?")
        #expect(found[3].hint == "the steps are: " + StepSpec.names.joined(separator: ", "))
        #expect(found[3].hint?.hasSuffix("type, delete, return, clearText, dismissKeyboard") == true)
    }
}
