/// A notification the app posted, as VoiceOver processed it.
public struct NotificationRecord: Sendable, Hashable, Codable {
    /// The notification as the event trace prints it, e.g. `layoutChanged(banner)`.
    public var summary: String
    /// The responder that posted it, if known.
    public var poster: String?
    /// When VoiceOver processed it, in milliseconds.
    public var time: Int
    /// The element a screenChanged or layoutChanged named, if any.
    public var target: String?
    /// Whether that element was reachable (visible, in the element tree)
    /// when VoiceOver processed the notification.
    public var targetWasReachable: Bool?

    /// Creates a record.
    public init(summary: String, poster: String?, time: Int, target: String? = nil, targetWasReachable: Bool? = nil) {
        self.summary = summary
        self.poster = poster
        self.time = time
        self.target = target
        self.targetWasReachable = targetWasReachable
    }
}
