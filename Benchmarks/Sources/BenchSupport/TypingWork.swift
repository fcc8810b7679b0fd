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

    /// Types `characters` characters one at a time and returns each one's
    /// nanoseconds; the field is emptied first so every run types the same.
    public static func keyTimes(_ count: Int, characters: Int) async -> [Int] {
        await prepare(count)
        guard let reader = readers[count], let field = reader.editedInput else { return [] }
        field.text = ""
        field.caret = 0
        let text = Array("The quick brown fox jumps over the lazy dog. ")
        var times: [Int] = []
        times.reserveCapacity(characters)
        let clock = ContinuousClock()
        for index in 0..<characters {
            let start = clock.now
            try? await reader.type(String(text[index % text.count]))
            let duration = clock.now - start
            times.append(Int(duration.components.seconds) * 1_000_000_000 + Int(duration.components.attoseconds / 1_000_000_000))
        }
        return times
    }
}
