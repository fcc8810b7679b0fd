public import Diagnostics
public import AppModel

/// One action of a handler or a `do:` step (docs/scenario-format.md, "Handlers and actions").
public struct ActionSpec: Sendable, Hashable {
    /// What the action does.
    public enum Kind: Sendable, Hashable {
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
    public struct SetSpec: Sendable, Hashable {
        public var id: String
        public var label: String??
        public var value: String??
        public var hint: String??
        public var hidden: Bool?
        public var traits: AccessibilityTraits?
        public var isOn: Bool?
        public var numericValue: Double?

        /// Changes nothing yet of the view with this id.
        public init(id: String) {
            self.id = id
        }
    }

    public var kind: Kind
    public var location: SourceLocation

    /// Creates an action.
    public init(kind: Kind, location: SourceLocation = .inCode) {
        self.kind = kind
        self.location = location
    }

    /// Actions are equal when they do the same: the location does not count.
    public static func == (lhs: ActionSpec, rhs: ActionSpec) -> Bool { lhs.kind == rhs.kind }

    public func hash(into hasher: inout Hasher) { hasher.combine(kind) }

    /// Presents the controller with this id modally, in its own style.
    public static func present(_ id: String) -> ActionSpec { ActionSpec(kind: .present(id, style: nil, transition: nil, from: nil)) }
    /// Performs the segue with this id.
    public static func segue(_ id: String) -> ActionSpec { ActionSpec(kind: .segue(id)) }
    /// Unwinds to the controller with this id.
    public static func unwind(_ id: String) -> ActionSpec { ActionSpec(kind: .unwind(id)) }
    /// Pushes the controller with this id.
    public static func push(_ id: String) -> ActionSpec { ActionSpec(kind: .push(id)) }
    /// Posts an announcement.
    public static func announce(_ text: String) -> ActionSpec { ActionSpec(kind: .announce(text, priority: .default)) }
}
