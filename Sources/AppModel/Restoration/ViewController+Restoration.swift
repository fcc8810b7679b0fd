extension ViewController {
    /// The children state preservation visits, in container order.
    var restorableChildren: [ViewController] {
        switch self {
        case let navigation as NavigationController: navigation.viewControllers
        case let split as SplitViewController: [split.primary] + (split.secondary.map { [$0] } ?? [])
        default: children
        }
    }

    /// Rebuilds a container from restored children before the interface
    /// shows, without callbacks beyond containment's.
    func restoreStructure(children restored: [ViewController], selectedIndex: Int?) {
        switch self {
        case let navigation as NavigationController where !restored.isEmpty:
            navigation.setViewControllers(restored)
        case let tabs as TabBarController:
            for child in restored where child.parent !== tabs {
                tabs.addChild(child)
                child.didMove(toParent: tabs)
            }
            if let selectedIndex { tabs.select(selectedIndex) }
        case let pages as PageViewController:
            if let selectedIndex { pages.setPage(selectedIndex) }
        default:
            for child in restored where child.parent !== self {
                addChild(child)
                child.didMove(toParent: self)
            }
        }
    }
}
