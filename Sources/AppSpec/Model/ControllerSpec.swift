public import AppModel
public import Diagnostics

/// One view controller (docs/scenario-format.md, "View controllers"): the
/// keys every controller shares, and its ``content``, which carries the
/// fields only its type has. Two specs are equal when they describe the
/// same controller; where they were written does not count.
public struct ControllerSpec: Sendable, Hashable {
    /// The controller types of the format.
    public enum Kind: String, Sendable, CaseIterable {
        /// `content` (the default), `navigation`, `tabBar`, `split`, `page`,
        /// `container` (custom containment) and `alert`.
        case content, navigation, tabBar, split, page, container, alert
    }

    /// The controller's id: its key under `controllers`.
    public var id: String
    /// The id in the source document (an Interface Builder object id) when
    /// ``id`` is a readable name; steps and expectations may use either (`objectId`).
    public var objectID: String?
    /// What the controller is, with its type's own fields.
    public var content: ControllerContent = .content
    /// `title`: the navigation bar title and the tab title.
    public var title: String?
    /// `views`: the root view's subviews, in order.
    public var views: [ViewSpec] = []
    /// The controller's own view's keys (any common view key).
    public var rootView: ViewSpec?
    /// Controllers embedded in this one, each in a container view or the root view.
    public var children: [ChildSpec] = []
    /// `modalPresentationStyle`: how it is presented; `nil`: `automatic` (a page sheet).
    public var modalPresentationStyle: ModalPresentationStyle?
    /// `modalTransitionStyle`: how it appears when presented; `nil`: `coverVertical`.
    public var modalTransitionStyle: ModalTransitionStyle?
    /// `definesPresentationContext`: this controller is the context a
    /// `currentContext` or `overCurrentContext` presentation covers.
    public var definesPresentationContext = false
    /// `providesPresentationContextTransitionStyle`: the context's transition
    /// style replaces the presented controller's.
    public var providesPresentationContextTransitionStyle = false
    /// `isModalInPresentation`: a sheet that escape cannot dismiss.
    public var isModalInPresentation = false
    /// `restorationId`: the restoration identifier; without it the controller
    /// and everything under or presented by it is not preserved.
    public var restorationID: String?
    /// `restorationClass`: the name of the class that recreates the controller
    /// on restoration, if any.
    public var restorationClass: String?
    /// `segues`: the declared segues with their ids, in file order.
    public var segues: [SegueEntry] = []
    /// `unwindActions`: the names of the unwind actions the controller implements.
    public var unwindActions: [String] = []
    /// `on`: handlers for gestures and lifecycle events.
    public var handlers = HandlerSet()
    /// `navigationItem`: what the navigation bar shows for the controller, if written.
    public var navigationItem: NavigationItemSpec?
    /// Bar items a navigation controller's toolbar shows while this controller is on top.
    public var toolbarItems: [ViewSpec] = []
    /// `tabBarItem`: the tab's title and badge, if written.
    public var tabBarItem: TabBarItemSpec?
    /// A screen captured from a running app (`captured: true`): views carry
    /// screen coordinates and the bars the app showed, so the root view
    /// covers the screen and containers hide their own bars.
    public var isCaptured = false
    /// `canvas: [w, h]`: the size the screen was drawn at in its source
    /// document. Where it is larger than the device, Auto Layout (which
    /// a11ysim does not run) decides where what lies beyond the screen goes.
    public var canvas: Size?
    /// `estimatedLayout: true`: the frames of the screen's views are
    /// a11ysim's estimate from code (SwiftUI), not a document's or a
    /// capture's measurements; the audit reviews what rests on them.
    public var estimatedLayout = false
    /// `reference: Onboarding.storyboard`: the scene stands for a scene of
    /// another file (a storyboard reference), whose content this input does
    /// not hold; the audit reviews what rests on it.
    public var reference: String?
    /// The capture file the views came from (`capture:`, relative to the
    /// scenario), if any: where they came from, which equality does not count.
    @NotCompared public var capture: String? = nil
    /// The screen size the capture was taken on (the scenario's `screen`
    /// when it names none).
    @NotCompared public var capturedScreenSize: Size? = nil
    /// The storyboard identifier: another name the controller answers to.
    public var storyboardID: String?
    /// Where the controller is written.
    @NotCompared public var location: SourceLocation
    /// Where each contained controller id (a `stack`, `tabs` or `pages`
    /// entry, a column, a child) and each child's container view was
    /// written, so an error about one points at its own line.
    @NotCompared public var referenceLocations: [String: SourceLocation] = [:]

    /// A controller with this id and content and nothing else set.
    public init(id: String, content: ControllerContent = .content, location: SourceLocation = .inCode) {
        self.id = id
        self.content = content
        self.location = location
    }

    /// The `type`.
    public var kind: Kind { content.kind }

    /// The views of the bars: the navigation item's bar items and title
    /// view, then the toolbar items.
    public var navigationItemViews: [ViewSpec] {
        guard let item = navigationItem else { return toolbarItems }
        return item.left + item.right + (item.titleView.map { [$0] } ?? []) + toolbarItems
    }

    /// Ids of the controllers this one contains.
    public var containedIDs: [String] {
        content.controllerIDs + children.map(\.controller)
    }

    /// The tab bar controller's tabs; empty for other types.
    public var tabs: [String] {
        if case .tabBar(let tabBar) = content { return tabBar.tabs }
        return []
    }

    /// An alert's contents; `nil` for other types.
    public var alert: AlertSpec? {
        if case .alert(let alert) = content { return alert }
        return nil
    }
}
