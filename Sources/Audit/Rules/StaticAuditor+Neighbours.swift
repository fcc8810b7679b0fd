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
                let minX = max(frame.minX, port.minX)
                let minY = max(frame.minY, port.minY)
                let maxX = min(frame.maxX, port.maxX)
                let maxY = min(frame.maxY, port.maxY)
                guard maxX > minX, maxY > minY else { return nil }
                frame = Rect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
            }
            ancestor = current.superview
            steps += 1
        }
        return frame
    }

    /// What the neighbour rules ask of each control, worked out once per
    /// screen rather than once per pair: its row, its innermost scroll view
    /// and the part of it the scroll views around it show.
    @MainActor
    struct Neighbourhood {
        private struct Facts {
            let row: Cell?
            let scroll: ScrollView?
            let visible: Rect?
        }

        private var facts: [ObjectIdentifier: Facts] = [:]

        init(_ views: [View]) {
            for view in views {
                facts[ObjectIdentifier(view)] = Facts(
                    row: view.selfAndSuperviews.prefix(1_000).first { $0 is Cell } as? Cell,
                    scroll: StaticAuditor.innermostScrollView(of: view), visible: StaticAuditor.visibleFrame(of: view))
            }
        }

        /// The frames two controls are compared by. Controls in the same
        /// scroll view move together, so their frames compare as they are.
        /// Otherwise a scroll view shows only what lies within it: content it
        /// clips is not beside anything outside it until VoiceOver or the
        /// user scrolls it into view, where it has other neighbours. Controls
        /// in two different rows where one row is a prototype are no
        /// neighbours either: a prototype is a sample the app repeats with its
        /// own data, and the rows beside it on the canvas are other samples.
        /// `nil` when the two are no neighbours.
        func comparableFrames(_ a: View, _ b: View) -> (Rect, Rect)? {
            guard let mine = facts[ObjectIdentifier(a)], let theirs = facts[ObjectIdentifier(b)] else { return nil }
            if let rowA = mine.row, let rowB = theirs.row, rowA !== rowB, rowA.isPrototype || rowB.isPrototype {
                return nil
            }
            if mine.scroll === theirs.scroll { return (a.accessibilityFrame, b.accessibilityFrame) }
            guard let frameA = mine.visible, let frameB = theirs.visible else { return nil }
            return (frameA, frameB)
        }
    }

    /// Why `a` and `b` may be alternatives the app never shows together:
    /// each is held, itself or through a view around it that does not hold
    /// the other, by an outlet of the same custom class, whose code can show
    /// one or the other; and the document draws the two held views on top of
    /// each other or side by side in one stack view (a stack closes the gap
    /// of a hidden view).
    static func alternativesReason(_ a: View, _ b: View) -> String? {
        guard let heldA = outletHolder(of: a, apartFrom: b), let heldB = outletHolder(of: b, apartFrom: a),
            heldA !== heldB,
            let outletA = heldA.outlet, let outletB = heldB.outlet
        else { return nil }
        let ownerA = outletA.split(separator: ".").first
        let ownerB = outletB.split(separator: ".").first
        guard ownerA == ownerB, let owner = ownerA else { return nil }
        let overlapping = overlapArea(heldA.frameInWindow, heldB.frameInWindow) > 0
        let stacked = heldA.superview is StackView && heldA.superview === heldB.superview
        guard overlapping || stacked else { return nil }
        return
            "both are held by outlets of \(owner) (\(outletA), \(outletB)), whose code can hide either; the file draws every state at once, so whether the app ever shows the two together is not known"
    }

    /// The nearest view from `view` up that an outlet holds and that does
    /// not also hold `other`.
    private static func outletHolder(of view: View, apartFrom other: View) -> View? {
        var current: View? = view
        var steps = 0
        while let candidate = current, steps < 1_000, !other.isDescendant(of: candidate), candidate !== other {
            if candidate.outlet != nil { return candidate }
            current = candidate.superview
            steps += 1
        }
        return nil
    }
}
