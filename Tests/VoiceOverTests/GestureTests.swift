import AppModel
import Testing
import VoiceOver

/// docs/voiceover-rules.md §5: special gestures through the responder chain,
/// activation, adjusting, custom actions and the rotor.
@MainActor
@Suite struct GestureTests {
    @Test func escapeAsksEveryResponderUpTheChainAndGivesTheBoundaryWhenUnhandled() async {
        let reader = await launch(screen("home", [Button("A", id: "a")]))
        await reader.escape()
        #expect(reader.lastGesture?.asked == ["a", "home.view", "home", "window", "application", "appDelegate"])
        #expect(reader.lastGesture?.handledBy == "none")
        #expect(reader.earcons(since: 0).last == .boundary)
    }

    @Test func aResponderReturningTrueStopsTheWalk() async {
        let home = screen("home", [Button("A", id: "a")])
        var escaped = false
        home.handlers.escape = {
            escaped = true
            return true
        }
        let reader = await launch(home)
        await reader.escape()
        #expect(escaped)
        #expect(reader.lastGesture?.asked == ["a", "home.view", "home"])
        #expect(reader.lastGesture?.handledBy == "home")
    }

    @Test func aHandlerReturningFalsePassesTheGestureOn() async {
        let a = Button("A", id: "a")
        a.handlers.magicTap = { false }
        let home = screen("home", [a])
        let reader = await launch(home)
        reader.application.appDelegate.handlers.magicTap = { true }
        await reader.magicTap()
        #expect(reader.lastGesture?.handledBy == "appDelegate")
        #expect(reader.lastGesture?.asked.first == "a")
    }

    @Test func navigationControllerPopsOnEscapeAndTheRootPassesItOn() async {
        let nav = NavigationController(
            id: "nav", viewControllers: [screen("root", title: "Root", [Button("Go", id: "go")])])
        let reader = await launch(nav)
        nav.push(screen("detail", title: "Detail", [Label("Body", id: "body")]))
        await reader.appDidChange()
        await reader.escape()
        #expect(reader.lastGesture?.handledBy == "nav")
        #expect(nav.viewControllers.map(\.id) == ["root"])
        await reader.escape()
        #expect(reader.lastGesture?.handledBy == "none")
        #expect(reader.lastGesture?.asked.contains("nav") == true)
    }

    @Test func magicTapAtAViewAtTheAppDelegateAndTheSystemDefault() async {
        let play = Button("Play", id: "play")
        var played = 0
        play.handlers.magicTap = {
            played += 1
            return true
        }
        let reader = await launch(screen("home", [play, Button("Other", id: "other")]))
        await reader.swipeRight()
        await reader.swipeLeft()
        await reader.magicTap()
        #expect(reader.lastGesture?.handledBy == "play")
        #expect(played == 1)
        await reader.swipeRight()
        await reader.magicTap()
        #expect(reader.lastGesture?.handledBy == "system")
        #expect(reader.isSystemMediaPlaying)
        reader.application.appDelegate.handlers.magicTap = { true }
        await reader.magicTap()
        #expect(reader.lastGesture?.handledBy == "appDelegate")
    }

    @Test func threeFingerScrollPagesAScrollViewAndRepeatsTheLastPageAsTheBorder() async {
        let scroll = ScrollView(id: "feed", frame: Rect(x: 0, y: 0, width: 390, height: 300))
        scroll.contentSize = Size(width: 390, height: 900)
        scroll.addSubview(Button("Item", id: "item", frame: Rect(x: 0, y: 10, width: 200, height: 44)))
        let reader = await launch(screen("home", [scroll]))
        let mark = reader.transcript.count
        await reader.scroll(.down)
        #expect(reader.lastGesture?.handledBy == "feed")
        #expect(reader.lastSpeech == "Page 2 of 3")
        await reader.scroll(.down)
        await reader.scroll(.down)
        #expect(reader.speech(since: mark) == ["Page 2 of 3", "Page 3 of 3", "Page 3 of 3"])
        #expect(reader.earcons(since: mark) == [.pageScrolled, .pageScrolled, .boundary])
        await reader.threeFingerTap()
        #expect(reader.lastSpeech == "Page 3 of 3")
    }

    @Test func focusBelowTheFoldScrollsTheElementIntoViewSoADoubleTapReachesIt() async {
        let scroll = ScrollView(id: "list", frame: Rect(x: 0, y: 0, width: 390, height: 300))
        scroll.contentSize = Size(width: 390, height: 900)
        scroll.addSubview(Button("Top", id: "top", frame: Rect(x: 0, y: 10, width: 200, height: 44)))
        let deep = Switch("Deep", isOn: false, id: "deep", frame: Rect(x: 0, y: 700, width: 390, height: 44))
        scroll.addSubview(deep)
        // What lies under the deep row's place before scrolling: a control of its own.
        let below = Switch("Below", isOn: false, id: "below", frame: Rect(x: 0, y: 700, width: 390, height: 44))
        let reader = await launch(screen("home", [scroll, below]))
        await reader.swipeRight()
        #expect(reader.focusedElement?.id == "deep")
        // The least scroll that shows it: its bottom at the scroll view's bottom.
        #expect(scroll.contentOffset == Point(x: 0, y: 444))
        // The scroll view starts under the status bar (47): its bottom is at 347.
        #expect(deep.accessibilityFrame == Rect(x: 0, y: 303, width: 390, height: 44))
        await reader.doubleTap()
        #expect(deep.isOn)
        #expect(!below.isOn)
    }

    @Test func scrollingToFocusMovesNothingInTheOrderOfAGroupedScrollView() async {
        let title = Label("Title", id: "title", frame: Rect(x: 0, y: 0, width: 390, height: 44))
        let scroll = ScrollView(id: "list", frame: Rect(x: 0, y: 50, width: 390, height: 300))
        scroll.contentSize = Size(width: 390, height: 900)
        scroll.shouldGroupAccessibilityChildren = true
        for (index, y) in [10.0, 400, 800].enumerated() {
            scroll.addSubview(
                Button("Row \(index + 1)", id: "row\(index + 1)", frame: Rect(x: 0, y: y, width: 390, height: 44)))
        }
        let done = Button("Done", id: "done", frame: Rect(x: 0, y: 400, width: 390, height: 44))
        let reader = await launch(screen("home", [title, scroll, done]))
        var visited: [String] = []
        for _ in 0..<5 {
            visited.append(reader.focusedElement?.id ?? "none")
            await reader.swipeRight()
        }
        // Row 3 scrolls the list by 544 (its bottom at the list's); the list still sorts where it lies unscrolled, after the title and before Done.
        #expect(visited == ["title", "row1", "row2", "row3", "done"])
        #expect(scroll.contentOffset.y == 544)
    }

    @Test func scrollWithNothingScrollableGivesTheBoundary() async {
        let reader = await launch(screen("home", [Button("A", id: "a")]))
        await reader.scroll(.down)
        #expect(reader.lastGesture?.handledBy == "none")
        #expect(reader.earcons(since: 1) == [.boundary])
    }

    @Test func incrementSpeaksTheNewValueAndTheEndIsTheBoundary() async {
        let slider = Slider("Volume", value: 0.9, id: "volume")
        let reader = await launch(screen("home", [slider]))
        await reader.swipeUp()
        #expect(reader.lastSpeech == "100%")
        #expect(reader.lastGesture?.handledBy == "volume")
        let mark = reader.transcript.count
        await reader.swipeUp()
        #expect(reader.earcons(since: mark) == [.boundary])
        await reader.swipeDown()
        #expect(reader.lastSpeech == "90%")
    }

    @Test func activateFallsBackToATapAtTheActivationPoint() async {
        let toggle = Switch("Airplane Mode", isOn: false, id: "airplane")
        let reader = await launch(screen("home", [toggle]))
        await reader.doubleTap()
        #expect(toggle.isOn)
        #expect(reader.lastGesture?.handledBy == "airplane")
        #expect(reader.lastSpeech == "On")
    }

    @Test func activatingADimmedControlDoesNothing() async {
        let button = Button("Send", id: "send")
        button.isEnabled = false
        var sent = false
        button.addAction(for: .primaryActionTriggered) { sent = true }
        let reader = await launch(screen("home", [button]))
        #expect(reader.lastSpeech == "Send. Dimmed. Button.")
        await reader.doubleTap()
        #expect(!sent)
        #expect(reader.lastGesture?.handledBy == "none")
    }

    @Test func activationRereadsTheElementUnlessTheAppSpoke() async {
        let save = Button("Save", id: "save")
        save.addAction(for: .primaryActionTriggered) {}
        let share = Button("Share", id: "share")
        let reader = await launch(screen("home", [save, share]))
        share.handlers.activate = { [app = reader.application] in
            app.post(.announcement("Shared", priority: .default))
            return true
        }
        var mark = reader.transcript.count
        await reader.doubleTap()
        #expect(reader.speech(since: mark) == ["Save. Button."])
        await reader.swipeRight()
        mark = reader.transcript.count
        await reader.doubleTap()
        #expect(reader.speech(since: mark).isEmpty)
        await reader.wait(milliseconds: 2_000)
        #expect(reader.announcements.map(\.wasSuccessful) == [true])
    }

    @Test func stepperButtonsSpeakTheNewValue() async {
        let stepper = Stepper("Copies", value: 1, id: "copies")
        let reader = await launch(screen("home", [stepper]))
        let increment = reader.application.window.descendant(withID: "copies.increment")!
        await reader.focus(on: increment)
        await reader.doubleTap()
        #expect(reader.lastSpeech == "2")
    }

    @Test func customActionsByNameAndThroughTheActionsRotor() async {
        var log: [String] = []
        let message = Label("Message from Ada", id: "message")
        message.accessibilityCustomActions = [
            CustomAction(name: "Delete") {
                log.append("delete")
                return true
            },
            CustomAction(name: "Archive") {
                log.append("archive")
                return true
            },
        ]
        let reader = await launch(screen("home", [message]))
        #expect(reader.lastSpeech == "Message from Ada. Actions Available.")
        #expect(await reader.performAction(named: "Archive"))
        #expect(log == ["archive"])
        #expect(!(await reader.performAction(named: "Forward")))
        await reader.swipeDown()
        #expect(reader.lastSpeech == "Delete")
        await reader.swipeDown()
        #expect(reader.lastSpeech == "Archive")
        await reader.swipeDown()
        #expect(reader.lastSpeech == "Activate")
        await reader.swipeUp()
        await reader.doubleTap()
        #expect(log == ["archive", "archive"])
        #expect(reader.lastGesture?.handledBy == "message")
    }

    @Test func rotorMovesByHeadingsAndLinks() async {
        func heading(_ text: String, _ id: String) -> Label {
            let label = Label(text, id: id)
            label.addedAccessibilityTraits = .header
            return label
        }
        let reader = await launch(
            screen(
                "home",
                [
                    heading("Top", "h1"), Label("Body", id: "body"), Link("Terms", id: "terms"),
                    heading("Bottom", "h2"),
                ]))
        await reader.selectRotor(.headings)
        #expect(reader.utterances(since: 0).last?.text == "Headings")
        #expect(reader.utterances(since: 0).last?.kind == .rotor)
        await reader.swipeDown()
        #expect(reader.focusID == "h2")
        await reader.swipeDown()
        #expect(reader.earcons(since: 0).last == .boundary)
        await reader.swipeUp()
        #expect(reader.focusID == "h1")
        await reader.selectRotor(.links)
        await reader.swipeDown()
        #expect(reader.focusID == "terms")
        #expect(reader.lastSpeech == "Terms. Link.")
    }

    @Test func rotorStopsAtLandmarksContainersImagesAndTextFields() async {
        let landmark = View(id: "region", frame: Rect(x: 0, y: 200, width: 390, height: 100))
        landmark.accessibilityContainerType = .landmark
        landmark.addSubview(Label("Inside", id: "inside", frame: Rect(x: 0, y: 0, width: 100, height: 44)))
        let image = ImageView("logo", id: "logo", frame: Rect(x: 0, y: 400, width: 44, height: 44))
        image.isAccessibilityElement = true
        image.accessibilityLabel = "Logo"
        let field = TextField(
            text: "", placeholder: "Name", id: "name", frame: Rect(x: 0, y: 500, width: 200, height: 44))
        let reader = await launch(
            screen(
                "home",
                [Label("Top", id: "top", frame: Rect(x: 0, y: 0, width: 100, height: 44)), landmark, image, field]))
        for (rotor, target) in [
            (Rotor.landmarks, "inside"), (.containers, "inside"), (.images, "logo"), (.textFields, "name"),
        ] {
            await reader.fourFingerTapTop()
            await reader.selectRotor(rotor)
            await reader.swipeDown()
            #expect(reader.focusID == target, "rotor \(rotor)")
        }
    }

    @Test func readAllReadsEveryElementAndReadFromHereStartsAtFocus() async {
        let reader = await launch(screen("home", [Button("A", id: "a"), Button("B", id: "b"), Button("C", id: "c")]))
        var mark = reader.transcript.count
        await reader.readAll()
        #expect(reader.speech(since: mark) == ["A. Button.", "B. Button.", "C. Button."])
        #expect(reader.focusID == "c")
        #expect(!reader.utterances(since: mark).contains { $0.kind == .hint })
        await reader.fourFingerTapTop()
        await reader.swipeRight()
        mark = reader.transcript.count
        await reader.readFromHere()
        #expect(reader.speech(since: mark) == ["B. Button.", "C. Button."])
    }

    @Test func readAllTurnsPagesOfElementsThatCausePageTurn() async {
        let pages = [
            screen("p1", [Label("Chapter one", id: "one")]),
            screen("p2", [Label("Chapter two", id: "two")]),
        ]
        let book = PageViewController(id: "book", pages: pages)
        for page in pages {
            page.on(.viewDidLoad) { page.view.subviews.first?.addedAccessibilityTraits = .causesPageTurn }
        }
        let reader = await launch(book)
        let mark = reader.transcript.count
        await reader.readAll()
        let spoken = reader.speech(since: mark)
        #expect(spoken.contains("Chapter one"))
        #expect(spoken.contains("Chapter two"))
        #expect(book.currentIndex == 1)
    }

    @Test func fourFingerTapsJumpToTheFirstAndLastElement() async {
        let reader = await launch(screen("home", [Button("A", id: "a"), Button("B", id: "b"), Button("C", id: "c")]))
        await reader.fourFingerTapBottom()
        #expect(reader.focusID == "c")
        await reader.fourFingerTapTop()
        #expect(reader.focusID == "a")
    }

    @Test func touchFocusesTheFrontMostElementUnderTheFinger() async {
        let back = Button("Back layer", id: "backLayer", frame: Rect(x: 0, y: 100, width: 300, height: 100))
        let front = Button("Front layer", id: "frontLayer", frame: Rect(x: 0, y: 100, width: 300, height: 100))
        let reader = await launch(screen("home", [back, front]))
        await reader.touch(at: Point(x: 50, y: 200))
        #expect(reader.focusID == "frontLayer")
        #expect(reader.lastGesture == nil)
    }

    @Test func twoFingerTapPausesAndResumesSpeech() async {
        let reader = await launch(screen("home", [Button("A very long button title to read", id: "a")]))
        await reader.twoFingerTap()
        #expect(reader.isPaused)
        await reader.twoFingerTap()
        #expect(!reader.isPaused)
        let lines = reader.transcript.map(\.line)
        #expect(lines.contains { $0.hasSuffix("paused") })
        #expect(lines.contains { $0.hasSuffix("resumed") })
        #expect(reader.utterances(since: 0).filter { $0.text.hasPrefix("A very long") }.count == 2)
    }

    @Test func semanticGroupLabelIsSpokenOnEntering() async {
        let player = View(id: "player", frame: Rect(x: 0, y: 300, width: 390, height: 100))
        player.accessibilityContainerType = .semanticGroup
        player.accessibilityLabel = "Mini player"
        player.addSubview(Button("Play", id: "play", frame: Rect(x: 0, y: 0, width: 100, height: 44)))
        player.addSubview(Button("Next", id: "next", frame: Rect(x: 120, y: 0, width: 100, height: 44)))
        let reader = await launch(
            screen("home", [Button("Top", id: "top", frame: Rect(x: 0, y: 0, width: 100, height: 44)), player]))
        var mark = reader.transcript.count
        await reader.swipeRight()
        #expect(reader.speech(since: mark) == ["Mini player. Play. Button."])
        mark = reader.transcript.count
        await reader.swipeRight()
        #expect(reader.speech(since: mark) == ["Next. Button."])
    }
}
