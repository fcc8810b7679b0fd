public import AppModel
public import Diagnostics

/// One action of a handler or a `do:` step (docs/scenario-format.md, "Handlers and actions").
public struct ActionSpec: Sendable, Hashable {
    /// What the action does.
    public enum Kind: Sendable, Hashable {
        /// `push: id` onto the nearest navigation controller; `pop`, `popToRoot` from it.
        case push(String)
        case pop, popToRoot
        /// `present: id`: a modal presentation in this style and transition (`nil`:
        /// the controller's own); `from` is the id of the view a popover points at.
        case present(String, style: ModalPresentationStyle?, transition: ModalTransitionStyle?, from: String?)
        /// `dismiss`: dismisses the nearest presented controller.
        case dismiss
        /// `show: id`, `showDetail: id`: pushed inside a navigation controller,
        /// shown in a split view's secondary column, otherwise presented.
        case show(String)
        case showDetail(String)
        /// `segue: segueId`: performs a declared segue (a blocked one does nothing).
        case segue(String)
        /// `unwind: controllerId`: returns to that controller, dismissing and
        /// popping whatever lies between.
        case unwind(String)
        /// `selectTab:`: selects a tab of the nearest tab bar controller.
        case selectTab(TabReference)
        /// Custom containment: `addChild` puts a child's view in a view (`nil`: the
        /// root view), `removeChild` removes a child, `transition` swaps one for another.
        case addChild(controller: String, in: String?)
        case removeChild(String)
        case transition(from: String, to: String)
        /// `announce: text`: posts an announcement with this priority.
        case announce(String, priority: AccessibilityNotification.Priority)
        /// `screenChanged: arg`, `layoutChanged: arg`: posts the notification.
        case screenChanged(NotificationArgument)
        case layoutChanged(NotificationArgument)
        /// `pageScrolled: text`: posts a page-scrolled notification with this status text.
        case pageScrolled(String)
        /// `set:`: changes a view's properties; nothing is posted.
        case set(SetSpec)
        /// `toggle: id`, `increment: id`, `decrement: id`: changes a control's value
        /// as a user would.
        case toggle(String)
        case increment(String)
        case decrement(String)
        /// `scrollPage: {id, direction}`: turns a scroll view's page.
        case scrollPage(String, ScrollDirection)
        /// `log: text`: records an app event (`<controller>.log`) with this text.
        case log(String)
        /// `pass`: lets the event continue up the responder chain.
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
        /// The tab at this index, from 0.
        case index(Int)
        /// The tab of the controller with this id.
        case controller(String)
    }

    /// The argument of screenChanged / layoutChanged.
    public enum NotificationArgument: Sendable, Hashable {
        /// `null`: VoiceOver chooses where focus goes.
        case none
        /// A view id: focus moves to that view.
        case element(String)
        /// `{text: …}`: the text is spoken.
        case text(String)
    }

    /// Properties a `set:` action changes.
    public struct SetSpec: Sendable, Hashable {
        /// The id of the view to change.
        public var id: String
        /// The new accessibility label: `nil` leaves it, `.some(nil)` removes it.
        public var label: String??
        /// The new value (`nil` leaves it, `.some(nil)` removes it): a text field's
        /// text, else the accessibility value; a slider or stepper takes ``numericValue``.
        public var value: String??
        /// The new accessibility hint: `nil` leaves it, `.some(nil)` removes it.
        public var hint: String??
        /// Whether the view is hidden; `nil` leaves it.
        public var hidden: Bool?
        /// Traits replacing the view's; `nil` leaves them.
        public var traits: AccessibilityTraits?
        /// Whether a switch is on; `nil` leaves it.
        public var isOn: Bool?
        /// `value` as a number, when it is one: what a slider or stepper is set to.
        public var numericValue: Double?

        /// Changes nothing yet of the view with this id.
        public init(id: String) {
            self.id = id
        }
    }

    /// What the action does.
    public var kind: Kind
    /// Where the action is written.
    public var location: SourceLocation

    /// Creates an action.
    public init(kind: Kind, location: SourceLocation = .inCode) {
        self.kind = kind
        self.location = location
    }

    /// Actions are equal when they do the same: the location does not count.
    public static func == (lhs: ActionSpec, rhs: ActionSpec) -> Bool { lhs.kind == rhs.kind }

    /// Hashes the kind only, as `==` compares.
    public func hash(into hasher: inout Hasher) { hasher.combine(kind) }

    /// Presents the controller with this id modally, in its own style.
    public static func present(_ id: String) -> ActionSpec {
        ActionSpec(kind: .present(id, style: nil, transition: nil, from: nil))
    }
    /// Performs the segue with this id.
    public static func segue(_ id: String) -> ActionSpec { ActionSpec(kind: .segue(id)) }
    /// Unwinds to the controller with this id.
    public static func unwind(_ id: String) -> ActionSpec { ActionSpec(kind: .unwind(id)) }
    /// Pushes the controller with this id.
    public static func push(_ id: String) -> ActionSpec { ActionSpec(kind: .push(id)) }
    /// Posts an announcement.
    public static func announce(_ text: String) -> ActionSpec { ActionSpec(kind: .announce(text, priority: .default)) }
}
