import AppModel
import Testing
import VoiceOver

/// docs/voiceover-rules.md §6 and docs/scenario-format.md, "Time, focus and callbacks" "Focus after
/// transitions", starting from the contract's Settings example.
@MainActor
@Suite struct FocusTransitionTests {
    /// The §1 example app: Settings with Wi-Fi, Airplane Mode and Brightness.
    private func settingsApp(wifiPostsScreenChanged: Bool = true) -> (NavigationController, ViewController) {
        let wifiButton = Button("Wi-Fi", id: "wifi")
        let settings = screen(
            "settings", title: "Settings",
            [
                wifiButton, Switch("Airplane Mode", isOn: false, id: "airplane"),
                Slider("Brightness", value: 0.5, id: "brightness"),
            ])
        let networks = Label("Networks", id: "networks")
        networks.addedAccessibilityTraits = .header
        let wifi = screen("wifi", title: "Wi-Fi", [networks])
        if wifiPostsScreenChanged {
            wifi.on(.viewDidAppear) { [weak wifi] in
                wifi?.application?.post(.screenChanged(.element(networks)), from: wifi)
            }
        }
        let nav = NavigationController(id: "nav", viewControllers: [settings])
        wifiButton.handlers.activate = { [weak nav] in
            nav?.push(wifi)
            return true
        }
        return (nav, wifi)
    }

    @Test func launchFocusesTheFirstElementWithTheScreenChangedEarcon() async {
        let reader = await launch(settingsApp().0)
        #expect(reader.focusID == "nav.title")
        #expect(reader.lastSpeech == "Settings. Heading.")
        #expect(reader.earcons(since: 0) == [.screenChanged])
    }

    @Test func theContractExampleRunsAsWritten() async {
        let reader = await launch(settingsApp().0)
        await reader.swipeRight()
        #expect(reader.focusID == "wifi")
        #expect(reader.lastSpeech == "Wi-Fi. Button.")
        await reader.swipeRight()
        #expect(reader.lastSpeech == "Airplane Mode. Switch Button. Off.")
        #expect(reader.currentHint == "Double tap to toggle setting.")
        await reader.swipeRight()
        await reader.swipeUp()
        #expect(reader.lastSpeech == "60%")
        #expect(reader.application.window.descendant(withID: "brightness")?.accessibilityValue == "60%")
        let wifi = reader.application.window.descendant(withID: "wifi")!
        #expect(await reader.focus(on: wifi))
        let mark = reader.transcript.count
        await reader.doubleTap()
        #expect(ScreenReader.contentController(containing: reader.focusedElement!)?.id == "wifi")
        #expect(reader.focusID == "networks")
        #expect(reader.lastSpeech == "Networks. Heading.")
        #expect(reader.earcons(since: mark) == [.screenChanged])
        await reader.escape()
        #expect(reader.screenController?.id == "settings")
        #expect(reader.focusID == "wifi")
        #expect(reader.lastGesture?.handledBy == "nav")
        #expect(reader.lastGesture?.asked == ["networks", "wifi.view", "wifi", "nav"])
    }

    @Test func pushLandsOnTheBackButtonUnlessThePushedControllerPostsScreenChanged() async {
        let (nav, _) = settingsApp(wifiPostsScreenChanged: false)
        let reader = await launch(nav)
        await reader.swipeRight()
        await reader.doubleTap()
        #expect(reader.focusID == "nav.back")
        #expect(reader.lastSpeech == "Settings. Back Button.")
        #expect(reader.screenController?.id == "wifi")
    }

    @Test func popRestoresTheElementThatPushedOrTheFirstWhenSetSo() async {
        var first = VoiceOverSettings()
        first.afterDismiss = .first
        for (settings, expected) in [(VoiceOverSettings(), "wifi"), (first, "nav.title")] {
            let (nav, _) = settingsApp()
            let reader = await launch(nav, settings: settings)
            await reader.swipeRight()
            await reader.doubleTap()
            await reader.escape()
            #expect(reader.focusID == expected)
        }
    }

    @Test func presentationFocusesTheFirstElementInsideAndDismissalRestores() async {
        let sheetButton = Button("Done", id: "done")
        let sheet = screen("sheet", title: "Sheet", [Label("Compose", id: "compose"), sheetButton])
        let open = Button("Open", id: "open")
        let home = screen("home", [Label("Home", id: "homeLabel"), open])
        open.handlers.activate = {
            home.present(sheet)
            return true
        }
        sheetButton.handlers.activate = {
            sheet.dismiss()
            return true
        }
        let reader = await launch(home)
        await reader.swipeRight()
        #expect(reader.focusID == "open")
        let mark = reader.transcript.count
        await reader.doubleTap()
        #expect(reader.focusID == "compose")
        #expect(reader.earcons(since: mark) == [.screenChanged])
        // The sheet is modal: swiping never leaves it.
        await reader.swipeRight()
        await reader.swipeRight()
        #expect(reader.focusID == "done")
        #expect(reader.earcons(since: mark).last == .boundary)
        await reader.doubleTap()
        #expect(reader.focusID == "open")
        #expect(reader.lastSpeech == "Open. Button.")
    }

    @Test func escapeDismissesASheetAsTheSystemUnlessModalInPresentation() async {
        for locked in [false, true] {
            let sheet = screen("sheet", [Label("Compose", id: "compose")])
            sheet.isModalInPresentation = locked
            let home = screen("home", [Button("Open", id: "open")])
            let reader = await launch(home)
            home.present(sheet)
            await reader.appDidChange()
            #expect(reader.focusID == "compose")
            await reader.escape()
            #expect(reader.lastGesture?.handledBy == (locked ? "none" : "system"))
            #expect(reader.application.topPresentedViewController?.id == (locked ? "sheet" : nil))
            if locked { #expect(reader.earcons(since: 0).last == .boundary) }
        }
    }

    @Test func alertTakesFocusWithTheAlertSoundAndEscapeRunsCancel() async {
        let alert = AlertController(id: "confirm", title: "Delete?", message: "This cannot be undone.")
        var cancelled = false
        alert.addAction(AlertAction(title: "Delete", style: .destructive))
        alert.addAction(AlertAction(title: "Cancel", style: .cancel) { cancelled = true })
        let trash = Button("Trash", id: "trash")
        let home = screen("home", [trash])
        trash.handlers.activate = {
            home.present(alert)
            return true
        }
        let reader = await launch(home)
        await reader.doubleTap()
        #expect(reader.focusID == "confirm.title")
        #expect(reader.earcons(since: 1).contains(.alert))
        #expect(
            reader.describedElements() == ["Delete?", "This cannot be undone.", "Delete. Button.", "Cancel. Button."])
        await reader.escape()
        #expect(cancelled)
        #expect(reader.lastGesture?.handledBy == "confirm")
        #expect(reader.focusID == "trash")
    }

    @Test func tabSwitchKeepsFocusOnTheTabAndRereadsIt() async {
        let tabs = TabBarController(
            id: "tabs",
            viewControllers: [
                screen("home", title: "Home", [Label("Welcome", id: "welcome")]),
                screen("search", title: "Search", [Label("Find", id: "find")]),
            ])
        let reader = await launch(tabs)
        let tab = reader.application.window.descendant(withID: "tabs.tab1")!
        await reader.focus(on: tab)
        #expect(reader.lastSpeech == "Search. Tab. 2 of 2.")
        let mark = reader.transcript.count
        await reader.doubleTap()
        #expect(reader.focusID == "tabs.tab1")
        #expect(reader.speech(since: mark) == ["Selected: Search. Tab. 2 of 2."])
        #expect(reader.screenController?.id == "search")
        #expect(!reader.earcons(since: mark).contains(.screenChanged))
    }

    @Test func rotationKeepsFocusWhenTheElementStays() async {
        let reader = await launch(screen("s", [Button("A", id: "a"), Button("B", id: "b")]))
        await reader.swipeRight()
        #expect(reader.focusID == "b")
        await reader.rotate(to: .landscape)
        #expect(reader.focusID == "b")
    }

    @Test func aFocusedElementThatLeavesLosesFocusUntilTheNextSwipe() async {
        let b = Button("B", id: "b")
        let reader = await launch(screen("s", [Button("A", id: "a"), b, Button("C", id: "c")]))
        await reader.swipeRight()
        b.removeFromSuperview()
        await reader.appDidChange()
        #expect(reader.focusedElement == nil)
        await reader.swipeRight()
        #expect(reader.focusID == "a")
    }

    @Test func swipingPastTheEndsGivesTheBoundaryEarconAndKeepsFocus() async {
        let reader = await launch(screen("s", [Button("A", id: "a"), Button("B", id: "b")]))
        await reader.swipeLeft()
        #expect(reader.focusID == "a")
        #expect(reader.earcons(since: 0) == [.screenChanged, .boundary])
        await reader.swipeRight()
        await reader.swipeRight()
        #expect(reader.focusID == "b")
        #expect(reader.earcons(since: 0).last == .boundary)
    }

    @Test func overFullScreenKeepsThePresenterReachableUnlessItsRootViewIsModal() async {
        for modal in [false, true] {
            let overlay = screen(
                "overlay", [Button("Close", id: "close", frame: Rect(x: 16, y: 600, width: 100, height: 44))])
            overlay.modalPresentationStyle = .overFullScreen
            let home = screen("home", [Button("Open", id: "open")])
            let reader = await launch(home)
            home.present(overlay)
            overlay.view.accessibilityViewIsModal = modal
            await reader.appDidChange()
            #expect(reader.focusID == "close")
            let reachable = reader.currentTree().elements.map(\.name)
            #expect(reachable == (modal ? ["close"] : ["open", "close"]))
        }
    }

    @Test func popoverAdaptsToAModalFullScreenInCompactWidth() async {
        let popover = screen("menu", [Button("Copy", id: "copy")])
        popover.modalPresentationStyle = .popover
        let home = screen("home", [Button("More", id: "more")])
        let reader = await launch(home)
        home.present(popover)
        await reader.appDidChange()
        #expect(reader.currentTree().elements.map(\.name) == ["copy"])
        await reader.escape()
        #expect(reader.lastGesture?.handledBy == "system")
        #expect(reader.focusID == "more")
    }
}
