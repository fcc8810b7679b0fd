/// One thing the screen reader must react to after the app ran: a
/// notification the app posted, or a transition UIKit made.
@MainActor
public enum AccessibilityChange {
    /// `UIAccessibility.post(notification:argument:)`, with the responder that posted it.
    case notification(AccessibilityNotification, poster: Responder?)
    /// A standard screen change.
    case transition(ScreenTransition)

    /// The change as the event trace prints it.
    public var summary: String {
        switch self {
        case .notification(let notification, _): notification.summary
        case .transition(let transition): transition.summary
        }
    }
}
