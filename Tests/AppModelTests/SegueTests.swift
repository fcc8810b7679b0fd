import Testing

@testable import AppModel

@MainActor
@Suite struct SegueTests {
    @Test func showPushesInsideNavigationAndPresentsOtherwise() {
        let app = makeApp()
        let home = content("home")
        let nav = NavigationController(id: "nav", viewControllers: [home])
        app.launch(root: nav)
        #expect(home.targetViewController(for: .show) === nav)
        home.show(content("next"))
        #expect(nav.viewControllers.map(\.id) == ["home", "next"])
        #expect(home.targetViewController(for: .showDetail) == nil)
        home.showDetail(content("detail"))
        #expect(app.presentations.map(\.presented.id) == ["detail"])

        let bare = makeApp()
        let lonely = content("lonely")
        bare.launch(root: lonely)
        lonely.show(content("modal"))
        #expect(bare.presentations.map(\.presented.id) == ["modal"])
    }

    @Test func blockedSegueIsTracedAndDoesNothing() {
        let app = makeApp()
        let home = content("home")
        home.segueTemplates["next"] = SegueTemplate(
            identifier: "next", kind: .show, destination: "next", isBlocked: true)
        let nav = NavigationController(id: "nav", viewControllers: [home])
        app.launch(root: nav)
        app.clearTrace()
        #expect(!home.performSegue(withIdentifier: "next"))
        #expect(app.trace.events.map(\.description) == ["home.shouldPerformSegue(next)", "home.segueBlocked(next)"])
        #expect(nav.viewControllers.count == 1)
    }

    @Test func segueTracesShouldPrepareAndPerformThenShows() {
        let app = makeApp()
        let home = content("home")
        var prepared: String?
        home.prepareForSegue = { prepared = "\($0.identifier) -> \($0.destination.id)" }
        home.segueTemplates = [
            "details": SegueTemplate(identifier: "details", kind: .show, destination: "details"),
            "legacy": SegueTemplate(identifier: "legacy", kind: .push, destination: "legacy"),
            "modal": SegueTemplate(
                identifier: "modal", kind: .present, destination: "modal", style: .overFullScreen,
                transition: .crossDissolve),
        ]
        let nav = NavigationController(id: "nav", viewControllers: [home])
        app.launch(root: nav)
        app.clearTrace()
        #expect(home.performSegue(withIdentifier: "details"))
        #expect(prepared == "details -> details")
        #expect(
            app.trace.names(of: [.shouldPerformSegue, .prepareForSegue, .performSegue, .push]) == [
                "home.shouldPerformSegue", "home.prepareForSegue", "home.performSegue", "nav.push",
            ])
        nav.pop()
        #expect(home.performSegue(withIdentifier: "legacy"))
        #expect(nav.topViewController?.id == "legacy")
        nav.pop()
        #expect(home.performSegue(withIdentifier: "modal"))
        #expect(app.presentations.last?.style == .overFullScreen)
        #expect(app.presentations.last?.transitionStyle == .crossDissolve)
        #expect(!home.performSegue(withIdentifier: "missing"))
    }

    @Test func popoverAndEmbedSegues() {
        let app = makeApp()
        let home = content("home", buttons: ["anchor"])
        home.segueTemplates = [
            "pop": SegueTemplate(identifier: "pop", kind: .popover, destination: "menu"),
            "embed": SegueTemplate(identifier: "embed", kind: .embed, destination: "child", containerViewID: "anchor"),
        ]
        app.launch(root: home)
        #expect(home.performSegue(withIdentifier: "embed"))
        #expect(home.children.map(\.id) == ["child"])
        #expect(home.children[0].view.superview?.id == "anchor")
        #expect(home.performSegue(withIdentifier: "pop", sender: home.view.descendant(withID: "anchor")))
        #expect(app.presentations.last?.requestedStyle == .popover)
        #expect(app.presentations.last?.style == .overFullScreen)
    }

    @Test func unwindAcrossAModalAndANavigationStack() {
        let app = makeApp()
        let root = content("root")
        root.unwindActions = ["backToRoot"]
        let nav = NavigationController(id: "nav", viewControllers: [root, content("middle")])
        app.launch(root: nav)
        let c = content("c")
        let d = content("d")
        d.segueTemplates["unwind"] = SegueTemplate(identifier: "unwind", kind: .unwind, unwindAction: "backToRoot")
        let modalNav = NavigationController(id: "modalNav", viewControllers: [c, d])
        nav.topViewController!.present(modalNav, style: .fullScreen)
        app.clearTrace()
        #expect(d.performSegue(withIdentifier: "unwind"))
        #expect(app.presentations.isEmpty)
        #expect(nav.viewControllers.map(\.id) == ["root"])
        #expect(
            app.trace.names(of: [.prepareForSegue, .unwind, .dismiss, .pop]) == [
                "d.prepareForSegue", "d.unwind", "nav.dismiss", "nav.pop",
            ])
        #expect(root.appearanceState == .appeared)
    }

    @Test func unwindSearchesTheStackFromTheTopDown() {
        let app = makeApp()
        let first = content("first")
        let second = content("second")
        first.unwindActions = ["done"]
        second.unwindActions = ["done"]
        let third = content("third")
        let nav = NavigationController(id: "nav", viewControllers: [first, second, third])
        app.launch(root: nav)
        #expect(third.unwindDestination { $0.unwindActions.contains("done") } === second)
        #expect(third.unwind(toControllerWithID: "first"))
        #expect(nav.viewControllers.map(\.id) == ["first"])
        #expect(!first.unwind(toControllerWithID: "nowhere"))
    }

    @Test func unwindSelectsTheTabThatHoldsTheDestination() {
        let app = makeApp()
        let home = content("home")
        let other = content("other")
        let tabs = TabBarController(id: "tabs", viewControllers: [home, other], selectedIndex: 1)
        app.launch(root: tabs)
        #expect(other.unwind(toControllerWithID: "home"))
        #expect(tabs.selectedIndex == 0)
    }
}
