import Testing

@testable import AppModel

@MainActor
@Suite struct AdaptivityTests {
    @Test func devicesHaveTheContractsScreensInsetsAndSizeClasses() {
        #expect(Device.iphone.screenSize(.portrait) == Size(width: 390, height: 844))
        #expect(Device.iphone.screenSize(.landscape) == Size(width: 844, height: 390))
        #expect(Device.ipad.screenSize(.landscape) == Size(width: 1366, height: 1024))
        #expect(Device.iphone.safeAreaInsets(.landscape) == EdgeInsets(top: 0, bottom: 21))
        #expect(Device.iphone.sizeClasses(.portrait) == (.compact, .regular))
        #expect(Device.iphone.sizeClasses(.landscape) == (.compact, .compact))
        #expect(Device.ipad.sizeClasses(.portrait) == (.regular, .regular))
        #expect(Device.iphone.rowThreshold == 8 && Device.ipad.rowThreshold == 13)
    }

    @Test func rotationSwapsTheScreenChangesTraitsAndRunsALayoutPass() {
        let app = makeApp()
        let home = content("home", buttons: ["ok"])
        let nav = NavigationController(id: "nav", viewControllers: [home])
        app.launch(root: nav)
        app.clearTrace()
        app.rotate(to: .landscape)
        #expect(app.window.frame.size == Size(width: 844, height: 390))
        #expect(
            app.drain([.sizeChange, .traitCollectionDidChange] as Set<TraceEvent.Kind>).prefix(3) == [
                "application.sizeChange", "nav.traitCollectionDidChange", "home.traitCollectionDidChange",
            ])
        #expect(home.view.frameInWindow == Rect(x: 0, y: 44, width: 844, height: 325))
        #expect(home.view.descendant(withID: "ok")?.frame.width == 812)
    }

    @Test func everySizeChangeIsFollowedByLayoutCallbacks() {
        let app = makeApp()
        let home = content("home")
        app.launch(root: home)
        app.clearTrace()
        app.rotate(to: .landscape)
        #expect(
            app.trace.names(of: TraceEvent.Kind.layout) == [
                "home.viewWillLayoutSubviews", "home.viewDidLayoutSubviews",
            ])
        app.clearTrace()
        app.rotate(to: .landscape)
        #expect(app.trace.events.isEmpty)
    }

    @Test func memoryWarningReachesEveryLoadedController() {
        let app = makeApp()
        let tabs = TabBarController(
            id: "tabs",
            viewControllers: [
                NavigationController(id: "nav", viewControllers: [content("a"), content("b")]), content("c"),
            ])
        app.launch(root: tabs)
        app.clearTrace()
        app.simulateMemoryWarning()
        // `a` is in the stack but never loaded; `c` is an unselected tab, not loaded.
        #expect(
            app.trace.names(of: [.memoryWarning, .didReceiveMemoryWarning]) == [
                "application.memoryWarning", "tabs.didReceiveMemoryWarning", "nav.didReceiveMemoryWarning",
                "b.didReceiveMemoryWarning",
            ])
    }

    @Test func rightToLeftPutsThePrimaryColumnOnTheRight() {
        let app = makeApp(device: .ipad)
        let split = SplitViewController(id: "split", primary: content("list"), secondary: content("detail"))
        app.setEnvironment(device: .ipad, orientation: .portrait, layoutDirection: .rightToLeft)
        app.launch(root: split)
        #expect(split.primary.view.frameInWindow.minX == 704)
    }
}
