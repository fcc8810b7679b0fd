extension ElementSnapshot {
    /// The first value of the element's speech that its source could not
    /// settle, as the speech shows it (`«item.title»`): SwiftUI code read
    /// without running marks each value it cannot know this way.
    public var unknownText: String? {
        for text in [label, value, description].compactMap(\.self) {
            guard let start = text.firstIndex(of: "«"), let end = text[start...].firstIndex(of: "»") else { continue }
            return String(text[start...end])
        }
        return nil
    }
}
