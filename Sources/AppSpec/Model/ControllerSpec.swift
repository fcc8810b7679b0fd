public import Diagnostics
public import AppModel

/// One view controller (docs/scenario-format.md, "View controllers").
public struct ControllerSpec: Sendable {
    /// The controller types of the format.
    public enum Kind: String, Sendable, CaseIterable {
        case content, navigation, tabBar, split, page, container, alert
    }

    /// An alert's contents.
    public struct AlertSpec: Sendable {
        public var title: String?
        public var message: String?
        public var style: AlertController.Style
        public var actions: [(title: String, style: AlertAction.Style, handler: HandlerSpec?)]

        /// An alert's contents.
        public init(title: String?, message: String?, style: AlertController.Style, actions: [(title: String, style: AlertAction.Style, handler: HandlerSpec?)]) {
            self.title = title
            self.message = message
            self.style = style
            self.actions = actions
        }
    }

    /// A declared segue.
    public struct SegueSpec: Sendable {
        public var kind: SegueKind
        /// The destination controller; `nil` only for unwind segues.
        public var destination: String?
        public var style: ModalPresentationStyle?
        public var transition: ModalTransitionStyle? = nil
        /// For unwind segues: the action the destination implements.
        public var unwindAction: String? = nil
        /// For embed segues: the container view's id.
        public var containerView: String? = nil
        public var blocked: Bool
        public var location: SourceLocation

        /// A segue of `kind` to `destination`.
        public init(
            kind: SegueKind, destination: String?, style: ModalPresentationStyle?, transition: ModalTransitionStyle? = nil,
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

    /// What the navigation bar shows for the controller (`navigationItem`).
    public struct NavigationItemSpec: Sendable {
        public var title: String?
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
    public struct TabBarItemSpec: Sendable {
        public var title: String?
        public var badge: String?

        /// A tab bar item with this title and badge.
        public init(title: String? = nil, badge: String? = nil) {
            self.title = title
            self.badge = badge
        }
    }

    public var id: String
    /// The id in the source document (an Interface Builder object id) when
    /// ``id`` is a readable name; steps and expectations may use either (`objectId`).
    public var objectID: String?
    public var kind: Kind = .content
    public var title: String?
    public var views: [ViewSpec] = []
    public var rootView: ViewSpec?
    public var stack: [String] = []
    public var tabs: [String] = []
    public var selected = 0
    public var primary: String?
    public var secondary: String?
    /// `split`: the middle column of a three-column split view.
    public var supplementary: String?
    public var pages: [String] = []
    public var current = 0
    public var children: [(controller: String, in: String?)] = []
    public var alert: AlertSpec?
    public var modalPresentationStyle: ModalPresentationStyle?
    public var modalTransitionStyle: ModalTransitionStyle?
    public var definesPresentationContext = false
    public var providesPresentationContextTransitionStyle = false
    public var isModalInPresentation = false
    public var restorationID: String?
    public var restorationClass: String?
    public var segues: [(id: String, spec: SegueSpec)] = []
    public var unwindActions: [String] = []
    public var handlers = HandlerSet()
    public var navigationItem: NavigationItemSpec?
    /// Bar items a navigation controller's toolbar shows while this controller is on top.
    public var toolbarItems: [ViewSpec] = []
    /// `navigation`: whether the toolbar is hidden (default true, as UIKit).
    public var toolbarHidden: Bool?
    public var tabBarItem: TabBarItemSpec?
    /// A screen captured from a running app (`captured: true`): views carry
    /// screen coordinates and the bars the app showed, so the root view
    /// covers the screen and containers hide their own bars.
    public var isCaptured = false
    /// `canvas: [w, h]`: the size the screen was drawn at in its source
    /// document. Where it is larger than the device, Auto Layout (which
    /// a11ysim does not run) decides where what lies beyond the screen goes.
    public var canvas: Size?
    /// The capture file the views came from (`capture:`, relative to the scenario), if any.
    public var capture: String?
    /// The screen size the capture was taken on.
    public var capturedScreenSize: Size?
    /// The storyboard identifier: another name the controller answers to.
    public var storyboardID: String?
    public var location: SourceLocation

    /// A content controller with this id and nothing else set.
    public init(id: String, location: SourceLocation = .inCode) {
        self.id = id
        self.location = location
    }

    /// The views of the bars: the navigation item's bar items and title
    /// view, then the toolbar items.
    public var navigationItemViews: [ViewSpec] {
        guard let item = navigationItem else { return toolbarItems }
        return item.left + item.right + (item.titleView.map { [$0] } ?? []) + toolbarItems
    }

    /// Ids of the controllers this one contains.
    public var containedIDs: [String] {
        stack + tabs + [primary, supplementary, secondary].compactMap { $0 } + pages + children.map(\.controller)
    }
}
