/// What VoiceOver tells the app (`NotificationCenter` notifications of
/// docs/voiceover-rules.md §4.2), delivered through
/// ``Application/deliver(_:)``.
@MainActor
public enum VoiceOverEvent {
    /// `announcementDidFinishNotification`: the announcement's string and
    /// whether VoiceOver spoke it to the end.
    case announcementDidFinish(text: String, wasSuccessful: Bool)
    /// `elementFocusedNotification`: the newly focused element and the one
    /// that lost focus.
    case elementFocused(focused: View?, unfocused: View?)
    /// `voiceOverStatusDidChangeNotification`; query
    /// ``Application/isVoiceOverRunning``.
    case voiceOverStatusChanged

    /// The event as the trace prints it.
    public var summary: String {
        switch self {
        case .announcementDidFinish(let text, let wasSuccessful):
            "announcementDidFinish(\"\(text)\", wasSuccessful: \(wasSuccessful))"
        case .elementFocused(let focused, let unfocused):
            "elementFocused(\(focused?.traceName ?? "nil"), unfocused: \(unfocused?.traceName ?? "nil"))"
        case .voiceOverStatusChanged:
            "voiceOverStatusChanged"
        }
    }

    /// The trace kind recorded for the event.
    public var kind: TraceEvent.Kind {
        switch self {
        case .announcementDidFinish: .announcementDidFinish
        case .elementFocused: .elementFocused
        case .voiceOverStatusChanged: .voiceOverStatusChanged
        }
    }
}
