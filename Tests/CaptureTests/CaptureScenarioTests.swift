import AppModel
import AppSpec
import Diagnostics
import Foundation
import Scenarios
import Testing
import VoiceOver

/// `capture:` in a scenario: captured screens linked into a flow with
/// handlers found by identifier or label, inside containers that do not
/// draw their bars over the captured ones.
@MainActor
struct CaptureScenarioTests {
    /// A scenario beside the fixtures, so `capture:` paths are relative to it.
    private func load(_ text: String) throws -> ScenarioSpec {
        try CaptureSupport.scenario(text, path: CapturePaths.fixture("flow.yaml"))
    }

    private static let flow = """
        root: nav
        controllers:
          nav: {type: navigation, stack: [login]}
          login:
            capture: xcuitest-login.txt
            handlers:
              Forgot password?: {activate: {push: wifi}}
              remember: {activate: {announce: Saved}}
          wifi:
            capture: appium-wifi.xml
        steps:
        - expect: {focus: Sign In 2, speech: Sign In. Heading.}
        - focus: Forgot password?
        - doubleTap
        - expect: {screen: wifi, focus: Settings, speech: Settings. Button.}
        - escape
        - expect: {screen: login, focus: Forgot password?}
        """

    @Test func twoCapturesLinkIntoAFlow() async throws {
        let spec = try load(Self.flow)
        let result = await ScenarioRunner(spec: spec).run()
        #expect(result.failures.map { "\($0.location.line): \($0.key): \($0.actual)" } == [])
    }

    @Test func aNavigationControllerDrawsNoBarOverACapturedScreen() async throws {
        let runner = ScenarioRunner(spec: try load(Self.flow))
        await runner.launch()
        let elements = runner.reader.describedElements()
        #expect(elements.first == "Sign In. Heading.")
        #expect(!elements.contains("Back. Button."))
        // The captured frames stay where they were captured.
        #expect(
            runner.application.window.descendant(withID: "email")?.frameInWindow
                == Rect(x: 20, y: 170, width: 350, height: 44))
    }

    @Test func theScreenSizeComesFromTheCaptureOrTheScreenKey() async throws {
        let captured = ScenarioRunner(spec: try load(Self.flow))
        await captured.launch()
        #expect(captured.application.window.frame.size == Size(width: 390, height: 844))
        let custom = ScenarioRunner(spec: try load("screen: [375, 667]\n" + Self.flow))
        await custom.launch()
        #expect(custom.application.window.frame.size == Size(width: 375, height: 667))
    }

    @Test func aHandlerForAMissingElementIsAnErrorWithASuggestion() throws {
        let text = """
            root: login
            controllers:
              login:
                capture: xcuitest-login.txt
                handlers:
                  Forgot pasword?: {activate: pop}
            steps: []
            """
        #expect {
            try load(text)
        } throws: { error in
            guard let group = error as? DiagnosticGroup, let first = group.diagnostics.first else { return false }
            return first.message == "no view of 'login' has the id, identifier or label 'Forgot pasword?'"
                && first.hint == "did you mean 'Forgot password?'?" && first.location.line == 6
        }
    }

    @Test func aMissingCaptureFileIsAnErrorAtItsKey() throws {
        let text = "root: a\ncontrollers:\n  a:\n    capture: nowhere.xml\nsteps: []\n"
        #expect {
            try load(text)
        } throws: { error in
            guard let group = error as? DiagnosticGroup, let first = group.diagnostics.first else { return false }
            return first.message.hasPrefix("the capture 'nowhere.xml' does not exist") && first.location.line == 4
        }
    }

    @Test func idsSharedByTwoCapturesAreQualifiedByTheirController() throws {
        let text = """
            root: a
            controllers:
              a: {capture: appium-wifi.xml}
              b: {capture: appium-wifi.xml}
            steps: []
            """
        let spec = try load(text)
        let ids = spec.controllers.map { controller in CaptureReadingTests.flatten(controller.views).compactMap(\.id) }
        #expect(ids[0].contains("a.Edit"))
        #expect(ids[1].contains("b.Edit"))
    }
}
