import Testing

@testable import AppModel

@MainActor
@Suite struct EventTraceTests {
    @Test func eventsAreTypedAndNamedSubjectDotKind() {
        let event = TraceEvent("settings", .viewWillDisappear)
        #expect(event.name == "settings.viewWillDisappear")
        #expect(TraceEvent("nav", .push, detail: "wifi").description == "nav.push(wifi)")
    }

    @Test func marksGiveTheEventsSinceAPoint() {
        let app = makeApp()
        let nav = NavigationController(id: "nav", viewControllers: [content("a")])
        app.launch(root: nav)
        let mark = app.trace.mark
        nav.push(content("b"))
        let since = app.trace.events(since: mark)
        #expect(since.first?.name == "b.willMoveToParent")
        #expect(app.trace.names(of: [.push], since: mark) == ["nav.push"])
    }

    @Test func postedNotificationsAreQueuedForTheScreenReaderAndTraced() {
        let app = makeApp()
        let home = content("home", buttons: ["ok"])
        app.launch(root: home)
        let ok = home.view.descendant(withID: "ok")!
        app.clearTrace()
        app.post(.screenChanged(.element(ok)), from: home)
        app.post(.layoutChanged(.none))
        app.post(.announcement("Saved", priority: .high), from: ok)
        app.post(.layoutChanged(.text("Two results")))
        #expect(
            app.trace.events.map(\.description) == [
                "home.post(screenChanged(ok))", "application.post(layoutChanged(nil))",
                "ok.post(announcement(\"Saved\", high))", "application.post(layoutChanged(\"Two results\"))",
            ])
        #expect(app.takePendingNotifications().count == 4)
        #expect(app.takePendingNotifications().isEmpty)
    }

    @Test func lifecycleHandlersRunAfterTheirCallbackIsRecorded() {
        let app = makeApp()
        let wifi = content("wifi")
        wifi.on(.viewDidAppear) { app.record(TraceEvent("wifi", .log, detail: "appeared")) }
        let nav = NavigationController(id: "nav", viewControllers: [content("settings")])
        app.launch(root: nav)
        nav.push(wifi)
        let names = app.trace.events.suffix(3).map(\.description)
        #expect(names == ["wifi.viewDidAppear", "wifi.log(appeared)", "wifi.didMoveToParent(nav)"])
    }

    @Test func controlValueChangesAreTraced() {
        let app = makeApp()
        let home = content("home")
        let toggle = Switch("Airplane Mode", id: "airplane")
        home.contentBuilder = { $0.addSubview(toggle) }
        app.launch(root: home)
        _ = toggle.performTap()
        #expect(app.trace.events.last?.description == "airplane.valueChanged(1)")
    }

    @Test func accessibilityFrameAndActivationPointFollowTheViewUnlessSet() {
        let view = Button("OK", frame: Rect(x: 10, y: 20, width: 100, height: 40))
        #expect(view.accessibilityFrame == Rect(x: 10, y: 20, width: 100, height: 40))
        #expect(view.activationPoint == Point(x: 60, y: 40))
        view.customAccessibilityFrame = Rect(x: 0, y: 0, width: 10, height: 10)
        #expect(view.activationPoint == Point(x: 5, y: 5))
        view.isEnabled = false
        #expect(!view.accessibilityRespondsToUserInteraction)
    }

    @Test func traitsHaveUIKitsRawValuesAndNames() {
        #expect(AccessibilityTraits.button.rawValue == 1)
        #expect(AccessibilityTraits.header.rawValue == 1 << 16)
        #expect(AccessibilityTraits.toggleButton.rawValue == 0x20_0000_0000_0000)
        #expect(AccessibilityTraits(name: "notEnabled") == .notEnabled)
        #expect(AccessibilityTraits(name: "bogus") == nil)
        #expect(([.selected, .button] as AccessibilityTraits).names == ["button", "selected"])
    }

    @Test func deepHierarchiesAreWalkedWithoutRecursion() {
        let root = View(frame: Rect(x: 0, y: 0, width: 10, height: 10))
        var parent = root
        for index in 0..<10_000 {
            let child = View(id: "v\(index)", frame: Rect(x: 0, y: 1, width: 10, height: 10))
            parent.addSubview(child)
            parent = child
        }
        #expect(root.subtree.count == 10_001)
        #expect(root.descendant(withID: "v9999") === parent)
        root.layoutIfNeeded()
    }
}
