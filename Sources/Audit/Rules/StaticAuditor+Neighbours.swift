internal import AppModel

/// Which frames two controls are compared by in the rules about their
/// neighbours (target-overlap, control-spacing), and when two controls a
/// document draws side by side may never be on screen together.
extension StaticAuditor {
    /// The innermost scroll view (table and collection views too) that
    /// holds `view`, if any.
    static func innermostScrollView(of view: View) -> ScrollView? {
        var ancestor = view.superview
        var steps = 0
        while let current = ancestor, steps < 1_000 {
            if let scroll = current as? ScrollView { return scroll }
            ancestor = current.superview
            steps += 1
        }
        return nil
    }

    /// `view`'s frame cut to what every scroll view around it shows; `nil`
    /// when nothing of it is in view.
    static func visibleFrame(of view: View) -> Rect? {
        var frame = view.accessibilityFrame
        var ancestor = view.superview
        var steps = 0
        while let current = ancestor, steps < 1_000 {
            if let scroll = current as? ScrollView {
                let port = scroll.frameInWindow
                let minX = max(frame.minX, port.minX), minY = max(frame.minY, port.minY)
                let maxX = min(frame.maxX, port.maxX), maxY = min(frame.maxY, port.maxY)
                guard maxX > minX, maxY > minY else { return nil }
                frame = Rect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
            }
            ancestor = current.superview
            steps += 1
        }
        return frame
    }

    /// The frames two controls are compared by. Controls in the same scroll
    /// view move together, so their frames compare as they are. Otherwise
    /// a scroll view shows only what lies within it: content it clips is
    /// not beside anything outside it until VoiceOver or the user scrolls
    /// it into view, where it has other neighbours. `nil` when one of the
    /// two is clipped away entirely.
    static func comparableFrames(_ a: View, _ b: View) -> (Rect, Rect)? {
        let scrollA = innermostScrollView(of: a), scrollB = innermostScrollView(of: b)
        if scrollA === scrollB { return (a.accessibilityFrame, b.accessibilityFrame) }
        guard let frameA = visibleFrame(of: a), let frameB = visibleFrame(of: b) else { return nil }
        return (frameA, frameB)
    }

    /// Why `a` and `b` may be alternatives the app never shows together:
    /// both are outlets of the same custom class, whose code can show one or
    /// the other, and the document draws them on top of each other or side
    /// by side in one stack view (a stack closes the gap of a hidden view).
    static func alternativesReason(_ a: View, _ b: View) -> String? {
        guard let outletA = a.outlet, let outletB = b.outlet else { return nil }
        let ownerA = outletA.split(separator: ".").first, ownerB = outletB.split(separator: ".").first
        guard ownerA == ownerB, let owner = ownerA else { return nil }
        let overlapping = overlapArea(a.accessibilityFrame, b.accessibilityFrame) > 0
        let stacked = a.superview is StackView && a.superview === b.superview
        guard overlapping || stacked else { return nil }
        return "both are outlets of \(owner) (\(outletA), \(outletB)), whose code can hide either; the file draws every state at once, so whether the app ever shows the two together is not known"
    }
}
