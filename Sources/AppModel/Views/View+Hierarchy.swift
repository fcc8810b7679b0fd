extension View {
    /// Adds `view` in front of the other subviews, taking it out of its
    /// previous superview first.
    public func addSubview(_ view: View) {
        insertSubview(view, at: subviews.count)
    }

    /// Inserts `view` at `index` in the back-to-front order.
    public func insertSubview(_ view: View, at index: Int) {
        precondition(view !== self, "A view cannot be its own subview.")
        if view.superview === self, let old = subviews.firstIndex(where: { $0 === view }) {
            subviews.remove(at: old)
        } else {
            view.removeFromSuperview()
        }
        subviews.insert(view, at: min(max(0, index), subviews.count))
        view.superview = self
        view.setNeedsLayout()
        setNeedsLayout()
    }

    /// Removes the view from its superview.
    public func removeFromSuperview() {
        guard let superview else { return }
        superview.subviews.removeAll { $0 === self }
        superview.setNeedsLayout()
        self.superview = nil
    }

    /// Moves `view` in front of its siblings.
    public func bringSubviewToFront(_ view: View) {
        guard view.superview === self else { return }
        insertSubview(view, at: subviews.count)
    }

    /// The window the view is in, if any.
    public var window: Window? {
        var current: View? = self
        while let view = current {
            if let window = view as? Window { return window }
            current = view.superview
        }
        return nil
    }

    /// Whether `ancestor` is this view or one of its superviews.
    public func isDescendant(of ancestor: View) -> Bool {
        var current: View? = self
        while let view = current {
            if view === ancestor { return true }
            current = view.superview
        }
        return false
    }

    /// This view and every view under it, depth first, back to front.
    ///
    /// Iterative, so that very deep hierarchies do not exhaust the stack.
    public var subtree: [View] {
        var result: [View] = []
        var pending: [View] = [self]
        while let view = pending.popLast() {
            result.append(view)
            pending.append(contentsOf: view.subviews.reversed())
        }
        return result
    }

    /// The view or its first descendant (depth first) that passes `test`.
    public func firstDescendant(where test: (View) -> Bool) -> View? {
        var pending: [View] = [self]
        while let view = pending.popLast() {
            if test(view) { return view }
            pending.append(contentsOf: view.subviews.reversed())
        }
        return nil
    }

    /// The view or its first descendant (depth first) whose `id` (or
    /// source document id) is `id`.
    public func descendant(withID id: String) -> View? {
        var pending: [View] = [self]
        while let view = pending.popLast() {
            if view.id == id || view.sourceID == id { return view }
            pending.append(contentsOf: view.subviews.reversed())
        }
        return nil
    }

    /// The view's bounds: its own coordinate space.
    public var bounds: Rect { Rect(origin: boundsOrigin, size: frame.size) }

    /// The frame in window (screen) coordinates, the `accessibilityFrame`.
    public var frameInWindow: Rect {
        var rect = frame
        var parent = superview
        while let view = parent {
            rect = rect.offsetBy(dx: view.frame.minX - view.boundsOrigin.x, dy: view.frame.minY - view.boundsOrigin.y)
            parent = view.superview
        }
        return rect
    }

    /// The front-most visible view under `point` (window coordinates) in this
    /// subtree, as UIKit's `hitTest(_:with:)`.
    public func hitTest(_ point: Point) -> View? {
        guard !isHidden, alpha > 0 else { return nil }
        let frame = frameInWindow
        let inside = frame.contains(point)
        if clipsToBounds && !inside { return nil }
        for subview in subviews.reversed() {
            if let hit = subview.hitTest(point) { return hit }
        }
        return inside ? self : nil
    }
}
