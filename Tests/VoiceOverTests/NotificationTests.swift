import AppModel
import Testing
import VoiceOver

/// docs/voiceover-rules.md §4: notifications posted by the app, the
/// announcement priorities with their outcomes, and what the app observes.
@MainActor
@Suite struct NotificationTests {
    private func threeButtons() async -> ScreenReader {
        await launch(screen("s", [Button("A", id: "a"), Button("B", id: "b"), Button("C", id: "c")]))
    }

    private func post(_ notification: AccessibilityNotification, on reader: ScreenReader) async {
        reader.application.post(notification)
        await reader.appDidChange()
    }

    @Test func screenChangedWithNilFocusesTheFirstElementWithTheEarcon() async {
        let reader = await threeButtons()
        await reader.swipeRight()
        let mark = reader.transcript.count
        await post(.screenChanged(.none), on: reader)
        #expect(reader.focusID == "a")
        #expect(reader.earcons(since: mark) == [.screenChanged])
        #expect(reader.speech(since: mark) == ["A. Button."])
    }

    @Test func screenChangedWithAnElementFocusesAndSpeaksIt() async {
        let reader = await threeButtons()
        let c = reader.application.window.descendant(withID: "c")!
        await post(.screenChanged(.element(c)), on: reader)
        #expect(reader.focusID == "c")
        #expect(reader.lastSpeech == "C. Button.")
    }

    @Test func screenChangedWithTextSpeaksItAndPlaysTheEarcon() async {
        let reader = await threeButtons()
        await reader.swipeRight()
        let mark = reader.transcript.count
        await post(.screenChanged(.text("Loaded")), on: reader)
        #expect(reader.speech(since: mark) == ["Loaded"])
        #expect(reader.earcons(since: mark) == [.screenChanged])
        #expect(reader.focusID == "a")
    }

    @Test func layoutChangedWithNilKeepsFocusWhileTheElementStays() async {
        let reader = await threeButtons()
        await reader.swipeRight()
        let mark = reader.transcript.count
        await post(.layoutChanged(.none), on: reader)
        #expect(reader.focusID == "b")
        #expect(reader.speech(since: mark).isEmpty)
        #expect(reader.earcons(since: mark).isEmpty)
    }

    @Test func layoutChangedWithNilAfterLostFocusFocusesTheFirstElement() async {
        let reader = await threeButtons()
        await reader.swipeRight()
        reader.application.window.descendant(withID: "b")!.isHidden = true
        await reader.appDidChange()
        #expect(reader.focusedElement == nil)
        await post(.layoutChanged(.none), on: reader)
        #expect(reader.focusID == "a")
    }

    @Test func layoutChangedWithAnElementMovesFocusWithoutEarcon() async {
        let reader = await threeButtons()
        let mark = reader.transcript.count
        await post(.layoutChanged(.element(reader.application.window.descendant(withID: "c")!)), on: reader)
        #expect(reader.focusID == "c")
        #expect(reader.speech(since: mark) == ["C. Button."])
        #expect(reader.earcons(since: mark).isEmpty)
    }

    @Test func layoutChangedWithTextSpeaksWithoutMovingFocus() async {
        let reader = await threeButtons()
        await reader.swipeRight()
        await post(.layoutChanged(.text("2 new messages")), on: reader)
        #expect(reader.focusID == "b")
        #expect(reader.lastSpeech == "2 new messages")
    }

    @Test func defaultAnnouncementInterruptsTheOneBeforeIt() async {
        let reader = await threeButtons()
        await post(.announcement("Downloading the whole library now", priority: .default), on: reader)
        await post(.announcement("Done", priority: .default), on: reader)
        await reader.wait(milliseconds: 5_000)
        #expect(reader.announcements.map(\.text) == ["Downloading the whole library now", "Done"])
        #expect(reader.announcements.map(\.wasSuccessful) == [false, true])
    }

    @Test func aFocusMoveInterruptsADefaultAnnouncement() async {
        let reader = await threeButtons()
        await post(.announcement("Downloading the whole library now", priority: .default), on: reader)
        await reader.swipeRight()
        await reader.wait(milliseconds: 5_000)
        #expect(reader.announcements.map(\.wasSuccessful) == [false])
        #expect(reader.lastSpeech == "B. Button.")
    }

    @Test func lowAnnouncementWaitsForCurrentSpeechThenSucceeds() async {
        let reader = await threeButtons()
        await reader.swipeRight()  // "B. Button." is still being spoken…
        await reader.swipeRight()
        let speaking = reader.utterances(since: 0).last!
        await post(.announcement("Saved", priority: .low), on: reader)
        #expect(reader.announcements[0].wasSuccessful == nil)
        await reader.wait(milliseconds: 5_000)
        #expect(reader.announcements[0].wasSuccessful == true)
        let started = reader.announcements[0].startedAt!
        #expect(started == max(reader.now - 5_000, speaking.start + speaking.duration))
    }

    @Test func queuedAnnouncementsAreDroppedWhenTheUserMovesFocus() async {
        let reader = await threeButtons()
        await post(.announcement("First announcement is long enough to last", priority: .default), on: reader)
        await post(.announcement("Queued", priority: .low), on: reader)
        await reader.swipeRight()
        await reader.wait(milliseconds: 5_000)
        #expect(reader.announcements.map(\.wasSuccessful) == [false, false])
        #expect(reader.announcements[1].startedAt == nil)
    }

    @Test func highAnnouncementCannotBeInterrupted() async {
        let reader = await threeButtons()
        await post(.announcement("Battery critically low, connect a charger", priority: .high), on: reader)
        let high = reader.utterances(since: 0).last!
        await reader.swipeRight()
        #expect(reader.utterances(since: 0).last?.kind == .announcement)
        await reader.wait(milliseconds: 5_000)
        #expect(reader.announcements.map(\.wasSuccessful) == [true])
        let description = reader.utterances(since: 0).first { $0.text == "B. Button." }!
        #expect(description.start == high.start + high.duration)
        #expect(reader.focusID == "b")
    }

    @Test func announcementDidFinishReachesTheAppWithTextAndOutcome() async {
        let reader = await threeButtons()
        var finished: [String] = []
        reader.application.voiceOverObservers.append { event in
            if case .announcementDidFinish(let text, let ok) = event { finished.append("\(text):\(ok)") }
        }
        await post(.announcement("One two three four five six", priority: .default), on: reader)
        await post(.announcement("Two", priority: .default), on: reader)
        await reader.wait(milliseconds: 3_000)
        #expect(finished == ["One two three four five six:false", "Two:true"])
        #expect(
            reader.application.trace.names(of: [.announcementDidFinish]) == [
                "application.announcementDidFinish", "application.announcementDidFinish",
            ])
    }

    @Test func controllersObserveAnnouncementDidFinish() async {
        let home = screen("home", [Button("A", id: "a")])
        var calls = 0
        home.on(.announcementDidFinish) { calls += 1 }
        let reader = await launch(home)
        await post(.announcement("Hi", priority: .default), on: reader)
        await reader.wait(milliseconds: 2_000)
        #expect(calls == 1)
        #expect(reader.application.trace.names(of: [.announcementDidFinish]).contains("home.announcementDidFinish"))
    }

    @Test func elementFocusedTellsTheAppTheNewAndOldElement() async {
        let reader = await threeButtons()
        var seen: [String] = []
        reader.application.voiceOverObservers.append { event in
            if case .elementFocused(let focused, let unfocused) = event {
                seen.append("\(focused?.id ?? "nil")<\(unfocused?.id ?? "nil")")
            }
        }
        await reader.swipeRight()
        await reader.swipeRight()
        #expect(seen == ["b<a", "c<b"])
    }

    @Test func voiceOverStatusChangesAreDelivered() async {
        let reader = await threeButtons()
        var states: [Bool] = []
        reader.application.voiceOverObservers.append { [app = reader.application] event in
            if case .voiceOverStatusChanged = event { states.append(app.isVoiceOverRunning) }
        }
        await reader.setRunning(false)
        #expect(reader.focusedElement == nil)
        await reader.swipeRight()
        #expect(reader.focusedElement == nil)
        await reader.setRunning(true)
        #expect(reader.focusID == "a")
        #expect(states == [false, true])
    }

    @Test func pageScrolledSpeaksTheStatusAndARepeatIsTheBorder() async {
        let reader = await threeButtons()
        let mark = reader.transcript.count
        await post(.pageScrolled("Page 2 of 3"), on: reader)
        await post(.pageScrolled("Page 3 of 3"), on: reader)
        await post(.pageScrolled("Page 3 of 3"), on: reader)
        #expect(reader.earcons(since: mark) == [.pageScrolled, .pageScrolled, .boundary])
        #expect(reader.lastSpeech == "Page 3 of 3")
    }

    @Test func hintIsSpokenAfterTheDescriptionAndAPause() async {
        let slider = Slider("Brightness", value: 0.5, id: "brightness")
        let reader = await launch(screen("s", [Button("A", id: "a"), slider]))
        await reader.swipeRight()
        let description = reader.utterances(since: 0).last!
        #expect(reader.currentHint == "Swipe up or down with one finger to adjust the value.")
        await reader.wait(milliseconds: 3_000)
        let hint = reader.utterances(since: 0).last!
        #expect(hint.kind == .hint)
        #expect(hint.start == description.start + description.duration + 1_000)
    }

    @Test func transcriptsAreIdenticalOnEveryRun() async {
        func run() async -> [String] {
            let reader = await threeButtons()
            await reader.swipeRight()
            reader.application.post(.announcement("Saved", priority: .low))
            await reader.appDidChange()
            await reader.swipeRight()
            await reader.readAll()
            await reader.wait(milliseconds: 2_500)
            return reader.transcript.map(\.line)
        }
        let first = await run()
        #expect(first.count > 5)
        for _ in 0..<3 { #expect(await run() == first) }
    }
}

/// A synthesizer whose audio is one sample per millisecond, so tests can
/// see which utterance's audio reached the audio hook.
private struct CountingSynthesizer: SpeechSynthesizer {
    func synthesize(_ text: String, voice: SpeechVoice) async -> SynthesizedSpeech {
        let milliseconds = WordRateSynthesizer.milliseconds(for: text, rate: voice.rate)
        return SynthesizedSpeech(
            milliseconds: milliseconds, samples: Array(repeating: 1, count: milliseconds), sampleRate: 1000)
    }
}

@MainActor
@Suite struct QueuedSpeechAudioTests {
    @Test func aQueuedAnnouncementIsHeardWithTheAudioSynthesizedForIt() async {
        let app = Application(device: .iphone)
        app.launch(root: screen("s", [Button("A", id: "a"), Button("B", id: "b")]))
        let reader = ScreenReader(application: app, synthesizer: CountingSynthesizer())
        var heard: [(text: String, samples: Int)] = []
        reader.onSynthesized = { utterance, speech in heard.append((utterance.text, speech.samples.count)) }
        await reader.start()
        app.post(.announcement("Upload finished", priority: .low))
        await reader.appDidChange()
        await reader.wait(milliseconds: 10_000)
        let queued = heard.first { $0.text == "Upload finished" }
        #expect(queued != nil)
        #expect(queued?.samples == WordRateSynthesizer.milliseconds(for: "Upload finished", rate: 175))
    }
}
