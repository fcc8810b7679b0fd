internal import AppModel

/// What VoiceOver says about a text input being edited: the editing
/// description when editing starts, the echo of each key, and the caret
/// moving under swipes up and down (docs/voiceover-rules.md, "Text entry").
extension ScreenReader {
    /// The utterance when editing starts: label, role, "Is editing.", the
    /// value (or placeholder, or a secure field's length), the text unit
    /// and where the insertion point is ("Email. Text Field. Is editing.
    /// Character mode. Insertion point at start.").
    static func editingDescription(_ input: any TextInput) -> String {
        var parts: [String] = []
        if let label = input.accessibilityLabel, !label.isEmpty { parts.append(label) }
        let traits = input.accessibilityTraits
        parts.append(
            traits.contains(.secureTextField) ? Phrases.secureTextField : traits.contains(.searchField) ? Phrases.searchField : Phrases.textField)
        parts.append(Phrases.isEditing)
        if let value = input.spokenValue, !value.isEmpty { parts.append(value) }
        parts.append(Phrases.characterMode)
        parts.append(Self.insertionPoint(input))
        return parts.map(DescriptionComposer.sentence).joined(separator: " ")
    }

    /// "Insertion point at start." or "… at end." (or "… in the middle." after caret moves).
    static func insertionPoint(_ input: any TextInput) -> String {
        if input.caret <= 0 { return Phrases.insertionPointAtStart }
        return input.caret >= input.text.count ? Phrases.insertionPointAtEnd : Phrases.insertionPointInside
    }

    /// A double tap on the input already being edited moves the caret to
    /// the other end and says where it is.
    func toggleCaret(_ input: any TextInput) async {
        input.caret = input.caret >= input.text.count && !input.text.isEmpty ? 0 : input.text.count
        await speak(Self.insertionPoint(input), kind: .caret, element: input.id)
    }

    /// Speaks the input that just started editing.
    func speakEditingDescription(_ input: any TextInput) async {
        let hint = settings.hints ? Phrases.editingHint : nil
        await speak(Self.editingDescription(input), kind: .description, hint: hint, language: input.accessibilityLanguage, element: input.id)
    }

    /// A swipe down (forward) or up (back) on the input being edited moves
    /// the caret one character and speaks the character passed; at either
    /// end the boundary sound plays. Returns `false` when the focused
    /// element is not an input being edited.
    func moveCaret(forward: Bool) async -> Bool {
        guard let input = focusedElement as? any TextInput, input.isEditing else { return false }
        let text = Array(input.text)
        let caret = min(max(input.caret, 0), text.count)
        let passed: Character
        if forward {
            guard caret < text.count else {
                play(.boundary)
                return true
            }
            passed = text[caret]
            input.caret = caret + 1
        } else {
            guard caret > 0 else {
                play(.boundary)
                return true
            }
            passed = text[caret - 1]
            input.caret = caret - 1
        }
        recordGesture(forward ? .swipeDown : .swipeUp, asked: [input.traceName], handledBy: input.traceName)
        if !input.isSecureEntry { await speak(Self.spokenCharacter(passed), kind: .caret, element: input.id) }
        return true
    }

    /// What typing `character` (already inserted before the caret) echoes
    /// under `feedback`: the character ("cap H" for a capital), and the
    /// word a space or punctuation completes. A space after a word says
    /// only the word; a space after no word says "space".
    static func echoes(typing character: Character, into input: any TextInput, feedback: VoiceOverSettings.TypingFeedback) -> [String] {
        let endsWord = character.isWhitespace || character.isPunctuation || character.isSymbol
        var word = ""
        if endsWord {
            let before = Array(input.text.prefix(max(input.caret - 1, 0)))
            var start = before.count
            while start > 0, before[start - 1].isLetter || before[start - 1].isNumber { start -= 1 }
            word = String(before[start...])
        }
        let spoken = spokenCharacter(character)
        switch feedback {
        case .nothing: return []
        case .characters: return [spoken]
        case .words: return word.isEmpty ? [] : [word]
        case .charactersAndWords:
            if character.isWhitespace && !character.isNewline { return word.isEmpty ? [spoken] : [word] }
            return word.isEmpty ? [spoken] : [spoken, word]
        }
    }

    /// How VoiceOver says one character: a capital as "cap H", a space as
    /// "space", punctuation by its name ("period", "at").
    public static func spokenCharacter(_ character: Character) -> String {
        if character.isUppercase, character.isLetter { return "cap \(character)" }
        return Phrases.characterNames[character] ?? String(character)
    }
}
