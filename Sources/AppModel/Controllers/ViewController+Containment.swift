extension ViewController {
    /// Adds a child (`addChild(_:)`). Like UIKit this calls the child's
    /// `willMove(toParent:)` itself; the caller calls `didMove(toParent:)`
    /// once the child's view is in place.
    /// Returns whether the child is contained: a controller that contains
    /// this one is refused (``contains(ancestor:)``).
    @discardableResult
    public func addChild(_ child: ViewController) -> Bool {
        guard child.parent !== self else { return true }
        // UIKit raises on a controller contained in itself; a damaged
        // storyboard (a relationship segue back to an ancestor) asks for it.
        guard !isContained(in: child) else {
            record(.log, detail: "refused to contain '\(child.id)': it already contains '\(id)'")
            return false
        }
        child.removeFromParentSilently()
        if let application { application.adopt(child) }
        child.willMove(toParent: self)
        children.append(child)
        child.parent = self
        record(.addChild, detail: child.id)
        return true
    }

    /// Whether this controller is `other` or one of its descendants: the
    /// parent chain, at most 10,000 steps up.
    public func isContained(in other: ViewController) -> Bool {
        var current: ViewController? = self
        var steps = 0
        while let next = current, steps < 10_000 {
            if next === other { return true }
            current = next.parent
            steps += 1
        }
        return false
    }

    /// Removes the controller from its parent (`removeFromParent()`). Like
    /// UIKit this calls `didMove(toParent: nil)` itself; the caller calls
    /// `willMove(toParent: nil)` first.
    public func removeFromParent() {
        guard let parent else { return }
        parent.children.removeAll { $0 === self }
        self.parent = nil
        parent.record(.removeFromParent, detail: id)
        didMove(toParent: nil)
    }

    private func removeFromParentSilently() {
        parent?.children.removeAll { $0 === self }
        parent = nil
    }

    /// Swaps which child is shown, with UIKit's order: loads the arriving
    /// child, `leaving.viewWillDisappear`, `arriving.viewWillAppear`, then
    /// `update` (which changes the container's state), the views and a layout
    /// pass, then `viewDidDisappear` and `viewDidAppear`. Appearance
    /// callbacks happen only while this container is on screen.
    public func transitionChild(from leaving: ViewController?, to arriving: ViewController?, update: () -> Void) {
        let isOnScreen = appearanceState.isVisible
        let leaving = leaving === arriving ? nil : leaving
        if isOnScreen {
            arriving?.loadVisibleHierarchy()
            leaving?.beginAppearanceTransition(false)
            arriving?.beginAppearanceTransition(true)
        }
        update()
        if isViewLoaded {
            installChildViews()
            view.setNeedsLayout()
            application?.layoutIfNeeded()
        }
        if isOnScreen {
            leaving?.endAppearanceTransition()
            arriving?.endAppearanceTransition()
        }
    }

    /// Custom containment's transition (`transition(from:to:duration:…)`):
    /// both are children; `to`'s view replaces `from`'s in the same
    /// superview, with appearance callbacks.
    public func transition(from: ViewController, to: ViewController) {
        guard from.parent === self, to.parent === self else { return }
        record(.transition, detail: "\(from.id) -> \(to.id)")
        application?.noteTransition(.childTransition(container: self, from: from, to: to))
        let slot = from.viewIfLoaded?.superview ?? view
        let isOnScreen = appearanceState.isVisible
        to.loadVisibleHierarchy()
        if isOnScreen {
            from.beginAppearanceTransition(false)
            to.beginAppearanceTransition(true)
        }
        let frame = from.viewIfLoaded?.frame
        from.viewIfLoaded?.removeFromSuperview()
        slot.addSubview(to.view)
        to.place(in: frame ?? slot.bounds, insets: .zero)
        application?.layoutIfNeeded()
        if isOnScreen {
            from.endAppearanceTransition()
            to.endAppearanceTransition()
        }
    }

    /// The whole custom-containment dance for swapping children, as the View
    /// Controller Programming Guide's `cycleFromViewController` does:
    /// `from.willMove(toParent: nil)`, `addChild(to)`, `transition(from:to:)`,
    /// then `from.removeFromParent()` and `to.didMove(toParent:)`.
    public func swapChild(from: ViewController, to: ViewController) {
        guard from.parent === self, to !== from, !isContained(in: to) else { return }
        from.willMove(toParent: nil)
        addChild(to)
        transition(from: from, to: to)
        from.removeFromParent()
        to.didMove(toParent: self)
    }

    /// The whole custom-containment dance for adding: `addChild`, the child's
    /// view into `containerView` (the root view when `nil`), appearance
    /// callbacks while on screen, a layout pass and `didMove(toParent:)`.
    public func embed(_ child: ViewController, in containerView: View? = nil) {
        guard addChild(child) else { return }
        let slot = containerView ?? view
        let isOnScreen = appearanceState.isVisible
        if isOnScreen {
            child.loadVisibleHierarchy()
            child.beginAppearanceTransition(true)
        }
        slot.addSubview(child.view)
        child.usesSlotFrame(of: slot)
        application?.layoutIfNeeded()
        if isOnScreen { child.endAppearanceTransition() }
        child.didMove(toParent: self)
    }

    /// The whole custom-containment dance for removing: `willMove(toParent:
    /// nil)`, appearance callbacks while on screen, the view out, and
    /// `removeFromParent` (which calls `didMove(toParent: nil)`).
    public func unembed(_ child: ViewController) {
        guard child.parent === self else { return }
        child.willMove(toParent: nil)
        let isOnScreen = child.appearanceState.isVisible
        if isOnScreen { child.beginAppearanceTransition(false) }
        child.viewIfLoaded?.removeFromSuperview()
        application?.layoutIfNeeded()
        if isOnScreen { child.endAppearanceTransition() }
        child.removeFromParent()
    }

    func usesSlotFrame(of slot: View) {
        place(in: Rect(origin: .zero, size: slot.frame.size), insets: .zero)
        embeddedSlot = slot
    }
}
