public import AppModel

/// One view controller (scenario-format.md §3).
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
    }

    /// A declared segue.
    public struct SegueSpec: Sendable {
        public var kind: SegueKind
        public var destination: String
        public var style: ModalPresentationStyle?
        public var blocked: Bool
        public var location: SourceLocation
    }

    public var id: String
    public var kind: Kind = .content
    public var title: String?
    public var views: [ViewSpec] = []
    public var rootView: ViewSpec?
    public var stack: [String] = []
    public var tabs: [String] = []
    public var selected = 0
    public var primary: String?
    public var secondary: String?
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
    public var location: SourceLocation

    /// Ids of the controllers this one contains.
    public var containedIDs: [String] {
        stack + tabs + [primary, secondary].compactMap { $0 } + pages + children.map(\.controller)
    }
}
