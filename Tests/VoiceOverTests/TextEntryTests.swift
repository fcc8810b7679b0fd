import AppModel
import Testing
import VoiceOver

/// docs/voiceover-rules.md §11: what VoiceOver says and does while a user
/// types, one test per default of the text-entry reference's §8.
@MainActor
@Suite struct TextEntryTests {
    /// A screen with `fields`, launched, focus on the first field.
    private func editing(_ fields: [View], settings: VoiceOverSettings = VoiceOverSettings()) async -> ScreenReader {
        let reader = await launch(screen("form", fields), settings: settings)
        _ = await reader.focus(on: fields[0])
        return reader
    }

    private func kinds(_ reader: ScreenReader, since mark: Int) -> [String] {
        reader.utterances(since: mark).map { "\($0.kind.rawValue) \($0.text)" }
    }

    // §8.1–2: idle descriptions (E1–E8).

    @Test func idleFieldsReadLabelThenTextOrPlaceholderThenRole() async {
        let labelled = TextField(placeholder: "Email Address", id: "a")
        labelled.accessibilityLabel = "New email"
        let placeholderOnly = TextField(placeholder: "Some placeholder text", id: "b")
        let filled = TextField(text: "Hello", placeholder: "Greeting", id: "c")
        let secureEmpty = TextField(style: .secure, id: "d")
        secureEmpty.accessibilityLabel = "Password"
        let secureFilled = TextField(style: .secure, text: "hunter", id: "e")
        secureFilled.accessibilityLabel = "Password"
        let one = TextField(style: .secure, text: "x", id: "f")
        let bare = TextField(id: "g")
        let disabled = TextField(placeholder: "Code", id: "h")
        disabled.isEnabled = false
        let reader = await launch(
            screen("form", [labelled, placeholderOnly, filled, secureEmpty, secureFilled, one, bare, disabled]))
        #expect(
            reader.describedElements() == [
                "New email: Email Address. Text Field.", "Some placeholder text. Text Field.", "Hello. Text Field.",
                "Password. Secure Text Field.", "Password: 6 characters. Secure Text Field.",
                "1 character. Secure Text Field.",
                "Text Field.", "Code. Dimmed. Text Field.",
            ])
        #expect(secureFilled.accessibilityValue == "••••••")
        #expect(labelled.accessibilityValue == "Email Address" && filled.accessibilityValue == "Hello")
    }

    // §8.3: a double tap starts editing (E9–E18, E26, E27).

    @Test func aDoubleTapStartsEditingAndSpeaksTheEditingDescription() async {
        let email = TextField(placeholder: "name@example.com", id: "email")
        email.accessibilityLabel = "Email"
        let reader = await editing([email])
        let mark = reader.transcript.count
        await reader.doubleTap()
        #expect(email.isEditing && reader.focusID == "email")
        #expect(
            reader.speech(since: mark) == [
                "Email. Text Field. Is editing. name@example.com. Character mode. Insertion point at start."
            ])
        #expect(reader.currentHint == "Use the rotor to access Misspelled Words")
        #expect(!reader.earcons(since: mark).contains(.screenChanged))
    }

    @Test func aFieldWithTextPutsTheCaretAtTheEndAndASecureOneReadsItsCount() async {
        let site = TextField(text: "example.com", id: "site")
        site.accessibilityLabel = "Site Address"
        let password = TextField(style: .secure, text: "secret", id: "password")
        password.accessibilityLabel = "Current Password"
        let reader = await editing([site, password])
        var mark = reader.transcript.count
        await reader.doubleTap()
        #expect(site.caret == 11)
        #expect(
            reader.speech(since: mark) == [
                "Site Address. Text Field. Is editing. example.com. Character mode. Insertion point at end."
            ])
        _ = await reader.focus(on: password)
        mark = reader.transcript.count
        await reader.doubleTap()
        #expect(
            reader.speech(since: mark) == [
                "Current Password. Secure Text Field. Is editing. 6 characters. Character mode. Insertion point at end."
            ])
        #expect(!site.isEditing && password.isEditing)
    }

    // §8.5: a double tap on the field being edited moves the caret (E21).

    @Test func aSecondDoubleTapMovesTheCaretToTheOtherEnd() async {
        let field = TextField(text: "abc", id: "f")
        let reader = await editing([field])
        await reader.doubleTap()
        let mark = reader.transcript.count
        await reader.doubleTap()
        #expect(field.caret == 0)
        await reader.doubleTap()
        #expect(field.caret == 3)
        #expect(kinds(reader, since: mark) == ["caret Insertion point at start.", "caret Insertion point at end."])
    }

    // §8.6: typing echoes (E40, E42, E69; E43 and E44 chosen).

    @Test func typingEchoesEachCharacterCapitalsAndTheWordsItCompletes() async throws {
        let field = TextField(id: "f")
        let reader = await editing([field], settings: slow())
        await reader.doubleTap()
        let mark = reader.transcript.count
        try await reader.type("Hi you. ")
        #expect(field.text == "Hi you. " && field.caret == 8)
        #expect(
            kinds(reader, since: mark) == [
                "echo cap H", "echo i", "echo Hi", "echo y", "echo o", "echo u", "echo period", "echo you",
                "echo space",
            ])
        #expect(reader.lastGesture?.gesture == .doubleTap && reader.lastGesture?.handledBy == "f")
    }

    @Test(arguments: [
        (VoiceOverSettings.TypingFeedback.characters, ["a", "space", "b"]),
        (.words, ["a"]),
        (.nothing, []),
    ])
    func typingFeedbackChoosesWhatIsEchoed(feedback: VoiceOverSettings.TypingFeedback, heard: [String]) async throws {
        var settings = slow()
        settings.typingFeedback = feedback
        let field = TextField(id: "f")
        let reader = await editing([field], settings: settings)
        await reader.doubleTap()
        let mark = reader.transcript.count
        try await reader.type("a b")
        #expect(reader.speech(since: mark) == heard)
    }

    @Test func aSecureFieldEchoesNothing() async throws {
        let field = TextField(style: .secure, id: "p")
        let reader = await editing([field], settings: slow())
        await reader.doubleTap()
        let mark = reader.transcript.count
        try await reader.type("hunter2")
        try await reader.deleteBackward(count: 1)
        #expect(reader.utterances(since: mark).isEmpty)
        #expect(field.text == "hunter" && field.accessibilityValue == "••••••")
    }

    @Test func eachKeyTakesThePaceAndCutsOffAnEchoStillSpeaking() async throws {
        let field = TextField(id: "f")
        let reader = await editing([field])
        await reader.doubleTap()
        let start = reader.now
        let mark = reader.transcript.count
        try await reader.type("W.")
        #expect(reader.now == start + 1_000)
        let echoes = reader.utterances(since: mark)
        #expect(echoes.map(\.text) == ["cap W", "period", "W"])
        #expect(echoes[0].interruptedAt == start + 500)
    }

    // §8.7: delete (E51, E53, E54).

    @Test func deleteSpeaksTheCharacterBeforeTheCaretAndTheBoundaryAtTheStart() async throws {
        let field = TextField(text: "ab", id: "f")
        let reader = await editing([field], settings: slow())
        await reader.doubleTap()
        let mark = reader.transcript.count
        try await reader.deleteBackward(count: 3)
        #expect(field.text.isEmpty)
        #expect(kinds(reader, since: mark) == ["deletion b", "deletion a"])
        #expect(reader.earcons(since: mark) == [.boundary])
    }

    // §8.8: swipes move the caret (E55, E57).

    @Test func swipesMoveTheCaretAndSpeakWhatTheyPass() async {
        let field = TextField(text: "Hi", id: "f")
        let reader = await editing([field], settings: slow())
        await reader.doubleTap()
        let mark = reader.transcript.count
        await reader.swipeUp()
        await reader.swipeUp()
        await reader.swipeUp()
        #expect(field.caret == 0)
        await reader.swipeDown()
        #expect(field.caret == 1)
        #expect(kinds(reader, since: mark) == ["caret i", "caret cap H", "caret cap H"])
        #expect(reader.earcons(since: mark) == [.boundary])
    }

    // §8.10: the return key (E76, E93).

    @Test func returnRunsTheSubmitHandlerOrEndsEditingAndRereadsTheField() async throws {
        let first = TextField(placeholder: "First", id: "first")
        let second = TextField(placeholder: "Second", id: "second")
        var submitted = 0
        first.handlers.submit = {
            submitted += 1
            return true
        }
        let reader = await editing([first, second], settings: slow())
        await reader.doubleTap()
        try await reader.pressReturn()
        #expect(submitted == 1 && first.isEditing)
        _ = await reader.focus(on: second)
        await reader.doubleTap()
        try await reader.type("x")
        let mark = reader.transcript.count
        try await reader.pressReturn()
        #expect(!second.isEditing && reader.focusID == "second")
        #expect(reader.speech(since: mark) == ["x. Text Field."])
    }

    @Test func returnInATextViewTypesANewLine() async throws {
        let notes = TextView(text: "a", id: "notes")
        let reader = await editing([notes], settings: slow())
        await reader.doubleTap()
        let mark = reader.transcript.count
        try await reader.pressReturn()
        #expect(notes.text == "a\n" && notes.isEditing)
        #expect(kinds(reader, since: mark) == ["echo new line"])
    }

    // §8.11: the clear button (E63–E65); dismissal (E93).

    @Test func theClearButtonEmptiesTheFieldAndAFieldWithoutOneRefuses() async throws {
        let search = TextField(style: .search, text: "cats", placeholder: "Search", id: "s")
        search.clearButtonMode = .whileEditing
        let plain = TextField(text: "x", id: "p")
        let reader = await editing([search, plain], settings: slow())
        await reader.doubleTap()
        try await reader.clearText()
        #expect(search.text.isEmpty && search.caret == 0 && reader.focusID == "s")
        #expect(search.returnKeyType == .search)
        _ = await reader.focus(on: plain)
        await reader.doubleTap()
        await #expect(throws: ScreenReader.TypingError.noClearButton("p")) { try await reader.clearText() }
    }

    @Test func dismissingTheKeyboardEndsEditingAndKeepsFocusOnTheField() async throws {
        let field = TextField(placeholder: "Name", id: "f")
        let reader = await editing([field], settings: slow())
        await reader.doubleTap()
        let mark = reader.transcript.count
        try await reader.dismissKeyboard()
        #expect(!field.isEditing && reader.focusID == "f")
        #expect(reader.speech(since: mark) == ["Name. Text Field."])
        await #expect(throws: ScreenReader.TypingError.notEditing) { try await reader.type("a") }
    }

    // §8.12: an announcement while typing (E48).

    @Test func anAnnouncementFromAChangeHandlerCutsOffTheEcho() async throws {
        let field = TextField(id: "f")
        let reader = await editing([field])
        field.handlers.change = { [weak field] in
            if field?.text == "a" {
                field?.window?.application?.post(.announcement("Too short", priority: .default), from: nil)
            }
        }
        await reader.doubleTap()
        try await reader.type("a")
        let heard = reader.utterances(since: 0).suffix(2)
        #expect(heard.map(\.text) == ["a", "Too short"])
        #expect(heard.first?.interruptedAt != nil)
    }

    /// A pace long enough for every echo to finish.
    private func slow() -> VoiceOverSettings {
        var settings = VoiceOverSettings()
        settings.paceMilliseconds = 2_000
        return settings
    }

    // §8.9: the keyboard as elements (E78–E90, E29).

    @Test func whileEditingTheKeysFollowTheAppsElementsRowByRow() async {
        let field = TextField(placeholder: "Name", id: "f")
        field.returnKeyType = .next
        let reader = await editing([field, Button("Save")])
        #expect(reader.application.keyboard == nil)
        await reader.doubleTap()
        let keys = reader.describedElements().dropFirst(2)
        #expect(
            Array(keys) == [
                "q", "w", "e", "r", "t", "y", "u", "i", "o", "p", "a", "s", "d", "f", "g", "h", "j", "k", "l",
                "shift", "z", "x", "c", "v", "b", "n", "m", "delete", "more, numbers", "next keyboard", "space", "Next",
            ])
        #expect(reader.application.keyboard?.frame == Rect(x: 0, y: 628, width: 390, height: 216))
        try? await reader.dismissKeyboard()
        #expect(
            reader.application.keyboard == nil && reader.describedElements() == ["Name. Text Field.", "Save. Button."])
    }

    @Test func aKeyTypesOnADoubleTapShiftMakesOneCapitalAndFocusStaysOnTheKey() async throws {
        let field = TextField(id: "f")
        let reader = await editing([field], settings: slow())
        await reader.doubleTap()
        let keyboard = try #require(reader.application.keyboard)
        func key(_ label: String) -> View { keyboard.subviews.first { $0.accessibilityLabel == label }! }
        _ = await reader.focus(on: key("shift"))
        await reader.doubleTap()
        _ = await reader.focus(on: key("H"))
        let mark = reader.transcript.count
        await reader.doubleTap()
        #expect(reader.focusedElement === key("h"))
        await reader.doubleTap()
        _ = await reader.focus(on: key("delete"))
        await reader.doubleTap()
        #expect(field.text == "H")
        #expect(kinds(reader, since: mark) == ["echo cap H", "echo h", "description delete", "deletion h"])
    }

    @Test func theLayoutKeySwitchesToNumbersAndThePadAddsHideKeyboard() async throws {
        let field = TextField(id: "f")
        let reader = await launch(screen("form", [field]), device: .ipad, settings: slow())
        _ = await reader.focus(on: field)
        await reader.doubleTap()
        let keyboard = try #require(reader.application.keyboard)
        #expect(
            reader.describedElements().suffix(5) == [
                "more, numbers", "next keyboard", "space", "return", "Hide keyboard",
            ])
        _ = await reader.focus(on: keyboard.subviews.first { $0.accessibilityLabel == "more, numbers" }!)
        await reader.doubleTap()
        #expect(reader.focusedElement?.accessibilityLabel == "more, letters")
        #expect(reader.describedElements().dropFirst().prefix(3) == ["1", "2", "3"])
        _ = await reader.focus(on: keyboard.subviews.first { $0.accessibilityLabel == "Hide keyboard" }!)
        await reader.doubleTap()
        #expect(!field.isEditing && reader.application.keyboard == nil && reader.focusID == "f")
    }

    // §8.8 with the rotor's other text units (E22, E55, E58).

    @Test func theWordsAndLinesRotorsMoveTheCaretByTheirUnitAndNameItsMode() async {
        let notes = TextView(text: "Buy milk, eggs\nCall Ann", id: "notes")
        let reader = await editing([notes], settings: slow())
        await reader.doubleTap()
        #expect(notes.caret == 23)
        await reader.selectRotor(.words)
        var mark = reader.transcript.count
        await reader.swipeUp()
        await reader.swipeUp()
        #expect(notes.caret == 15)
        #expect(kinds(reader, since: mark) == ["caret Ann", "caret Call"])
        await reader.selectRotor(.lines)
        mark = reader.transcript.count
        await reader.swipeUp()
        #expect(notes.caret == 0)
        await reader.swipeUp()
        await reader.swipeDown()
        #expect(notes.caret == 15)
        #expect(kinds(reader, since: mark) == ["caret Buy milk, eggs", "caret Call Ann"])
        #expect(reader.earcons(since: mark) == [.boundary])
        // Editing again names the unit.
        try? await reader.dismissKeyboard()
        mark = reader.transcript.count
        await reader.doubleTap()
        #expect(reader.speech(since: mark).first?.contains("Line mode. Insertion point at end.") == true)
    }

    // The keyboard each field asks for (`keyboardType`).

    @Test func eachKeyboardTypeShowsItsOwnKeys() async throws {
        let email = TextField(id: "email")
        email.keyboardType = .emailAddress
        let site = TextField(id: "site")
        site.keyboardType = .url
        let pin = TextField(id: "pin")
        pin.keyboardType = .numberPad
        let reader = await editing([email, site, pin], settings: slow())
        await reader.doubleTap()
        #expect(
            reader.describedElements().suffix(6) == ["more, numbers", "next keyboard", "space", "@", ".", "return"])
        _ = await reader.focus(on: site)
        await reader.doubleTap()
        #expect(reader.describedElements().suffix(6) == ["more, numbers", "next keyboard", ".", "/", ".com", "return"])
        let dotCom = try #require(reader.application.keyboard?.subviews.first { $0.accessibilityLabel == ".com" })
        _ = await reader.focus(on: dotCom)
        await reader.doubleTap()
        #expect(site.text == ".com")
        _ = await reader.focus(on: pin)
        await reader.doubleTap()
        #expect(reader.describedElements().suffix(11) == ["1", "2", "3", "4", "5", "6", "7", "8", "9", "0", "delete"])
    }
}
