extension Application {
    /// Runs a presentation's transition: loads the presented controller,
    /// calls appearance callbacks in UIKit's order (the leaving controllers'
    /// `will` before the arriving one's), inserts the container, lays out, and
    /// for `fullScreen` and `currentContext` takes the presenter's views out.
    func perform(_ presentation: Presentation) {
        let presented = presentation.presented
        presented.loadVisibleHierarchy()
        var leaving: [ViewController] = []
        if presentation.style.removesPresenterViews {
            if presentation.style == .currentContext, let context = presentation.presentingViewController {
                leaving = [context]
            } else {
                leaving = windowControllers(for: presentations)
            }
        }
        leaving = leaving.filter(\.appearanceState.isVisible)
        for controller in leaving { controller.beginAppearanceTransition(false) }
        presented.beginAppearanceTransition(true)
        presentation.containerView.addSubview(presented.view)
        presentations.append(presentation)
        syncWindowSubviews()
        layoutIfNeeded()
        if presentation.style == .fullScreen {
            presentation.coversWindow = true
            syncWindowSubviews()
        } else if presentation.style == .currentContext, let view = presentation.presentingViewController?.viewIfLoaded,
            let superview = view.superview, let index = superview.subviews.firstIndex(where: { $0 === view })
        {
            presentation.removedContextView = (view, superview, index)
            view.removeFromSuperview()
        }
        for controller in leaving { controller.endAppearanceTransition() }
        presented.endAppearanceTransition()
    }

    /// Dismisses the presentation at `index` and every one above it. The
    /// top-most visible ones get disappear callbacks; controllers whose
    /// views come back into the window get appear callbacks.
    func dismissPresentations(from index: Int) {
        guard presentations.indices.contains(index) else { return }
        let removed = Array(presentations[index...])
        let remaining = Array(presentations[..<index])
        removed.first?.presentingViewController?.record(
            .dismiss, detail: removed.map(\.presented.id).joined(separator: ", "))
        noteTransition(
            .dismiss(dismissed: removed.map(\.presented), presenting: removed.first?.presentingViewController))
        let leaving = removed.reversed().map(\.presented).filter(\.appearanceState.isVisible)
        var arriving = windowControllers(for: remaining).filter { !$0.appearanceState.isVisible }
        for presentation in removed where presentation.removedContextView != nil {
            if let context = presentation.presentingViewController, !arriving.contains(where: { $0 === context }) {
                arriving.append(context)
            }
        }
        for controller in leaving { controller.beginAppearanceTransition(false) }
        for controller in arriving { controller.beginAppearanceTransition(true) }
        for presentation in removed.reversed() {
            if let (view, superview, position) = presentation.removedContextView {
                superview.insertSubview(view, at: min(position, superview.subviews.count))
                presentation.removedContextView = nil
            }
            presentation.presentingViewController?.storedPresentedViewController = nil
            presentation.presented.presentation = nil
        }
        presentations = remaining
        syncWindowSubviews()
        layoutIfNeeded()
        for controller in leaving { controller.endAppearanceTransition() }
        for controller in arriving { controller.endAppearanceTransition() }
    }
}
