public import AppModel

/// Typing into the text input being edited, as a user does on the
/// on-screen keyboard in Standard Typing (docs/voiceover-rules.md, "Text
/// entry"): each key entered takes a gesture's time and is echoed at a
/// higher pitch; deletions speak what they removed at a lower pitch; a
/// secure field echoes nothing.
extension ScreenReader {
    /// Why a typing gesture could not be made.
    public enum TypingError: Error, Equatable, CustomStringConvertible {
        /// No text input is the first responder.
        case notEditing
        /// The field being edited shows no clear button.
        case noClearButton(String)

        /// What went wrong and how to make the gesture possible.
        public var description: String {
            switch self {
            case .notEditing:
                "no text field is being edited: double tap a field first (or focus one the app made first responder)"
            case .noClearButton(let name):
                "'\(name)' has no clear button (its clearButton is never, or it shows only while not editing)"
            }
        }
    }

    /// The text input being edited, if any.
    public var editedInput: (any TextInput)? {
        guard let input = application.firstResponder as? any TextInput, input.window != nil else { return nil }
        return input
    }

    /// Types `text` into the input being edited, one key at a time.
    public func type(_ text: String) async throws(TypingError) {
        guard isRunning, editedInput != nil else { throw .notEditing }
        for character in text {
            // The field can be made anew after a key (a SwiftUI body evaluated again).
            guard let input = editedInput else { throw .notEditing }
            recordGesture(.doubleTap, asked: ["keyboard"], handledBy: input.traceName)
            await enter(character, into: input)
            await finishGesture()
        }
    }

    /// One key entered: the character at the caret, then its echo.
    func enter(_ character: Character, into input: any TextInput) async {
        // A key press is a gesture: a hint still waiting is not spoken.
        pendingHint = nil
        input.insert(String(character))
        // The app may have made the field anew with the same text.
        let input = editedInput ?? input
        guard !input.isSecureEntry else { return }
        // The key's echo cuts off what was still being said; the word it completes follows it.
        for (index, echo) in Self.echoes(typing: character, into: input, feedback: settings.typingFeedback).enumerated()
        {
            await speak(
                echo, kind: .echo, mode: index == 0 ? .interrupt : .queue, language: input.accessibilityLanguage,
                element: input.id)
        }
    }

    /// A double tap on a keyboard key: it types, deletes, shifts, switches
    /// layout, returns or hides the keyboard. Focus stays on the key while
    /// the keyboard shows.
    func press(_ key: KeyboardKey) async {
        recordGesture(.doubleTap, asked: [key.traceName], handledBy: key.traceName)
        guard let input = editedInput, let keyboard = key.superview as? KeyboardView else { return }
        switch key.role {
        case .character(let character):
            let shifted = keyboard.isShifted
            keyboard.isShifted = false
            await enter(shifted ? Character(String(character).uppercased()) : character, into: input)
        case .space:
            await enter(" ", into: input)
        case .text(let text):
            for character in text { await enter(character, into: editedInput ?? input) }
        case .delete:
            pendingHint = nil
            if let removed = input.deleteBackward() {
                if !input.isSecureEntry {
                    await speak(Self.spokenCharacter(removed), kind: .deletion, element: input.id)
                }
            } else {
                play(.boundary)
            }
        case .shift:
            keyboard.isShifted.toggle()
        case .layout(let layout):
            keyboard.show(layout)
            // The layout key stays where it was; focus lands on the new one there.
            if let same = keyboard.subviews.first(where: { $0.frame == key.frame }) {
                await moveFocus(to: same, speak: true, byUser: false, tree: currentTree())
            }
        case .nextKeyboard:
            break
        case .returnKey:
            input.pressReturn()
            if !(await settle()), !input.isEditing { await speakAfterEditing(input) }
        case .hideKeyboard:
            input.endEditing()
            if !(await settle()) { await speakAfterEditing(input) }
        }
    }

    /// Deletes `count` characters before the caret, each one a key press.
    public func deleteBackward(count: Int) async throws(TypingError) {
        guard isRunning, editedInput != nil else { throw .notEditing }
        for _ in 0..<max(count, 0) {
            guard let input = editedInput else { throw .notEditing }
            pendingHint = nil
            recordGesture(.doubleTap, asked: ["keyboard"], handledBy: input.traceName)
            if let removed = input.deleteBackward() {
                if !input.isSecureEntry {
                    await speak(Self.spokenCharacter(removed), kind: .deletion, element: input.id)
                }
            } else {
                play(.boundary)
            }
            await finishGesture()
        }
    }

    /// The return key: the input's submit handler, a new line, or the end of editing.
    public func pressReturn() async throws(TypingError) {
        guard isRunning, let input = editedInput else { throw .notEditing }
        recordGesture(.doubleTap, asked: ["keyboard"], handledBy: input.traceName)
        input.pressReturn()
        let acted = await settle()
        let after = (current(input) as? any TextInput) ?? input
        if after.isMultiline {
            await speak(Self.spokenCharacter("\n"), kind: .echo, element: after.id)
        } else if !acted {
            await speakAfterEditing(after)
        }
        await advance(to: now + settings.paceMilliseconds)
    }

    /// The clear button of the field being edited.
    public func clearText() async throws(TypingError) {
        guard isRunning, let input = editedInput else { throw .notEditing }
        if let field = input as? TextField, !field.clearButtonMode.shows(editing: true) {
            throw .noClearButton(field.traceName)
        }
        recordGesture(.doubleTap, asked: ["Clear text"], handledBy: input.traceName)
        input.clearText()
        let acted = await settle()
        let after = (current(input) as? any TextInput) ?? input
        if !acted, focusedElement !== after {
            await moveFocus(to: after, speak: false, byUser: false, tree: currentTree())
        }
        await advance(to: now + settings.paceMilliseconds)
    }

    /// Hides the keyboard: editing ends and focus stays on the input.
    public func dismissKeyboard() async throws(TypingError) {
        guard isRunning, let input = editedInput else { throw .notEditing }
        recordGesture(.doubleTap, asked: ["Hide keyboard"], handledBy: input.traceName)
        input.endEditing()
        let acted = await settle()
        if !acted { await speakAfterEditing(input) }
        await advance(to: now + settings.paceMilliseconds)
    }

    /// Editing ended and nothing moved focus: it returns to the input,
    /// which is read again as it now is.
    private func speakAfterEditing(_ input: any TextInput) async {
        guard !input.isEditing else { return }
        let tree = currentTree()
        guard tree.contains(input) else { return }
        if focusedElement !== input {
            await moveFocus(to: input, speak: true, byUser: false, tree: tree)
        } else if let element = tree.element(for: input) {
            await speakElement(element, enteringFrom: element)
        }
    }
}
