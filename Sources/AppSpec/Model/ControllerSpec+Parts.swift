public import AppModel
public import Diagnostics

extension ControllerSpec {
    /// An alert's contents.
    public struct AlertSpec: Sendable, Hashable {
        /// The title, if any.
        public var title: String?
        /// The message under the title, if any.
        public var message: String?
        /// `alert` or `actionSheet`.
        public var style: AlertController.Style
        /// The buttons, in order.
        public var actions: [AlertActionSpec]

        /// An alert's contents.
        public init(
            title: String? = nil, message: String? = nil, style: AlertController.Style = .alert,
            actions: [AlertActionSpec] = []
        ) {
            self.title = title
            self.message = message
            self.style = style
            self.actions = actions
        }
    }

    /// One button of an alert.
    public struct AlertActionSpec: Sendable, Hashable {
        /// The button's title.
        public var title: String
        /// `default`, `cancel` or `destructive`.
        public var style: AlertAction.Style
        /// The actions run after the alert is dismissed (`do:`); `nil` for none.
        public var handler: HandlerSpec?

        /// An alert action.
        public init(title: String, style: AlertAction.Style = .default, handler: HandlerSpec? = nil) {
            self.title = title
            self.style = style
            self.handler = handler
        }
    }

    /// A declared segue.
    public struct SegueSpec: Sendable, Hashable {
        /// How the segue shows its destination (`show`, `present`, `embed`, `unwind`, …).
        public var kind: SegueKind
        /// The destination controller; `nil` only for unwind segues.
        public var destination: String?
        /// A presentation's style; `nil`: the destination's own.
        public var style: ModalPresentationStyle?
        /// A presentation's transition style; `nil`: the destination's own.
        public var transition: ModalTransitionStyle? = nil
        /// For unwind segues: the action the destination implements.
        public var unwindAction: String? = nil
        /// For embed segues: the container view's id.
        public var containerView: String? = nil
        /// `blocked: true`: `shouldPerformSegue` answers no, so performing it does nothing.
        public var blocked: Bool
        /// Where the segue is written.
        @NotCompared public var location: SourceLocation

        /// A segue of `kind` to `destination`.
        public init(
            kind: SegueKind, destination: String?, style: ModalPresentationStyle?,
            transition: ModalTransitionStyle? = nil,
            unwindAction: String? = nil, containerView: String? = nil, blocked: Bool, location: SourceLocation
        ) {
            self.kind = kind
            self.destination = destination
            self.style = style
            self.transition = transition
            self.unwindAction = unwindAction
            self.containerView = containerView
            self.blocked = blocked
            self.location = location
        }
    }

    /// A segue under its identifier.
    public struct SegueEntry: Sendable, Hashable {
        /// The segue's identifier: its key under `segues`.
        public var id: String
        /// The segue.
        public var spec: SegueSpec

        /// The segue `spec` named `id`.
        public init(id: String, spec: SegueSpec) {
            self.id = id
            self.spec = spec
        }
    }

    /// A controller embedded in another (`children:`).
    public struct ChildSpec: Sendable, Hashable {
        /// The child controller's id.
        public var controller: String
        /// The container view's id; `nil`: the root view.
        public var `in`: String?

        /// The child `controller`, in the view `in`.
        public init(controller: String, in container: String? = nil) {
            self.controller = controller
            self.in = container
        }
    }

    /// What the navigation bar shows for the controller (`navigationItem`).
    public struct NavigationItemSpec: Sendable, Hashable {
        /// The title the bar shows; `nil`: the controller's title.
        public var title: String?
        /// The back button's title on the screen pushed after this one; `nil`: the
        /// item's title, else the controller's.
        public var backTitle: String?
        /// Bar items at the leading edge, as views (`button: Edit` with an `on: activate` handler, or a custom view).
        public var left: [ViewSpec] = []
        /// Bar items at the trailing edge, outermost first.
        public var right: [ViewSpec] = []
        /// A view shown in place of the title.
        public var titleView: ViewSpec?

        /// An empty navigation item.
        public init() {}
    }

    /// What the tab bar shows for the controller (`tabBarItem`).
    public struct TabBarItemSpec: Sendable, Hashable {
        /// The tab's title; `nil`: the controller's title.
        public var title: String?
        /// The badge shown on the tab (`badgeValue`), if any.
        public var badge: String?

        /// A tab bar item with this title and badge.
        public init(title: String? = nil, badge: String? = nil) {
            self.title = title
            self.badge = badge
        }
    }
}
