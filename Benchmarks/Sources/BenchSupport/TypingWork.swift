import AppModel
import VoiceOver

/// Typing into a field at the top of a generated screen of 10k labels:
/// each key inserts at the caret, echoes, and settles VoiceOver (the
/// element tree the settle reads is rebuilt after every change of text).
@MainActor
public enum TypingWork {
    private static var readers: [Int: ScreenReader] = [:]

    /// A launched screen of `count` labels below one text field, the field being edited.
    public static func prepare(_ count: Int) async {
        guard readers[count] == nil else { return }
        let screen = GeneratedScreen(count: count)
        let field = TextField(placeholder: "Notes", id: "notes", frame: Rect(x: 5, y: 0, width: 380, height: 34))
        screen.application.rootViewController?.view.addSubview(field)
        let reader = ScreenReader(application: screen.application)
        await reader.start()
        _ = await reader.focus(on: field)
        await reader.doubleTap()
        readers[count] = reader
    }

    private static var typed = 0

    /// Empties the field, for a run that types from the start.
    public static func reset(_ count: Int) async {
        await prepare(count)
        guard let field = readers[count]?.editedInput else { return }
        field.text = ""
        field.caret = 0
        typed = 0
    }

    /// Types the next character of the text (one key: insert, echo, settle).
    public static func typeOne(_ count: Int) async -> Int {
        guard let reader = readers[count] else { return 0 }
        let text = Array("The quick brown fox jumps over the lazy dog. ")
        try? await reader.type(String(text[typed % text.count]))
        typed += 1
        return reader.editedInput?.text.count ?? 0
    }
}
