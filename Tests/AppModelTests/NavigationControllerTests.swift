import Testing

@testable import AppModel

@MainActor
@Suite struct NavigationControllerTests {
    @Test func launchLoadsAndShowsTheVisibleControllersParentsFirst() {
        let app = makeApp()
        let nav = NavigationController(id: "nav", viewControllers: [content("a"), content("b")])
        app.launch(root: nav)
        #expect(
            app.drain() == [
                "nav.viewDidLoad", "b.viewDidLoad", "nav.viewWillAppear", "b.viewWillAppear",
                "nav.viewDidAppear", "b.viewDidAppear",
            ])
    }

    @Test func pushRecordsUIKitsAppearanceOrder() {
        let app = makeApp()
        let a = content("A", title: "A")
        let nav = NavigationController(id: "nav", viewControllers: [a])
        app.launch(root: nav)
        app.clearTrace()
        nav.push(content("B", title: "B"))
        #expect(
            app.trace.names(of: TraceEvent.Kind.lifecycle) == [
                "B.viewDidLoad", "A.viewWillDisappear", "B.viewWillAppear", "A.viewDidDisappear", "B.viewDidAppear",
            ])
        #expect(
            app.trace.names(of: [.willMoveToParent, .didMoveToParent, .push]) == [
                "B.willMoveToParent", "nav.push", "B.didMoveToParent",
            ])
    }

    @Test func pushRunsALayoutPassBetweenWillAppearAndDidDisappear() {
        let app = makeApp()
        let nav = NavigationController(id: "nav", viewControllers: [content("A")])
        app.launch(root: nav)
        app.clearTrace()
        nav.push(content("B"))
        let names = app.trace.names(of: TraceEvent.Kind.lifecycle.union(TraceEvent.Kind.layout))
        #expect(
            names == [
                "B.viewDidLoad", "A.viewWillDisappear", "B.viewWillAppear",
                "nav.viewWillLayoutSubviews", "nav.viewDidLayoutSubviews",
                "B.viewWillLayoutSubviews", "B.viewDidLayoutSubviews",
                "A.viewDidDisappear", "B.viewDidAppear",
            ])
    }

    @Test func viewDidLoadHappensOnceEvenAfterPopAndPushAgain() {
        let app = makeApp()
        let a = content("A")
        let b = content("B")
        let nav = NavigationController(id: "nav", viewControllers: [a])
        app.launch(root: nav)
        nav.push(b)
        nav.pop()
        nav.push(b)
        #expect(app.trace.names(of: [.viewDidLoad]) == ["nav.viewDidLoad", "A.viewDidLoad", "B.viewDidLoad"])
    }

    @Test func popRestoresThePreviousControllerWithTheLeavingOnesWillFirst() {
        let app = makeApp()
        let nav = NavigationController(id: "nav", viewControllers: [content("A"), content("B")])
        app.launch(root: nav)
        app.clearTrace()
        let popped = nav.pop()
        #expect(popped?.id == "B")
        #expect(
            app.trace.names(of: TraceEvent.Kind.appearance.union([.willMoveToParent, .didMoveToParent])) == [
                "B.willMoveToParent", "B.viewWillDisappear", "A.viewWillAppear", "B.viewDidDisappear",
                "A.viewDidAppear", "B.didMoveToParent",
            ])
        #expect(nav.viewControllers.map(\.id) == ["A"])
        #expect(nav.pop() == nil)
    }

    @Test func popToRootRemovesEveryControllerAboveTheRootAndOnlyTheTopDisappears() {
        let app = makeApp()
        let nav = NavigationController(id: "nav", viewControllers: [content("A"), content("B"), content("C")])
        app.launch(root: nav)
        app.clearTrace()
        let popped = nav.popToRoot()
        #expect(popped.map(\.id) == ["B", "C"])
        #expect(
            app.drain(TraceEvent.Kind.appearance.union([.popToRoot])) == [
                "nav.popToRoot", "C.viewWillDisappear", "A.viewWillAppear", "C.viewDidDisappear", "A.viewDidAppear",
            ])
        #expect(nav.children.map(\.id) == ["A"])
    }

    @Test func setViewControllersReplacesTheStack() {
        let app = makeApp()
        let nav = NavigationController(id: "nav", viewControllers: [content("A")])
        app.launch(root: nav)
        app.clearTrace()
        nav.setViewControllers([content("X"), content("Y")])
        #expect(nav.viewControllers.map(\.id) == ["X", "Y"])
        #expect(
            app.drain() == [
                "Y.viewDidLoad", "A.viewWillDisappear", "Y.viewWillAppear", "A.viewDidDisappear", "Y.viewDidAppear",
            ])
        #expect(nav.view.subviews.contains { $0 === nav.viewControllers[1].view })
    }

    @Test func backButtonIsLabelledWithThePreviousTitleOrBack() {
        let app = makeApp()
        let nav = NavigationController(id: "nav", viewControllers: [content("settings", title: "Settings")])
        app.launch(root: nav)
        #expect(nav.navigationBar.backButton.isHidden)
        #expect(nav.navigationBar.titleLabel.accessibilityLabel == "Settings")
        #expect(nav.navigationBar.titleLabel.accessibilityTraits.contains(.header))
        nav.push(content("wifi", title: "Wi-Fi"))
        let back = nav.navigationBar.backButton
        #expect(!back.isHidden)
        #expect(back.accessibilityLabel == "Settings")
        #expect(back.accessibilityTraits == [.button, .backButton])
        nav.push(content("untitled"))
        #expect(back.accessibilityLabel == "Wi-Fi")
        nav.push(content("deeper"))
        #expect(back.accessibilityLabel == "Back")
    }

    @Test func backButtonTapPopsAndEscapePopsUntilTheRoot() {
        let app = makeApp()
        let nav = NavigationController(id: "nav", viewControllers: [content("A"), content("B"), content("C")])
        app.launch(root: nav)
        #expect(nav.navigationBar.backButton.performTap())
        #expect(nav.viewControllers.map(\.id) == ["A", "B"])
        #expect(nav.accessibilityPerformEscape())
        #expect(nav.viewControllers.map(\.id) == ["A"])
        #expect(!nav.accessibilityPerformEscape())
    }

    @Test func barButtonItemsBecomeButtonsFromTheRightEdge() {
        let app = makeApp()
        let root = content("list", title: "List")
        var tapped = 0
        root.navigationItem.rightBarButtonItems = [
            BarButtonItem(title: "Add", id: "add") { tapped += 1 }, BarButtonItem(title: "Edit", id: "edit"),
        ]
        let nav = NavigationController(id: "nav", viewControllers: [root])
        app.launch(root: nav)
        let add = nav.view.descendant(withID: "add")
        let edit = nav.view.descendant(withID: "edit")
        #expect(add?.frameInWindow == Rect(x: 322, y: 47, width: 60, height: 44))
        #expect(edit?.frameInWindow == Rect(x: 254, y: 47, width: 60, height: 44))
        #expect(add?.performTap() == true)
        #expect(tapped == 1)
    }

    /// Items set after the bar is shown appear at once, as UIKit's bars
    /// show a changed navigation item; an item of a controller below the
    /// top one waits until that controller is on top.
    @Test func barButtonItemsSetLaterAreShownAtOnce() {
        let app = makeApp()
        let root = content("list", title: "List")
        let nav = NavigationController(id: "nav", viewControllers: [root])
        app.launch(root: nav)
        #expect(nav.view.descendant(withID: "add") == nil)
        root.navigationItem.rightBarButtonItems = [BarButtonItem(title: "Add", id: "add")]
        #expect(nav.view.descendant(withID: "add")?.accessibilityLabel == "Add")
        root.toolbarItems = [BarButtonItem(title: "Share", id: "share")]
        #expect(nav.view.descendant(withID: "share") != nil)
        let detail = content("detail", title: "Detail")
        nav.push(detail)
        root.navigationItem.rightBarButtonItems = [BarButtonItem(title: "Done", id: "done")]
        #expect(nav.view.descendant(withID: "done") == nil)
        #expect(nav.view.descendant(withID: "add") == nil)
    }

    @Test func navigationGeometryFollowsTheContract() {
        let app = makeApp()
        let root = content("settings", title: "Settings", buttons: ["wifi", "bluetooth"])
        let nav = NavigationController(id: "nav", viewControllers: [root])
        app.launch(root: nav)
        #expect(nav.navigationBar.frameInWindow == Rect(x: 0, y: 47, width: 390, height: 44))
        #expect(nav.navigationBar.titleLabel.frameInWindow == Rect(x: 95, y: 47, width: 200, height: 44))
        #expect(root.view.frameInWindow == Rect(x: 0, y: 91, width: 390, height: 719))
        #expect(root.view.descendant(withID: "wifi")?.frameInWindow == Rect(x: 16, y: 99, width: 358, height: 44))
        #expect(root.view.descendant(withID: "bluetooth")?.frameInWindow == Rect(x: 16, y: 151, width: 358, height: 44))
    }
}
