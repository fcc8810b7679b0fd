import Testing

@testable import AppModel

@MainActor
@Suite struct ResponderChainTests {
    @Test func chainRunsFromViewThroughControllersToTheAppDelegate() {
        let app = makeApp()
        let wifi = content("wifi", title: "Wi-Fi")
        wifi.contentBuilder = { root in
            let group = View(id: "group")
            group.addSubview(Label("Networks", id: "networks"))
            root.addSubview(group)
        }
        let nav = NavigationController(id: "nav", viewControllers: [content("settings"), wifi])
        app.launch(root: nav)
        let heading = wifi.view.descendant(withID: "networks")!
        #expect(
            heading.responderChain.map(\.traceName) == [
                "networks", "group", "wifi.view", "wifi", "nav", "window", "application", "appDelegate",
            ])
    }

    @Test func presentedControllersContinueAtTheirPresenter() {
        let app = makeApp()
        let home = content("home")
        let nav = NavigationController(id: "nav", viewControllers: [home])
        app.launch(root: nav)
        let sheet = content("sheet", buttons: ["done"])
        home.present(sheet)
        let done = sheet.view.descendant(withID: "done")!
        #expect(
            done.responderChain.map(\.traceName) == [
                "done", "sheet.view", "sheet", "nav", "window", "application", "appDelegate",
            ])
    }

    @Test func handlersReplaceBuiltInsAndFalsePassesTheGestureOn() {
        let app = makeApp()
        let nav = NavigationController(id: "nav", viewControllers: [content("a"), content("b")])
        app.launch(root: nav)
        nav.handlers.escape = { false }
        #expect(!nav.accessibilityPerformEscape())
        #expect(nav.viewControllers.count == 2)
        app.appDelegate.handlers.magicTap = { true }
        #expect(app.appDelegate.accessibilityPerformMagicTap())
    }

    @Test func navigationDoesNotPopWhileSomethingIsPresentedOverIt() {
        let app = makeApp()
        let b = content("b")
        let nav = NavigationController(id: "nav", viewControllers: [content("a"), b])
        app.launch(root: nav)
        b.present(content("sheet"))
        #expect(!nav.accessibilityPerformEscape())
        #expect(nav.viewControllers.count == 2)
    }
}
