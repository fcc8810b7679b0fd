/// A split view (`UISplitViewController`): primary and secondary columns side
/// by side in regular width (the primary 320 pt wide), collapsed to one
/// column in compact width. A three-column split adds a supplementary
/// column, also 320 pt wide, between them.
///
/// Collapsed, the primary column shows; a detail shown while collapsed is
/// pushed onto the primary when it is a navigation controller. Collapsing
/// after a detail was chosen moves it onto the primary's stack; expanding
/// moves it back to the secondary column.
@MainActor
public final class SplitViewController: ViewController {
    /// The width of the primary column in regular width.
    public static let primaryColumnWidth = 320.0

    /// The primary (list) column's controller.
    public private(set) var primary: ViewController { didSet { ModelRevision.bump() } }
    /// The secondary (detail) column's controller.
    public private(set) var secondary: ViewController? { didSet { ModelRevision.bump() } }
    /// The middle column of a three-column split (`.supplementary`).
    public private(set) var supplementary: ViewController? { didSet { ModelRevision.bump() } }
    /// Whether the split shows one column.
    public private(set) var isCollapsed = false { didSet { ModelRevision.bump() } }
    /// Whether a detail was shown since launch, so collapsing keeps it visible.
    public private(set) var hasShownDetail = false { didSet { ModelRevision.bump() } }
    private var collapsedDetails: [ViewController] = [] { didSet { ModelRevision.bump() } }

    /// Creates a split view controller.
    public init(id: String, primary: ViewController, supplementary: ViewController? = nil, secondary: ViewController?) {
        self.primary = primary
        self.supplementary = supplementary
        self.secondary = secondary
        super.init(id: id)
        addChild(primary)
        primary.didMove(toParent: self)
        if let supplementary {
            addChild(supplementary)
            supplementary.didMove(toParent: self)
        }
        if let secondary {
            addChild(secondary)
            secondary.didMove(toParent: self)
        }
    }

    override public var kindName: String { "split" }
    override public var passesSafeAreaToChildren: Bool { true }

    override public var visibleChildren: [ViewController] {
        if isCollapsed { return [primary] }
        return [primary] + [supplementary, secondary].compactMap { $0 }
    }

    /// Shows `controller` in the secondary column (`showDetailViewController`);
    /// when collapsed, pushes it onto a navigation primary, else replaces the
    /// secondary and shows it instead of the primary.
    public func showInDetailColumn(_ controller: ViewController) {
        hasShownDetail = true
        if isCollapsed, let navigation = primary as? NavigationController {
            collapsedDetails.append(controller)
            navigation.push(controller)
            return
        }
        replaceSecondary(with: controller)
    }

    private func replaceSecondary(with controller: ViewController) {
        let leaving = secondary
        guard !isContained(in: controller) else {
            record(.log, detail: "refused to show '\(controller.id)' in the detail column: it contains '\(id)'")
            return
        }
        leaving?.willMove(toParent: nil)
        addChild(controller)
        transitionChild(from: isCollapsed ? nil : leaving, to: isCollapsed ? nil : controller) {
            secondary = controller
        }
        leaving?.removeFromParent()
        controller.didMove(toParent: self)
    }

    /// Collapses or expands for a new horizontal size class.
    func adapt(to sizeClass: SizeClass) {
        let collapse = sizeClass == .compact
        guard collapse != isCollapsed else { return }
        if collapse {
            record(.collapse)
            let leaving = secondary
            transitionChild(from: leaving, to: nil) { isCollapsed = true }
            if hasShownDetail, let navigation = primary as? NavigationController, let detail = secondary {
                detail.willMove(toParent: nil)
                detail.viewIfLoaded?.removeFromSuperview()
                detail.removeFromParent()
                secondary = nil
                collapsedDetails = [detail]
                navigation.push(detail)
            }
        } else {
            record(.expand)
            if let navigation = primary as? NavigationController, let first = collapsedDetails.first,
                let index = navigation.viewControllers.firstIndex(where: { $0 === first }), index > 0
            {
                let detail = navigation.viewControllers.last!
                navigation.pop(to: navigation.viewControllers[index - 1])
                addChild(detail)
                secondary = detail
                detail.didMove(toParent: self)
            }
            collapsedDetails = []
            transitionChild(from: nil, to: secondary) { isCollapsed = false }
        }
    }

    override public func installChildViews() {
        let root = view
        let shown = visibleChildren
        for child in children where !shown.contains(where: { $0 === child }) {
            if child.viewIfLoaded?.superview === root { child.view.removeFromSuperview() }
        }
        for (index, child) in shown.enumerated() where child.view.superview !== root {
            root.insertSubview(child.view, at: index)
        }
    }

    /// Columns side by side, or the one column filling the frame.
    override public func layoutRootView() {
        let bounds = view.bounds
        let insets = EdgeInsets(top: safeAreaInsets.top, bottom: safeAreaInsets.bottom)
        let columns = visibleChildren
        if columns.count == 1 {
            primary.place(in: Rect(x: 0, y: 0, width: bounds.width, height: bounds.height), insets: insets)
            return
        }
        let rightToLeft = application?.layoutDirection == .rightToLeft
        var x = 0.0
        for (index, column) in columns.enumerated() {
            let last = index == columns.count - 1
            let width = last ? max(bounds.width - x, 0) : min(Self.primaryColumnWidth, max(bounds.width - x, 0))
            column.place(
                in: Rect(x: rightToLeft ? bounds.width - x - width : x, y: 0, width: width, height: bounds.height),
                insets: insets)
            x += width
        }
    }
}
