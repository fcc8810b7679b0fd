/// A notification the app posts to assistive technologies (`UIAccessibility.post`).
///
/// The app model only records what was posted, in order; the VoiceOver
/// engine decides what is heard and where focus goes. An element argument
/// holds the view itself, as UIKit's `Any` argument does, so values of this
/// type live on the main actor with the model.
@MainActor
public enum AccessibilityNotification {
    /// Something the app passes along with a notification.
    @MainActor
    public enum Argument {
        /// No argument (`nil`).
        case none
        /// An element to move focus to.
        case element(View)
        /// A string to speak.
        case text(String)

        /// The argument as the event trace prints it: `nil`, a view's name, or a quoted string.
        public var summary: String {
            switch self {
            case .none: "nil"
            case .element(let view): view.traceName
            case .text(let text): "\"\(text)\""
            }
        }
    }

    /// How an announcement competes with other speech (`UIAccessibilityPriority`).
    public enum Priority: String, Hashable, Sendable, Codable, CaseIterable {
        /// Queued until other speech has finished.
        case low
        /// Interrupts current speech, and can itself be interrupted.
        case `default`
        /// Interrupts current speech and cannot be interrupted once started.
        case high
    }

    /// A new view covers a major portion of the screen.
    case screenChanged(Argument)
    /// An element appeared or disappeared.
    case layoutChanged(Argument)
    /// Speak a string.
    case announcement(String, priority: Priority)
    /// A scroll finished; the string is the new scroll position's status.
    case pageScrolled(String)

    /// The notification as the event trace prints it, e.g. `screenChanged(networks)`.
    public var summary: String {
        switch self {
        case .screenChanged(let argument): "screenChanged(\(argument.summary))"
        case .layoutChanged(let argument): "layoutChanged(\(argument.summary))"
        case .announcement(let text, let priority): "announcement(\"\(text)\", \(priority.rawValue))"
        case .pageScrolled(let text): "pageScrolled(\"\(text)\")"
        }
    }
}
