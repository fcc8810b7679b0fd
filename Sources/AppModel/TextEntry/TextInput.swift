/// A view the user types into: a text field or a text view
/// (`UITextInput`). It holds its text and a caret; while it is the
/// application's first responder it is being edited, and the keyboard
/// types into it (docs/voiceover-rules.md, "Text entry").
@MainActor
public protocol TextInput: View {
    /// The text typed in it.
    var text: String { get set }
    /// Where typing goes: an offset in characters, from 0 (before the
    /// first) to the text's length (after the last).
    var caret: Int { get set }
    /// Whether its text is hidden (a password field).
    var isSecureEntry: Bool { get }
    /// Whether the return key inserts a new line instead of submitting.
    var isMultiline: Bool { get }
    /// The return key's kind.
    var returnKeyType: ReturnKeyType { get }
    /// The keyboard it asks for.
    var keyboardType: KeyboardType { get }
}

extension TextInput {
    /// Whether it is the first responder, so typing goes into it.
    public var isEditing: Bool { window?.application?.firstResponder === self }
    // A field taken off screen (its screen pushed over) has no window, so it is not edited.

    /// Makes it the first responder with the caret after its text.
    public func beginEditing() {
        guard let application = window?.application else { return }
        application.makeFirstResponder(self)
        caret = text.count
    }

    /// Stops editing it (the keyboard goes away).
    public func endEditing() {
        guard isEditing else { return }
        window?.application?.makeFirstResponder(nil)
    }

    /// Inserts `string` at the caret and moves the caret after it; the
    /// app's `change` handler runs.
    public func insert(_ string: String) {
        guard !string.isEmpty else { return }
        let at = text.index(text.startIndex, offsetBy: min(max(caret, 0), text.count))
        text.insert(contentsOf: string, at: at)
        caret = min(max(caret, 0), text.count - string.count) + string.count
        textDidChange()
    }

    /// Removes the character before the caret; returns it, or `nil` when
    /// the caret is at the start.
    @discardableResult
    public func deleteBackward() -> Character? {
        let position = min(max(caret, 0), text.count)
        guard position > 0 else { return nil }
        let index = text.index(text.startIndex, offsetBy: position - 1)
        let removed = text.remove(at: index)
        caret = position - 1
        textDidChange()
        return removed
    }

    /// Empties it (the clear button); returns whether there was text.
    @discardableResult
    public func clearText() -> Bool {
        guard !text.isEmpty else { return false }
        text = ""
        caret = 0
        textDidChange()
        return true
    }

    /// The return key: a new line in a multi-line input; otherwise the
    /// app's `submit` handler runs, and without one editing ends (as an
    /// app's `textFieldShouldReturn` that resigns the field).
    public func pressReturn() {
        if isMultiline {
            insert("\n")
            return
        }
        record(.primaryAction, detail: "return")
        if let submit = handlers.submit {
            _ = submit()
        } else {
            endEditing()
        }
    }

    private func textDidChange() {
        record(.valueChanged, detail: isSecureEntry ? String(repeating: "•", count: text.count) : text)
        handlers.change?()
    }
}
