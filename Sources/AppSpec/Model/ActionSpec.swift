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
        /// `if: {id, empty | equals, then, else}`: the `then` actions when
        /// the view's text passes the test, else the `else` actions.
        indirect case branch(TextCondition, then: [ActionSpec], else: [ActionSpec])
    }

    /// What an `if:` action tests: a view's text (a field's text, else its
    /// accessibility value).
    public struct TextCondition: Sendable, Hashable {
        /// The test on the text.
        public enum Test: Sendable, Hashable {
            /// `empty: true` (no text) or `empty: false` (some text).
            case empty(Bool)
            /// `equals: text`.
            case equals(String)
        }

        /// The view whose text is tested.
        public var id: String
        /// The test.
        public var test: Test

        /// Creates a condition.
        public init(id: String, test: Test) {
            self.id = id
            self.test = test
        }

        /// Whether `text` passes.
        public func holds(for text: String) -> Bool {
            switch test {
            case .empty(let empty): text.isEmpty == empty
            case .equals(let expected): text == expected
            }
        }
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
