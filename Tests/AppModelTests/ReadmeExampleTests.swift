import AppModel
import Testing

/// The README's Swift example, run as written, with its printed values asserted.
@MainActor
@Suite struct ReadmeExampleTests {
    @Test func pushingWifiPrintsTheDocumentedCallbacksAndBackButton() {
        let app = Application(device: .iphone)
        let settings = ViewController(id: "settings", title: "Settings")
        settings.contentBuilder = { root in root.addSubview(Switch("Airplane Mode", id: "airplane")) }
        let nav = NavigationController(id: "nav", viewControllers: [settings])
        app.launch(root: nav)
        app.clearTrace()

        nav.push(ViewController(id: "wifi", title: "Wi-Fi"))
        #expect(
            app.trace.names(of: TraceEvent.Kind.lifecycle) == [
                "wifi.viewDidLoad", "settings.viewWillDisappear", "wifi.viewWillAppear",
                "settings.viewDidDisappear", "wifi.viewDidAppear",
            ])
        #expect((nav.navigationBar.backButton.accessibilityLabel ?? "") == "Settings")
    }
}
