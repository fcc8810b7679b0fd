/// A navigation stack (`UINavigationController`) with its bar.
///
/// Push and pop run UIKit's appearance order (a push of B over A records
/// `B.viewDidLoad, A.viewWillDisappear, B.viewWillAppear, A.viewDidDisappear,
/// B.viewDidAppear`), with `willMove(toParent:)`/`didMove(toParent:)` around
/// them. Escape pops when the stack has more than one controller and nothing
/// is presented over it; at the root the gesture continues up the chain.
@MainActor
public final class NavigationController: ViewController {
    /// The stack, bottom to top.
    public private(set) var viewControllers: [ViewController] = [] { didSet { ModelRevision.bump() } }
    /// The bar at the top.
    public private(set) lazy var navigationBar = makeNavigationBar()
    /// The toolbar, shown at the bottom unless ``isToolbarHidden``.
    public private(set) lazy var toolbar = Toolbar(ownerID: id)
    /// Whether the toolbar is hidden (UIKit's default).
    public var isToolbarHidden = true {
        didSet {
            ModelRevision.bump()
            viewIfLoaded?.setNeedsLayout()
        }
    }
    /// Whether the bar is hidden.
    public var isNavigationBarHidden = false {
        didSet {
            ModelRevision.bump()
            viewIfLoaded?.setNeedsLayout()
        }
    }

    /// Creates a navigation controller with an initial stack.
    public init(id: String, viewControllers: [ViewController] = []) {
        super.init(id: id)
        for controller in viewControllers {
            addChild(controller)
            self.viewControllers.append(controller)
            controller.didMove(toParent: self)
        }
    }

    override public var kindName: String { "navigation" }
    override public var passesSafeAreaToChildren: Bool { true }

    /// The controller on top of the stack.
    public var topViewController: ViewController? { viewControllers.last }

    override public var visibleChildren: [ViewController] {
        topViewController.map { [$0] } ?? []
    }

    /// Pushes `controller` onto the stack (`pushViewController(_:animated:)`).
    public func push(_ controller: ViewController) {
        guard !viewControllers.contains(where: { $0 === controller }) else { return }
        let leaving = topViewController
        guard addChild(controller) else { return }
        record(.push, detail: controller.id)
        application?.noteTransition(.push(navigation: self, pushed: controller))
        transitionChild(from: leaving, to: controller) {
            viewControllers.append(controller)
        }
        controller.didMove(toParent: self)
    }

    /// Pops the top controller (`popViewController(animated:)`); does nothing
    /// at the root.
    @discardableResult
    public func pop() -> ViewController? {
        guard viewControllers.count > 1 else { return nil }
        let popped = viewControllers[viewControllers.count - 1]
        pop(to: viewControllers[viewControllers.count - 2], kind: .pop)
        return popped
    }

    /// Pops to the root controller (`popToRootViewController(animated:)`).
    @discardableResult
    public func popToRoot() -> [ViewController] {
        guard let root = viewControllers.first else { return [] }
        return pop(to: root, kind: .popToRoot)
    }

    /// Pops until `controller` is on top (`popToViewController(_:animated:)`).
    @discardableResult
    public func pop(to controller: ViewController) -> [ViewController] {
        pop(to: controller, kind: .pop)
    }

    @discardableResult
    private func pop(to controller: ViewController, kind: TraceEvent.Kind) -> [ViewController] {
        guard let index = viewControllers.firstIndex(where: { $0 === controller }), index < viewControllers.count - 1
        else {
            return []
        }
        let popped = Array(viewControllers[(index + 1)...])
        record(kind, detail: popped.map(\.id).joined(separator: ", "))
        application?.noteTransition(.pop(navigation: self, popped: popped))
        for child in popped.reversed() { child.willMove(toParent: nil) }
        transitionChild(from: popped.last, to: controller) {
            viewControllers.removeSubrange((index + 1)...)
        }
        for child in popped.reversed() { child.removeFromParent() }
        return popped
    }

    /// Replaces the stack (`setViewControllers(_:animated:)`).
    public func setViewControllers(_ controllers: [ViewController]) {
        let controllers = controllers.filter { !isContained(in: $0) }
        let leaving = topViewController
        let removed = viewControllers.filter { old in !controllers.contains { $0 === old } }
        let added = controllers.filter { new in !viewControllers.contains { $0 === new } }
        record(.setViewControllers, detail: controllers.map(\.id).joined(separator: ", "))
        application?.noteTransition(.setViewControllers(navigation: self))
        for child in removed { child.willMove(toParent: nil) }
        for child in added { addChild(child) }
        transitionChild(from: leaving, to: controllers.last) {
            viewControllers = controllers
            children = controllers
        }
        for child in removed { child.removeFromParent() }
        for child in added { child.didMove(toParent: self) }
    }

    /// Escape pops (see the type's discussion) unless a handler is installed.
    override public func accessibilityPerformEscape() -> Bool {
        if let handler = handlers.escape { return handler() }
        guard presentedViewController == nil, viewControllers.count > 1 else { return false }
        pop()
        return true
    }

    /// The top controller's: a captured screen brings every bar it was captured with.
    override public var coversContainerBars: Bool { topViewController?.coversContainerBars ?? false }

    override public func childTitleDidChange(_ child: ViewController) {
        refreshBar()
    }

    override public func childBarItemsDidChange(_ child: ViewController) {
        if child === topViewController { refreshBar() }
    }

    override public func installChildViews() {
        let root = view
        for child in children where child !== topViewController {
            if child.viewIfLoaded?.superview === root { child.view.removeFromSuperview() }
        }
        if let top = topViewController {
            root.insertSubview(top.view, at: 0)
        }
        if navigationBar.superview !== root { root.addSubview(navigationBar) }
        if toolbar.superview !== root { root.addSubview(toolbar) }
        refreshBar()
    }

    /// The bar under the top inset; the top controller between the bar and the bottom inset.
    override public func layoutRootView() {
        let bounds = view.bounds
        // A captured screen on top shows the bars it was captured with.
        let ownBars = topViewController?.coversContainerBars ?? false
        let barHidden = isNavigationBarHidden || ownBars
        let barHeight = barHidden ? 0 : (application?.device.navigationBarHeight ?? 44)
        navigationBar.isHidden = barHidden
        navigationBar.frame = Rect(x: 0, y: safeAreaInsets.top, width: bounds.width, height: barHeight)
        let top = safeAreaInsets.top + barHeight
        // The toolbar sits above the bottom inset; content stops above it.
        let toolbarHidden = isToolbarHidden || ownBars
        let toolbarHeight = toolbarHidden ? 0 : (application?.device.navigationBarHeight ?? 44)
        toolbar.isHidden = toolbarHidden
        toolbar.frame = Rect(
            x: 0, y: bounds.height - safeAreaInsets.bottom - toolbarHeight, width: bounds.width, height: toolbarHeight)
        let bottom = toolbarHidden ? bounds.height : toolbar.frame.minY
        topViewController?.place(
            in: Rect(x: 0, y: top, width: bounds.width, height: max(0, bottom - top)),
            insets: EdgeInsets(bottom: toolbarHidden ? safeAreaInsets.bottom : 0))
    }

    private func refreshBar() {
        guard isViewLoaded else { return }
        let count = viewControllers.count
        navigationBar.update(top: topViewController, previous: count > 1 ? viewControllers[count - 2] : nil)
        toolbar.update(items: topViewController?.toolbarItems ?? [])
    }

    private func makeNavigationBar() -> NavigationBar {
        let bar = NavigationBar(ownerID: id)
        bar.backButton.addAction(for: .primaryActionTriggered) { [weak self] in
            self?.pop()
        }
        return bar
    }
}
