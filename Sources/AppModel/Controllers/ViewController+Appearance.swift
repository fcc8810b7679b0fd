extension ViewController {
    /// Starts an appearance change (`beginAppearanceTransition(_:animated:)`):
    /// calls `viewWillAppear` or `viewWillDisappear` unless the controller is
    /// already on its way there, then forwards to the visible children when
    /// ``shouldAutomaticallyForwardAppearanceMethods`` is `true`.
    public func beginAppearanceTransition(_ isAppearing: Bool) {
        switch (isAppearing, appearanceState) {
        case (true, .disappeared), (true, .disappearing):
            appearanceState = .appearing
            viewWillAppear()
        case (false, .appeared), (false, .appearing):
            appearanceState = .disappearing
            viewWillDisappear()
        default:
            return
        }
        if shouldAutomaticallyForwardAppearanceMethods {
            for child in visibleChildren {
                child.beginAppearanceTransition(isAppearing)
            }
        }
    }

    /// Finishes an appearance change (`endAppearanceTransition()`): calls
    /// `viewDidAppear` or `viewDidDisappear`, then forwards to the children.
    public func endAppearanceTransition() {
        switch appearanceState {
        case .appearing:
            appearanceState = .appeared
            viewDidAppear()
        case .disappearing:
            appearanceState = .disappeared
            viewDidDisappear()
        case .appeared, .disappeared:
            return
        }
        if shouldAutomaticallyForwardAppearanceMethods {
            for child in visibleChildren where child.appearanceState != appearanceState {
                child.endAppearanceTransition()
            }
        }
    }

    /// Loads the views of this controller and of every child that will be
    /// visible with it, parents first: the loads that come at the start of a
    /// transition, before any appearance callback.
    public func loadVisibleHierarchy() {
        var pending: [ViewController] = [self]
        var seen: Set<ObjectIdentifier> = []
        while !pending.isEmpty {
            let controller = pending.removeFirst()
            guard seen.insert(ObjectIdentifier(controller)).inserted else { continue }
            controller.loadViewIfNeeded()
            controller.installChildViews()
            pending.append(contentsOf: controller.visibleChildren)
        }
    }
}
