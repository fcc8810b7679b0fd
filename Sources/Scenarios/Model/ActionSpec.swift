public import Diagnostics
public import AppModel

/// One action of a handler or a `do:` step (scenario-format.md §5).
public struct ActionSpec: Sendable {
    /// What the action does.
    public enum Kind: Sendable {
        case push(String), pop, popToRoot
        case present(String, style: ModalPresentationStyle?, transition: ModalTransitionStyle?, from: String?)
        case dismiss
        case show(String), showDetail(String)
        case segue(String)
        case unwind(String)
        case selectTab(TabReference)
        case addChild(controller: String, in: String?), removeChild(String), transition(from: String, to: String)
        case announce(String, priority: AccessibilityNotification.Priority)
        case screenChanged(NotificationArgument), layoutChanged(NotificationArgument)
        case pageScrolled(String)
        case set(SetSpec)
        case toggle(String), increment(String), decrement(String)
        case scrollPage(String, ScrollDirection)
        case log(String)
        case pass
    }

    /// A tab by index or by controller id.
    public enum TabReference: Sendable, Hashable {
        case index(Int)
        case controller(String)
    }

    /// The argument of screenChanged / layoutChanged.
    public enum NotificationArgument: Sendable, Hashable {
        case none
        case element(String)
        case text(String)
    }

    /// Properties a `set:` action changes.
    public struct SetSpec: Sendable {
        public var id: String
        public var label: String??
        public var value: String??
        public var hint: String??
        public var hidden: Bool?
        public var traits: AccessibilityTraits?
        public var isOn: Bool?
        public var numericValue: Double?
    }

    public var kind: Kind
    public var location: SourceLocation
}
