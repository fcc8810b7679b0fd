import Testing

@testable import AppModel

@MainActor
@Suite struct RestorationTests {
    /// The app's default interface, as a storyboard creates it at launch.
    private func makeRoot() -> NavigationController {
        let nav = NavigationController(id: "nav", viewControllers: [content("settings", title: "Settings")])
        nav.restorationIdentifier = "nav"
        return nav
    }

    @Test func pathsJoinIdentifiersFromTheRoot() {
        let app = makeApp()
        let nav = makeRoot()
        app.launch(root: nav)
        nav.push(content("wifi"))
        #expect(app.preserveState().paths == ["nav", "nav/settings", "nav/wifi"])
    }

    @Test func relaunchRestoresTheStackInPathOrder() {
        let app = makeApp()
        let nav = makeRoot()
        app.launch(root: nav)
        nav.push(content("wifi"))
        let restored = app.relaunch(makeRoot: makeRoot)
        #expect(restored == ["nav", "nav/settings", "nav/wifi"])
        let newNav = app.rootViewController as? NavigationController
        #expect(newNav !== nav)
        #expect(newNav?.viewControllers.map(\.id) == ["settings", "wifi"])
        #expect(newNav?.topViewController?.appearanceState == .appeared)
    }

    @Test func aControllerWithoutAnIdentifierExcludesItselfAndEverythingUnderAndPresentedByIt() {
        let app = makeApp()
        let nav = makeRoot()
        app.launch(root: nav)
        let group = NavigationController(id: "group", viewControllers: [content("inside")])
        let wifi = content("wifi")
        nav.push(wifi)
        wifi.present(group)
        group.viewControllers[0].present(content("above"))
        let excluded = content("excluded")
        excluded.restorationIdentifier = nil
        #expect(app.preserveState().paths == ["nav", "nav/settings", "nav/wifi"])
        let restored = app.relaunch(makeRoot: makeRoot)
        #expect(restored == ["nav", "nav/settings", "nav/wifi"])
        #expect(app.presentations.isEmpty)
        _ = excluded
    }

    @Test func presentedControllersAreRestoredAsNewPathsAfterTheirPresenter() {
        let app = makeApp()
        let nav = makeRoot()
        app.launch(root: nav)
        let sheet = content("sheet")
        nav.viewControllers[0].present(sheet, style: .formSheet)
        #expect(app.preserveState().paths == ["nav", "nav/settings", "sheet"])
        let restored = app.relaunch(makeRoot: makeRoot)
        #expect(restored == ["nav", "nav/settings", "sheet"])
        #expect(app.presentations.map(\.presented.id) == ["sheet"])
        #expect(app.presentations[0].requestedStyle == .formSheet)
    }

    @Test func lookupAsksTheRestorationClassThenTheDelegateThenFindsImplicitly() {
        let app = makeApp()
        let nav = makeRoot()
        app.launch(root: nav)
        let wifi = content("wifi")
        wifi.restorationClass = "WifiController"
        nav.push(wifi)
        var asked: [String] = []
        app.restorationClasses["WifiController"] = { path in
            asked.append("class " + path.joined(separator: "/"))
            return content("wifi")
        }
        app.appDelegate.restorationHandler = { path in
            asked.append("delegate " + path.joined(separator: "/"))
            return nil
        }
        let restored = app.relaunch(makeRoot: makeRoot)
        #expect(asked == ["delegate nav", "delegate nav/settings", "class nav/wifi"])
        #expect(restored == ["nav", "nav/settings", "nav/wifi"])
    }

    @Test func aRestorationClassReturningNilStopsThatController() {
        let app = makeApp()
        let nav = makeRoot()
        app.launch(root: nav)
        let wifi = content("wifi")
        wifi.restorationClass = "Refuses"
        nav.push(wifi)
        app.restorationClasses["Refuses"] = { _ in nil }
        #expect(app.relaunch(makeRoot: makeRoot) == ["nav", "nav/settings"])
        #expect(app.trace.names(of: [.restorationFailed]) == ["wifi.restorationFailed"])
    }

    @Test func repeatedIdentifiersInAStackAreToldApartByPosition() {
        let app = makeApp()
        let nav = makeRoot()
        app.launch(root: nav)
        nav.push(content("detail"))
        nav.push(content("detail"))
        #expect(app.preserveState().paths == ["nav", "nav/settings", "nav/detail", "nav/detail#1"])
        #expect(app.relaunch(makeRoot: makeRoot).count == 4)
        #expect((app.rootViewController as? NavigationController)?.viewControllers.count == 3)
    }

    @Test func tabSelectionIsRestored() {
        let app = makeApp()
        func makeTabs() -> TabBarController {
            let tabs = TabBarController(id: "tabs", viewControllers: [content("a"), content("b")])
            tabs.restorationIdentifier = "tabs"
            return tabs
        }
        let tabs = makeTabs()
        app.launch(root: tabs)
        tabs.select(1)
        #expect(app.relaunch(makeRoot: makeTabs) == ["tabs", "tabs/a", "tabs/b"])
        #expect((app.rootViewController as? TabBarController)?.selectedIndex == 1)
    }
}
