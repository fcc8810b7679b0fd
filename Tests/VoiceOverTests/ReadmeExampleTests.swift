import AppModel
import Testing
import VoiceOver

/// The README's VoiceOver example, run as written, with what it prints asserted.
@MainActor
@Suite struct ReadmeExampleTests {
    @Test func settingsExamplePrintsWhatTheReadmeSays() async {
        let wifi = Button("Wi-Fi", id: "wifi")
        let settings = ViewController(id: "settings", title: "Settings")
        settings.contentBuilder = { root in root.addSubview(wifi) }
        let nav = NavigationController(id: "nav", viewControllers: [settings])
        wifi.handlers.activate = {
            nav.push(ViewController(id: "detail", title: "Wi-Fi"))
            return true
        }
        let app = Application(device: .iphone)
        app.launch(root: nav)

        let reader = ScreenReader(application: app)
        await reader.start()
        #expect(reader.lastSpeech == "Settings. Heading.")
        await reader.swipeRight()
        #expect(reader.lastSpeech == "Wi-Fi. Button.")
        await reader.doubleTap()
        #expect(reader.lastSpeech == "Settings. Back Button.")
        await reader.escape()
        print(reader.lastGesture?.description ?? "")
        #expect(reader.lastGesture?.description == "escape: nav.back → nav.navigationBar → nav.view → nav ⇒ nav")
        #expect(reader.focusedElement?.id == "wifi")
    }
}
