public import AppModel

/// An announcement the app posted and what became of it.
public struct AnnouncementRecord: Sendable, Hashable, Codable {
    /// The text.
    public var text: String
    /// Its priority.
    public var priority: AccessibilityNotification.Priority
    /// When it was posted, in milliseconds.
    public var postedAt: Int
    /// When it started to be spoken, if it did.
    public var startedAt: Int?
    /// Whether VoiceOver spoke it to the end; `nil` while pending.
    public var wasSuccessful: Bool?
}
