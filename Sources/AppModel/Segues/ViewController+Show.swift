extension ViewController {
    /// Whether this controller itself handles `action` (UIKit's override of
    /// `show`/`showDetailViewController`): navigation controllers handle
    /// `show`; split view controllers handle both.
    public func handles(_ action: ShowAction) -> Bool {
        switch action {
        case .show: self is NavigationController || self is SplitViewController
        case .showDetail: self is SplitViewController
        }
    }

    /// The controller that will perform `action` for this one
    /// (`targetViewController(forAction:sender:)`): this controller or the
    /// nearest ancestor, through presenters, that handles it; `nil` when none does.
    public func targetViewController(for action: ShowAction) -> ViewController? {
        var current: ViewController? = self
        while let controller = current {
            if controller.handles(action) { return controller }
            current = controller.parent ?? controller.presentation?.presentingViewController
        }
        return nil
    }

    /// Shows `controller` adaptively (`show(_:sender:)`): pushed by the
    /// target navigation controller, shown as the detail by a split view,
    /// else presented modally.
    public func show(_ controller: ViewController) {
        record(.show, detail: controller.id)
        route(.show, controller)
    }

    /// Shows `controller` as the detail (`showDetailViewController(_:sender:)`):
    /// the split view replaces its secondary (pushes when collapsed); with no
    /// split view it is presented modally.
    public func showDetail(_ controller: ViewController) {
        record(.showDetail, detail: controller.id)
        route(.showDetail, controller)
    }

    private func route(_ action: ShowAction, _ controller: ViewController) {
        switch targetViewController(for: action) {
        case let navigation as NavigationController:
            navigation.push(controller)
        case let split as SplitViewController:
            split.showInDetailColumn(controller)
        default:
            present(controller)
        }
    }
}
