/// A tab bar controller (`UITabBarController`): one tab per child, the
/// selected child's view above the bar. Only the selected child gets
/// appearance callbacks; switching tabs runs a child transition.
@MainActor
public final class TabBarController: ViewController {
    /// The selected tab's index.
    public private(set) var selectedIndex = 0 { didSet { ModelRevision.bump() } }
    /// The bar at the bottom.
    public private(set) lazy var tabBar = TabBar(ownerID: id)

    /// Creates a tab bar controller.
    public init(id: String, viewControllers: [ViewController] = [], selectedIndex: Int = 0) {
        super.init(id: id)
        for controller in viewControllers {
            addChild(controller)
            controller.didMove(toParent: self)
        }
        self.selectedIndex = viewControllers.indices.contains(selectedIndex) ? selectedIndex : 0
    }

    override public var kindName: String { "tabBar" }
    override public var passesSafeAreaToChildren: Bool { true }

    /// The tabs' controllers.
    public var viewControllers: [ViewController] { children }

    /// The selected tab's controller.
    public var selectedViewController: ViewController? {
        children.indices.contains(selectedIndex) ? children[selectedIndex] : nil
    }

    override public var visibleChildren: [ViewController] {
        selectedViewController.map { [$0] } ?? []
    }

    /// Selects a tab, as tapping it does.
    public func select(_ index: Int) {
        guard children.indices.contains(index), index != selectedIndex else { return }
        let leaving = selectedViewController
        record(.selectTab, detail: String(index))
        application?.noteTransition(.selectTab(self, index: index))
        transitionChild(from: leaving, to: children[index]) {
            selectedIndex = index
        }
        refreshBar()
    }

    /// The title a tab shows: its item's, its own, or its navigation root's.
    public func tabTitle(for controller: ViewController) -> String? {
        if let title = controller.tabBarItem?.title ?? controller.title { return title }
        if let navigation = controller as? NavigationController { return navigation.viewControllers.first?.title }
        return nil
    }

    /// The selected controller's: a captured screen brings every bar it was captured with.
    override public var coversContainerBars: Bool { selectedViewController?.coversContainerBars ?? false }

    override public func childTitleDidChange(_ child: ViewController) {
        refreshBar()
    }

    override public func installChildViews() {
        let root = view
        for child in children where child !== selectedViewController {
            if child.viewIfLoaded?.superview === root { child.view.removeFromSuperview() }
        }
        if let selected = selectedViewController { root.insertSubview(selected.view, at: 0) }
        if tabBar.superview !== root { root.addSubview(tabBar) }
        refreshBar()
    }

    /// The bar above the bottom inset; the selected child above the bar.
    override public func layoutRootView() {
        let bounds = view.bounds
        // A captured screen shows the tab bar it was captured with.
        let ownBars = selectedViewController?.coversContainerBars ?? false
        tabBar.isHidden = ownBars
        let height = ownBars ? 0 : (application?.device.tabBarHeight ?? 49)
        let barTop = bounds.height - (ownBars ? 0 : safeAreaInsets.bottom) - height
        tabBar.frame = Rect(x: 0, y: barTop, width: bounds.width, height: height)
        selectedViewController?.place(
            in: Rect(x: 0, y: 0, width: bounds.width, height: barTop),
            insets: EdgeInsets(top: safeAreaInsets.top))
    }

    private func refreshBar() {
        guard isViewLoaded else { return }
        let items = children.map { TabBarItem(title: tabTitle(for: $0), badgeValue: $0.tabBarItem?.badgeValue) }
        tabBar.update(items: items, ownerID: id) { [weak self] index in self?.select(index) }
        for (index, button) in tabBar.buttons.enumerated() {
            button.isSelected = index == selectedIndex
        }
    }
}
