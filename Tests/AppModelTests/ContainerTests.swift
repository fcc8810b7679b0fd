import Testing

@testable import AppModel

@MainActor
@Suite struct ContainerTests {
    @Test func tabBarShowsOneTabPerChildAndForwardsAppearanceToTheSelectedOne() {
        let app = makeApp()
        let tabs = TabBarController(
            id: "tabs",
            viewControllers: [
                content("home", title: "Home"), content("search", title: "Search"), content("me", title: "Me"),
            ])
        app.launch(root: tabs)
        #expect(
            app.drain() == [
                "tabs.viewDidLoad", "home.viewDidLoad", "tabs.viewWillAppear", "home.viewWillAppear",
                "tabs.viewDidAppear", "home.viewDidAppear",
            ])
        let buttons = tabs.tabBar.buttons
        #expect(buttons.map { $0.accessibilityLabel ?? "" } == ["Home", "Search", "Me"])
        #expect(buttons[0].accessibilityTraits == [.button, .selected, .tabBarItem])
        #expect(buttons[2].seriesPosition! == (3, 3))
        #expect(tabs.tabBar.accessibilityTraits == .tabBar)
        #expect(tabs.tabBar.frameInWindow == Rect(x: 0, y: 761, width: 390, height: 49))
        #expect(buttons[1].frameInWindow == Rect(x: 130, y: 761, width: 130, height: 49))
        #expect(buttons[1].performTap())
        #expect(tabs.selectedIndex == 1)
        #expect(
            app.drain(TraceEvent.Kind.lifecycle.union([.selectTab])) == [
                "tabs.selectTab", "search.viewDidLoad", "home.viewWillDisappear", "search.viewWillAppear",
                "home.viewDidDisappear", "search.viewDidAppear",
            ])
        #expect(
            buttons[1].accessibilityTraits.contains(.selected) && !buttons[0].accessibilityTraits.contains(.selected))
    }

    @Test func tabOfANavigationControllerIsTitledByItsRoot() {
        let app = makeApp()
        let nav = NavigationController(id: "nav", viewControllers: [content("feed", title: "Feed")])
        let tabs = TabBarController(id: "tabs", viewControllers: [nav])
        app.launch(root: tabs)
        #expect(tabs.tabBar.buttons[0].accessibilityLabel == "Feed")
        #expect(nav.viewControllers[0].view.frameInWindow == Rect(x: 0, y: 91, width: 390, height: 670))
    }

    @Test func splitCollapsesToThePrimaryInCompactWidthAndExpandsInRegular() {
        let app = makeApp(device: .ipad)
        let list = NavigationController(id: "list", viewControllers: [content("items", title: "Items")])
        let split = SplitViewController(id: "split", primary: list, secondary: content("detail", title: "Detail"))
        app.launch(root: split)
        #expect(!split.isCollapsed)
        #expect(split.primary.view.frameInWindow == Rect(x: 0, y: 0, width: 320, height: 1366))
        #expect(split.secondary?.view.frameInWindow == Rect(x: 320, y: 24, width: 704, height: 1322))
        app.clearTrace()
        app.setEnvironment(device: .iphone, orientation: .portrait, layoutDirection: .leftToRight)
        #expect(split.isCollapsed)
        #expect(
            app.drain(TraceEvent.Kind.appearance.union([.collapse, .traitCollectionDidChange])) == [
                "split.traitCollectionDidChange", "list.traitCollectionDidChange", "items.traitCollectionDidChange",
                "detail.traitCollectionDidChange", "split.collapse", "detail.viewWillDisappear",
                "detail.viewDidDisappear",
            ])
        #expect(split.secondary?.view.window == nil)
        app.setEnvironment(device: .ipad, orientation: .landscape, layoutDirection: .leftToRight)
        #expect(!split.isCollapsed)
        #expect(split.secondary?.view.window === app.window)
        #expect(split.secondary?.view.frameInWindow == Rect(x: 320, y: 24, width: 1046, height: 980))
    }

    @Test func rotationKeepsTheSizeClassSoASplitStaysAsItIsAndRelaysItsColumns() {
        let phone = makeApp()
        let collapsed = SplitViewController(id: "split", primary: content("list"), secondary: content("detail"))
        phone.launch(root: collapsed)
        #expect(collapsed.isCollapsed)
        phone.rotate(to: .landscape)
        #expect(collapsed.isCollapsed)
        #expect(collapsed.primary.view.frameInWindow == Rect(x: 0, y: 0, width: 844, height: 369))

        let pad = makeApp(device: .ipad)
        let expanded = SplitViewController(id: "split", primary: content("list"), secondary: content("detail"))
        pad.launch(root: expanded)
        pad.clearTrace()
        pad.rotate(to: .landscape)
        #expect(!expanded.isCollapsed)
        #expect(expanded.secondary?.view.frameInWindow == Rect(x: 320, y: 24, width: 1046, height: 980))
        #expect(pad.trace.names(of: TraceEvent.Kind.layout).contains("detail.viewWillLayoutSubviews"))
    }

    @Test func showDetailReplacesTheSecondaryOrPushesWhenCollapsed() {
        let app = makeApp(device: .ipad)
        let items = content("items", title: "Items")
        let list = NavigationController(id: "list", viewControllers: [items])
        let split = SplitViewController(id: "split", primary: list, secondary: content("empty"))
        app.launch(root: split)
        items.showDetail(content("first"))
        #expect(split.secondary?.id == "first")
        app.setEnvironment(device: .iphone, orientation: .portrait, layoutDirection: .leftToRight)
        // Collapsing after a detail was chosen moves it onto the primary's stack.
        #expect(list.viewControllers.map(\.id) == ["items", "first"])
        items.showDetail(content("second"))
        #expect(list.viewControllers.map(\.id) == ["items", "first", "second"])
        app.setEnvironment(device: .ipad, orientation: .portrait, layoutDirection: .leftToRight)
        #expect(list.viewControllers.map(\.id) == ["items"])
        #expect(split.secondary?.id == "second")
    }

    @Test func pageControllerPagesWithScrollAndPostsItsStatus() {
        let app = makeApp()
        let pager = PageViewController(id: "pager", pages: [content("p1"), content("p2"), content("p3")])
        app.launch(root: pager)
        app.clearTrace()
        #expect(pager.accessibilityScroll(.left))
        #expect(pager.currentPage?.id == "p2")
        #expect(
            app.drain() == [
                "p2.viewDidLoad", "p1.viewWillDisappear", "p2.viewWillAppear", "p1.viewDidDisappear",
                "p2.viewDidAppear",
            ])
        #expect(pager.pageControl.accessibilityValue == "page 2 of 3")
        #expect(pager.accessibilityScroll(.next))
        #expect(pager.accessibilityScroll(.next))
        #expect(
            app.takePendingNotifications().map(\.summary) == [
                "pageScrolled(\"Page 2 of 3\")", "pageScrolled(\"Page 3 of 3\")", "pageScrolled(\"Page 3 of 3\")",
            ])
        pager.pageControl.accessibilityDecrement()
        #expect(pager.currentPage?.id == "p2")
    }

    @Test func customContainmentCallsWillMoveItselfAndDidMoveExplicitly() {
        let app = makeApp()
        let container = ContainerViewController(id: "container")
        container.contentBuilder = {
            $0.addSubview(View(id: "slot", frame: Rect(x: 0, y: 100, width: 390, height: 300)))
        }
        app.launch(root: container)
        app.clearTrace()
        let child = content("child")
        container.addChild(child)
        #expect(app.trace.names(of: [.willMoveToParent, .didMoveToParent]) == ["child.willMoveToParent"])
        #expect(app.trace.events.first { $0.kind == .willMoveToParent }?.detail == "container")
        container.unembed(child)
        app.clearTrace()
        container.embed(child, in: container.view.descendant(withID: "slot"))
        #expect(
            app.drain(TraceEvent.Kind.lifecycle.union([.willMoveToParent, .didMoveToParent])) == [
                "child.willMoveToParent", "child.viewDidLoad", "child.viewWillAppear", "child.viewDidAppear",
                "child.didMoveToParent",
            ])
        #expect(child.view.frameInWindow == Rect(x: 0, y: 147, width: 390, height: 300))
        container.unembed(child)
        #expect(
            app.drain(TraceEvent.Kind.lifecycle.union([.willMoveToParent, .didMoveToParent])) == [
                "child.willMoveToParent", "child.viewWillDisappear", "child.viewDidDisappear", "child.didMoveToParent",
            ])
        #expect(container.children.isEmpty)
    }

    @Test func customTransitionSwapsChildrenWithAppearanceCallbacks() {
        let app = makeApp()
        let container = ContainerViewController(id: "container")
        let one = content("one")
        app.launch(root: container)
        container.embed(one)
        let two = content("two")
        container.addChild(two)
        app.clearTrace()
        container.transition(from: one, to: two)
        #expect(
            app.drain(TraceEvent.Kind.lifecycle.union([.transition])) == [
                "container.transition", "two.viewDidLoad", "one.viewWillDisappear", "two.viewWillAppear",
                "one.viewDidDisappear", "two.viewDidAppear",
            ])
        #expect(two.view.superview === container.view)
        #expect(one.viewIfLoaded?.superview == nil)
    }

    @Test func manualAppearanceForwardingGivesChildrenCallbacksOnlyThroughTheContainer() {
        let app = makeApp()
        let container = ContainerViewController(id: "container")
        container.forwardsAppearanceManually = true
        #expect(!container.shouldAutomaticallyForwardAppearanceMethods)
        let child = content("child")
        container.contentBuilder = { [unowned container] _ in container.embed(child) }
        let nav = NavigationController(id: "nav", viewControllers: [content("first"), container])
        app.launch(root: nav)
        app.clearTrace()
        nav.pop()
        #expect(
            app.drain(TraceEvent.Kind.appearance) == [
                "container.viewWillDisappear", "child.viewWillDisappear", "first.viewWillAppear",
                "container.viewDidDisappear", "child.viewDidDisappear", "first.viewDidAppear",
            ])
    }
}
