/// A change of what is on screen that UIKit handles for VoiceOver by itself
/// ("UIKit posts notifications for standard events"): the engine decides
/// where focus goes from these, as docs/voiceover-rules.md §6 describes.
///
/// The app model records each transition in ``Application/pendingChanges``
/// in the order it happened, between the notifications the app posted.
@MainActor
public enum ScreenTransition {
    /// `pushed` went on top of `navigation`'s stack.
    case push(navigation: NavigationController, pushed: ViewController)
    /// `popped` (top last) left `navigation`'s stack.
    case pop(navigation: NavigationController, popped: [ViewController])
    /// `navigation`'s stack was replaced.
    case setViewControllers(navigation: NavigationController)
    /// A controller was presented.
    case present(Presentation)
    /// `dismissed` (bottom first) left the screen.
    case dismiss(dismissed: [ViewController], presenting: ViewController?)
    /// A tab bar controller selected another tab.
    case selectTab(TabBarController, index: Int)
    /// A page view controller showed another page.
    case selectPage(PageViewController, index: Int)
    /// A container swapped one child for another.
    case childTransition(container: ViewController, from: ViewController?, to: ViewController?)

    /// The transition as the event trace prints it.
    public var summary: String {
        switch self {
        case .push(let navigation, let pushed): "push(\(navigation.id), \(pushed.id))"
        case .pop(let navigation, let popped): "pop(\(navigation.id), \(popped.map(\.id).joined(separator: ", ")))"
        case .setViewControllers(let navigation): "setViewControllers(\(navigation.id))"
        case .present(let presentation): "present(\(presentation.presented.id))"
        case .dismiss(let dismissed, _): "dismiss(\(dismissed.map(\.id).joined(separator: ", ")))"
        case .selectTab(let controller, let index): "selectTab(\(controller.id), \(index))"
        case .selectPage(let controller, let index): "selectPage(\(controller.id), \(index))"
        case .childTransition(let container, let from, let to):
            "childTransition(\(container.id), \(from?.id ?? "nil") -> \(to?.id ?? "nil"))"
        }
    }
}
