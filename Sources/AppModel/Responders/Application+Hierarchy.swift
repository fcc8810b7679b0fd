extension Application {
    /// Every controller in the app, parents first: the root's tree, then each
    /// presented controller's tree, bottom to top.
    public var allControllers: [ViewController] {
        var result: [ViewController] = []
        forEachController { result.append($0) }
        return result
    }

    /// Visits every controller in ``allControllers``' order without
    /// collecting them: events go to every controller on each focus move.
    public func forEachController(_ body: (ViewController) -> Void) {
        // Containment refuses cycles (``ViewController/addChild(_:)``); the
        // depth bound keeps the walk finite whatever is wired, without the
        // cost of a visited set on every focus move.
        func visit(_ controller: ViewController, depth: Int) {
            guard depth < 1_000 else { return }
            body(controller)
            for child in controller.children { visit(child, depth: depth + 1) }
        }
        if let root = rootViewController { visit(root, depth: 0) }
        for presentation in presentations { visit(presentation.presented, depth: 0) }
    }

    /// Controllers whose views are on screen, parents first.
    public var visibleControllers: [ViewController] {
        allControllers.filter { $0.appearanceState.isVisible }
    }

    /// The visible controller with this id, else any controller with it.
    public func controller(withID id: String) -> ViewController? {
        let all = allControllers
        return all.last { $0.id == id && $0.appearanceState.isVisible } ?? all.first { $0.id == id }
    }

    /// The top-level controllers (root, presented) whose views are in the
    /// window for a given presentation stack: everything above the last
    /// presentation that covers the window, or the root and all presentations.
    func windowControllers(for presentations: [Presentation]) -> [ViewController] {
        if let cover = presentations.lastIndex(where: \.coversWindow) {
            return presentations[cover...].map(\.presented)
        }
        return (rootViewController.map { [$0] } ?? []) + presentations.map(\.presented)
    }

    /// Makes the window's subviews match the presentation stack: the root
    /// view, then each presentation's container, back to front.
    func syncWindowSubviews() {
        var views: [View] = []
        if let cover = presentations.lastIndex(where: \.coversWindow) {
            views = presentations[cover...].map(\.containerView)
        } else {
            if let root = rootViewController { views.append(root.view) }
            views.append(contentsOf: presentations.map(\.containerView))
        }
        for view in window.subviews where !views.contains(where: { $0 === view }) {
            view.removeFromSuperview()
        }
        for (index, view) in views.enumerated()
        where !(window.subviews.indices.contains(index) && window.subviews[index] === view) {
            window.insertSubview(view, at: index)
        }
        window.setNeedsLayout()
    }

    /// The window's layout: the root controller fills the screen with the
    /// device's safe-area insets; presentation containers fill the screen.
    func layoutWindowContent() {
        let bounds = Rect(origin: .zero, size: window.frame.size)
        let insets = device.safeAreaInsets(orientation)
        if let root = rootViewController, root.viewIfLoaded?.superview === window {
            root.place(in: bounds, insets: insets)
        }
        for presentation in presentations where presentation.containerView.superview === window {
            presentation.containerView.frame = presentation.containerFrame(in: bounds)
        }
    }
}
