internal import AppModel

/// What VoiceOver says about a text input being edited: the editing
/// description when editing starts, the echo of each key, and the caret
/// moving under swipes up and down (docs/voiceover-rules.md, "Text entry").
extension ScreenReader {
    /// The utterance when editing starts: label, role, "Is editing.", the
    /// value (or placeholder, or a secure field's length), the text unit
    /// and where the insertion point is ("Email. Text Field. Is editing.
    /// Character mode. Insertion point at start.").
    func editingDescription(_ input: any TextInput) -> String {
        var parts: [String] = []
        if let label = input.accessibilityLabel, !label.isEmpty { parts.append(label) }
        let traits = input.accessibilityTraits
        parts.append(
            traits.contains(.secureTextField)
                ? Phrases.secureTextField : traits.contains(.searchField) ? Phrases.searchField : Phrases.textField)
        parts.append(Phrases.isEditing)
        if let value = input.spokenValue, !value.isEmpty { parts.append(value) }
        parts.append(
            textUnit == .words ? Phrases.wordMode : textUnit == .lines ? Phrases.lineMode : Phrases.characterMode)
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
        await speak(
            editingDescription(input), kind: .description, hint: hint, language: input.accessibilityLanguage,
            element: input.id)
    }

    /// The unit the caret moves by: the text rotor the user turned to
    /// (characters, words, lines), else characters.
    var textUnit: Rotor {
        let rotor = rotorChoice?.rotor ?? lastRotor
        return rotor == .words || rotor == .lines ? rotor! : .characters
    }

    /// A swipe down (forward) or up (back) on the input being edited moves
    /// the caret by the text unit and speaks what it passed (a character,
    /// a word, a line); at either end the boundary sound plays. Returns
    /// `false` when the focused element is not an input being edited.
    func moveCaret(forward: Bool) async -> Bool {
        guard let input = focusedElement as? any TextInput, input.isEditing else { return false }
        let text = Array(input.text)
        let caret = min(max(input.caret, 0), text.count)
        guard let (target, passed) = Self.caretMove(in: text, from: caret, by: textUnit, forward: forward) else {
            play(.boundary)
            return true
        }
        input.caret = target
        recordGesture(forward ? .swipeDown : .swipeUp, asked: [input.traceName], handledBy: input.traceName)
        if !input.isSecureEntry {
            let spoken = passed.count == 1 ? Self.spokenCharacter(passed[passed.startIndex]) : passed
            await speak(spoken, kind: .caret, element: input.id)
        }
        return true
    }

    /// Where the caret lands moving by `unit` from `caret`, and the text it
    /// passed; `nil` at the end it moves towards. A word move lands after
    /// the next word (before the previous one); a line move lands at the
    /// start of the next line (of the previous one) and passes that line.
    static func caretMove(in text: [Character], from caret: Int, by unit: Rotor, forward: Bool) -> (Int, String)? {
        func isWord(_ character: Character) -> Bool { character.isLetter || character.isNumber }
        switch unit {
        case .words:
            var index = caret
            if forward {
                while index < text.count, !isWord(text[index]) { index += 1 }
                let start = index
                while index < text.count, isWord(text[index]) { index += 1 }
                return index > start ? (index, String(text[start..<index])) : nil
            }
            while index > 0, !isWord(text[index - 1]) { index -= 1 }
            let end = index
            while index > 0, isWord(text[index - 1]) { index -= 1 }
            return end > index ? (index, String(text[index..<end])) : nil
        case .lines:
            let starts = [0] + text.indices.filter { text[$0] == "\n" }.map { $0 + 1 }
            let current = starts.last { $0 <= caret } ?? 0
            guard let target = forward ? starts.first(where: { $0 > current }) : starts.last(where: { $0 < current })
            else { return nil }
            let end = text[target...].firstIndex(of: "\n") ?? text.count
            return (target, String(text[target..<end]))
        default:
            if forward { return caret < text.count ? (caret + 1, String(text[caret])) : nil }
            return caret > 0 ? (caret - 1, String(text[caret - 1])) : nil
        }
    }

    /// What typing `character` (already inserted before the caret) echoes
    /// under `feedback`: the character ("cap H" for a capital), and the
    /// word a space or punctuation completes. A space after a word says
    /// only the word; a space after no word says "space".
    static func echoes(
        typing character: Character, into input: any TextInput, feedback: VoiceOverSettings.TypingFeedback
    ) -> [String] {
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
