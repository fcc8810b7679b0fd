import AppModel
import AppSpec
import CaptureImport
import Captures
import Diagnostics
import Foundation
import Inputs
import Runs
import Scenarios
import Testing
import VoiceOver

/// Each format's hand-made fixture becomes the screen VoiceOver would read.
@MainActor
struct CaptureReadingTests {
    @Test func anAppiumPageSourceReadsAsItsScreen() async throws {
        let spoken = try await CaptureSupport.spoken(CapturePaths.fixture("appium-wifi.xml"))
        #expect(
            spoken == [
                "Settings. Button.", "Wi-Fi. Heading.", "Edit. Button.", "Wi-Fi. Switch Button. On.",
                "HomeNet: Secure network. Button.", "Ask to Join: Notify", "Brightness: 30%. Adjustable.",
                "Network: Name. Text Field.",
                "Password: 4 characters. Secure Text Field.", "Search. Search Field.", "Join. Dimmed. Button.",
                "Learn more. Link.",
                "Version 1.0",
            ])
    }

    @Test func anXCUITestDebugDescriptionReadsAsItsScreen() async throws {
        let spoken = try await CaptureSupport.spoken(CapturePaths.fixture("xcuitest-login.txt"))
        #expect(
            spoken == [
                "Sign In. Heading.", "Welcome back, it's good to see you", "Email: you@example.com. Text Field.",
                "Password: 8 characters. Secure Text Field.",
                "Remember me. Switch Button. On.", "Sign In. Dimmed. Button.", "Forgot password?. Button.",
                "Home. Tab. 1 of 3.",
                "Selected: Account. Tab. 2 of 3.", "Bag: 2 items. Tab. 3 of 3.",
            ])
    }

    @Test func nestedIdbJSONKeepsHintsCustomActionsAndTraits() async throws {
        let runner = try await CaptureSupport.launch(CapturePaths.fixture("idb-nested.json"))
        #expect(
            runner.reader.describedElements() == [
                "Notes. Heading.", "Search. Search Field.", "Groceries: Milk, eggs. Button. Actions Available.",
                "iCloud Sync. Switch Button. Off.", "New Note. Dimmed. Button.",
            ])
        let note = try #require(runner.application.window.descendant(withID: "note-1"))
        #expect(note.accessibilityHint == "Double-tap to open the note.")
        #expect(note.accessibilityCustomActions.map(\.name) == ["Delete", "Pin"])
    }

    @Test func flatIdbJSONWithFrameStringsReadsInPlace() async throws {
        let runner = try await CaptureSupport.launch(CapturePaths.fixture("idb-flat.json"))
        #expect(
            runner.reader.describedElements() == [
                "Timers. Heading.", "Start. Button.", "Reset. Button.", "Volume: 75%. Adjustable.",
            ])
        #expect(runner.application.window.frame.size == Size(width: 375, height: 667))
        #expect(
            runner.application.window.descendant(withID: "reset")?.frameInWindow
                == Rect(x: 200, y: 140, width: 120, height: 44))
    }

    @Test func capturedFramesAreKeptInScreenCoordinates() async throws {
        let runner = try await CaptureSupport.launch(CapturePaths.fixture("appium-wifi.xml"))
        let window = runner.application.window
        #expect(window.frame.size == Size(width: 390, height: 844))
        #expect(window.descendant(withID: "Wi-Fi 4")?.frameInWindow == Rect(x: 0, y: 111, width: 390, height: 44))
        #expect(window.descendant(withID: "Edit")?.frameInWindow == Rect(x: 340, y: 47, width: 42, height: 44))
        #expect(window.descendant(withID: "brightness")?.frameInWindow == Rect(x: 20, y: 320, width: 350, height: 31))
    }

    @Test func identifiersComeFromNamesThatDifferFromTheLabel() throws {
        let (spec, _, _) = try CaptureImporter().load(path: CapturePaths.fixture("appium-wifi.xml"))
        let views = Self.flatten(spec.controllers[0].views)
        #expect(views.first { $0.title == "Network" }?.identifier == "network-name")
        #expect(views.first { $0.kind == .cell && $0.title == "Wi-Fi" }?.identifier == nil)
        #expect(views.first { $0.title == "Network" }?.placeholder == "Name")
    }

    @Test func invisibleAndDisabledElementsKeepTheirState() throws {
        let (spec, _, _) = try CaptureImporter().load(path: CapturePaths.fixture("appium-wifi.xml"))
        let views = Self.flatten(spec.controllers[0].views)
        let spinner = try #require(views.first { $0.identifier == "spinner" })
        #expect(spinner.hidden)
        #expect(spinner.label == "Loading")
        #expect(views.first { $0.identifier == "join" }?.enabled == false)
    }

    @Test func theStatusBarAndKeyboardAreLeftOutWithANote() throws {
        let (spec, _, warnings) = try CaptureImporter().load(path: CapturePaths.fixture("appium-wifi.xml"))
        let views = Self.flatten(spec.controllers[0].views)
        #expect(!views.contains { $0.title == "9:41" || $0.title == "q" })
        let messages = warnings.map(\.message)
        #expect(
            warnings.filter { $0.message.hasSuffix("is left out: it belongs to the system, not to the app's screen") }
                .map(\.location.line) == [35, 38])
        #expect(
            messages.filter { $0.contains("does not record") } == [
                "the capture (Appium/WebDriverAgent page source) does not record hints, custom actions, traits beyond the element type (unless the driver wrote 'traits'), and container types; the imported screen has none of them"
            ])
    }

    @Test func anAlertIsModal() async throws {
        let spoken = try await CaptureSupport.spoken(CapturePaths.fixture("appium-alert.xml"))
        #expect(spoken == ["Delete Draft?", "Cancel. Button.", "Delete. Button."])
    }

    @Test func theScreenIsNamedAfterItsNavigationBar() throws {
        #expect(try CaptureImporter().load(path: CapturePaths.fixture("appium-wifi.xml")).spec.root == "Wi-Fi")
        #expect(try CaptureImporter().load(path: CapturePaths.fixture("xcuitest-login.txt")).spec.root == "Sign In")
        #expect(try CaptureImporter().load(path: CapturePaths.fixture("idb-flat.json")).spec.root == "Timer")
    }

    @Test func theImportedScenarioRoundTripsThroughTheWriter() async throws {
        for fixture in [
            "appium-wifi.xml", "appium-alert.xml", "xcuitest-login.txt", "idb-nested.json", "idb-flat.json",
        ] {
            let path = CapturePaths.fixture(fixture)
            let imported = try await ScenarioImporter().importScenario(path, form: .copy)
            let spec = try CaptureSupport.scenario(imported.yaml, path: fixture + ".yaml")
            let result = await ScenarioRunner(spec: spec).run()
            #expect(result.failures.isEmpty, "\(fixture): \(result.failures.map { "\($0.key): \($0.actual)" })")
            let again = ScenarioRunner(spec: spec)
            await again.launch()
            #expect(again.reader.describedElements() == (try await CaptureSupport.spoken(path)))
        }
    }

    static func flatten(_ views: [ViewSpec]) -> [ViewSpec] {
        var result: [ViewSpec] = []
        var pending = Array(views.reversed())
        while let view = pending.popLast() {
            result.append(view)
            pending += view.subviews.reversed()
        }
        return result
    }
}
