internal import AppModel
internal import Crawl
internal import VoiceOver

/// Rules about where elements are: target size and overlap, and elements
/// whose presence on screen and in the tree disagree.
extension StaticAuditor {
    /// Apple's minimum touch target, in points (HIG; WCAG 2.5.5, AAA).
    static let minimumTarget = 44.0
    /// WCAG 2.5.8 (AA) minimum target, in points.
    static let minimumTargetAA = 24.0

    /// Whether `view` is a standard UIKit control whose hit region UIKit
    /// sets beyond its drawn frame (a switch is 51 by 31, a slider and a
    /// segmented control 31–32 high, a text field 34): at its system size it
    /// is no target-size finding. A custom button is never one of these.
    static func hasSystemHitRegion(_ view: View) -> Bool {
        view is Switch || view is Slider || view is SegmentedControl || view is Segment || view is TextField
            || view is Stepper
            || view is StepperButton || view is PageControl || view is PickerWheel || view is DatePicker
            || view.superview is DatePicker
    }

    /// target-size and target-overlap.
    func checkTargets(_ interactive: [View], into ledger: inout RuleLedger) {
        // A frame a11ysim invented for a view the document saves none for
        // is no evidence of size or place.
        // A dimmed control is no target: it cannot be activated.
        let sized = interactive.filter {
            $0.accessibilityFrame.width > 0 && $0.accessibilityFrame.height > 0 && !Self.hasUnknownFrame($0)
                && $0.accessibilityRespondsToUserInteraction
        }
        for view in sized {
            let snapshot = snapshot(view)
            let frame = view.accessibilityFrame
            let small = { (side: Double) in frame.width < side || frame.height < side }
            let size =
                "'\(snapshot.path)' is \(AuditFormatting.number(frame.width)) by \(AuditFormatting.number(frame.height)) points"
            // UIKit sizes its own glyph buttons; WCAG 2.5.8 leaves out targets the platform sizes.
            if view.layoutFacts.contains(.systemSize) {
                ledger.pass(.targetSize, snapshot)
            } else if small(Self.minimumTargetAA) {
                failOrReview(
                    .targetSize, view, snapshot, "\(size), under WCAG 2.5.8's 24 by 24 (level AA).", impact: .serious,
                    into: &ledger)
            } else if small(Self.minimumTarget), !Self.hasSystemHitRegion(view) {
                failOrReview(
                    .targetSize, view, snapshot, "\(size), under the Apple HIG's 44 by 44 (WCAG 2.5.5, level AAA).",
                    impact: .moderate, into: &ledger)
            } else {
                ledger.pass(.targetSize, snapshot)
            }
        }
        let neighbourhood = Neighbourhood(sized)
        // Each view's place, found once rather than for every pair.
        let inBar = sized.map(Self.isInSystemBar)
        let spills = sized.map(Self.spillsOutOfItsCell)
        for (index, view) in sized.enumerated() {
            let snapshot = snapshot(view)
            // A control inside another element (a cell's switch, a segmented
            // control's segment) lies on it by design: that is no collision.
            // A bar item and the content under the bar are not compared (scroll
            // views inset their content clear of bars, the safe area places the
            // rest), nor a control that spills out of its cell (a self-sizing
            // cell grows at run time to hold it), nor two cells (a table or
            // collection places its cells; prototypes on a canvas are samples).
            // Content a scroll view clips overlaps nothing outside it (StaticAuditor+Neighbours).
            var overlapping: (other: View, area: Double)?
            for other in sized.indices.prefix(spills[index] ? 0 : index) {
                let candidate = sized[other]
                guard inBar[index] == inBar[other], !spills[other], !(view is Cell && candidate is Cell),
                    let (mine, theirs) = neighbourhood.comparableFrames(view, candidate)
                else { continue }
                let area = Self.overlapArea(mine, theirs)
                guard area >= 1, !view.isDescendant(of: candidate), !candidate.isDescendant(of: view) else { continue }
                overlapping = (candidate, area)
                break
            }
            if let (other, area) = overlapping {
                let otherPath = ElementPath.path(of: other)
                let message =
                    "'\(snapshot.path)' overlaps '\(otherPath)' by \(AuditFormatting.number(area)) square points."
                if let reason = Self.alternativesReason(view, other) {
                    ledger.review(.targetOverlap, snapshot, message, because: reason, related: [otherPath])
                } else {
                    failOrReview(.targetOverlap, view, snapshot, message, related: [otherPath], into: &ledger)
                }
            } else {
                ledger.pass(.targetOverlap, snapshot)
            }
        }
    }

    /// The gap control-spacing asks for, in points.
    static let minimumSpacing = 8.0

    /// control-spacing: two controls closer than 8 points where one is
    /// under 44 points across the gap. Rows of a table, segments and
    /// stepper halves, bar items (whose places UIKit sets and a11ysim
    /// approximates) and automatically placed views are left out.
    func checkSpacing(_ interactive: [View], into ledger: inout RuleLedger) {
        let placed = interactive.filter { view in
            guard view.accessibilityRespondsToUserInteraction else { return false }
            let frame = view.accessibilityFrame
            return frame.width > 0 && frame.height > 0 && !view.usesAutomaticLayout && !Self.hasUnknownFrame(view)
                && !(view is Cell) && !(view is Segment)
                && !(view is StepperButton) && !(view is TabBarButton) && !(view is PickerWheel)
                && !Self.isInSystemBar(view)
        }
        let neighbourhood = Neighbourhood(placed)
        for (index, view) in placed.enumerated() {
            let element = snapshot(view)
            var close: (other: View, gap: Double, side: Double)?
            for other in placed[..<index] where !view.isDescendant(of: other) && !other.isDescendant(of: view) {
                guard let (frame, theirs) = neighbourhood.comparableFrames(view, other),
                    Self.overlapArea(frame, theirs) == 0
                else { continue }
                let horizontalGap = max(theirs.minX - frame.maxX, frame.minX - theirs.maxX)
                let verticalGap = max(theirs.minY - frame.maxY, frame.minY - theirs.maxY)
                // Side by side (they share rows) or stacked (they share columns).
                let gap: Double
                let mine: Double
                let others: Double
                if verticalGap < 0, horizontalGap >= 0 {
                    (gap, mine, others) = (horizontalGap, frame.width, theirs.width)
                } else if horizontalGap < 0, verticalGap >= 0 {
                    (gap, mine, others) = (verticalGap, frame.height, theirs.height)
                } else {
                    continue
                }
                // The platform-size exception of target-size: a standard control
                // at its system size (UIKit sets its hit region) is held to 24
                // points, so it needs no wider gap than a 44-point control does.
                let side = min(mine, others)
                let smaller = mine <= others ? view : other
                let needed = Self.hasSystemHitRegion(smaller) ? Self.minimumTargetAA : Self.minimumTarget
                if gap < Self.minimumSpacing, side < needed, gap < (close?.gap ?? .infinity) {
                    close = (other, gap, side)
                }
            }
            if let close {
                let otherPath = ElementPath.path(of: close.other)
                let message =
                    "'\(element.path)' is \(AuditFormatting.number(close.gap)) pt from '\(otherPath)' (under 8 pt), and the smaller is \(AuditFormatting.number(close.side)) pt across: a touch meant for one can land on the other."
                if let reason = Self.alternativesReason(view, close.other) {
                    ledger.review(.controlSpacing, element, message, because: reason, related: [otherPath])
                } else {
                    failOrReview(.controlSpacing, view, element, message, related: [otherPath], into: &ledger)
                }
            } else {
                ledger.pass(.controlSpacing, element)
            }
        }
    }

    /// Whether `view` lies partly outside the cell it is in.
    static func spillsOutOfItsCell(_ view: View) -> Bool {
        guard let cell = view.selfAndSuperviews.dropFirst().first(where: { $0 is Cell })?.frameInWindow else {
            return false
        }
        let frame = view.frameInWindow
        return frame.minX < cell.minX - 0.5 || frame.minY < cell.minY - 0.5 || frame.maxX > cell.maxX + 0.5
            || frame.maxY > cell.maxY + 0.5
    }

    /// Whether `view` sits in a navigation bar, tab bar or toolbar.
    static func isInSystemBar(_ view: View) -> Bool {
        view.selfAndSuperviews.dropFirst().contains { $0 is NavigationBar || $0 is TabBar || $0 is Toolbar }
    }

    /// pruned-on-screen: a visible element VoiceOver cannot reach because
    /// an ancestor hides it or leaves it out of its explicit order.
    func checkPruned(into ledger: inout RuleLedger) {
        for view in screen.visibleViews where view.isAccessibilityElement {
            let frame = view.accessibilityFrame
            let says = !ScreenInspection.label(view).isEmpty || !(view.accessibilityValue ?? "").isEmpty
            guard says, frame.width > 0, frame.height > 0, frame.intersects(screen.bounds) else { continue }
            let snapshot = snapshot(view)
            if screen.tree.contains(view) {
                ledger.pass(.prunedOnScreen, snapshot)
            } else if let reason = Self.pruningReason(view) {
                ledger.fail(
                    .prunedOnScreen, snapshot,
                    "'\(snapshot.path)' is on screen but VoiceOver cannot reach it: \(reason).")
            }
        }
    }

    /// Why the tree leaves out `view`, when it is not on purpose (a modal
    /// sibling) or another rule's business (nesting).
    static func pruningReason(_ view: View) -> String? {
        if view.accessibilityElementsHidden { return "it sets accessibilityElementsHidden" }
        var child = view
        while let parent = child.superview {
            if parent.isAccessibilityElement { return nil }
            if parent.accessibilityElementsHidden {
                return "'\(ElementPath.path(of: parent))' sets accessibilityElementsHidden"
            }
            if let explicit = parent.accessibilityElements, !explicit.contains(where: { $0 === child }) {
                return "'\(ElementPath.path(of: parent))' leaves it out of its accessibilityElements"
            }
            child = parent
        }
        return nil
    }

    /// off-screen-in-tree: an element outside the screen and outside any
    /// scroll view VoiceOver could scroll it in from.
    func checkOffScreen(into ledger: inout RuleLedger) {
        for element in screen.tree.elements {
            let view = element.view
            let frame = view.accessibilityFrame
            guard frame.width > 0, frame.height > 0, !Self.isInScrollView(view) else { continue }
            let snapshot = snapshot(view)
            if frame.intersects(screen.bounds) {
                ledger.pass(.offScreenInTree, snapshot)
            } else if Self.hasUnknownFrame(view) {
                ledger.review(
                    .offScreenInTree, snapshot,
                    "'\(snapshot.path)' is at \(AuditFormatting.frame(frame)), outside the \(AuditFormatting.number(screen.bounds.width)) by \(AuditFormatting.number(screen.bounds.height)) screen.",
                    because:
                        "the document saves no frame for it (or a view around it), so a11ysim placed it in its fallback column; Auto Layout decides where it really goes"
                )
            } else if let canvas = Self.drawnOnCanvas(view, larger: screen.bounds.size) {
                ledger.review(
                    .offScreenInTree, snapshot,
                    "'\(snapshot.path)' is at \(AuditFormatting.frame(frame)), outside the \(AuditFormatting.number(screen.bounds.width)) by \(AuditFormatting.number(screen.bounds.height)) screen.",
                    because:
                        "its screen was drawn on a \(AuditFormatting.number(canvas.width)) by \(AuditFormatting.number(canvas.height)) canvas, where it is in view; where Auto Layout puts it on the device is not known without a layout pass"
                )
            } else if let holder = Self.oversizedHolder(of: view, screen: screen.bounds.size) {
                ledger.review(
                    .offScreenInTree, snapshot,
                    "'\(snapshot.path)' is at \(AuditFormatting.frame(frame)), outside the \(AuditFormatting.number(screen.bounds.width)) by \(AuditFormatting.number(screen.bounds.height)) screen.",
                    because:
                        "it lies in '\(ElementPath.path(of: holder))', saved \(AuditFormatting.number(holder.frame.width)) by \(AuditFormatting.number(holder.frame.height)) points, far larger than the screen: Interface Builder's resolution of a layout whose views have no size of their own, which the device resolves differently"
                )
            } else {
                failOrReview(
                    .offScreenInTree, view, snapshot,
                    "'\(snapshot.path)' is at \(AuditFormatting.frame(frame)), outside the \(AuditFormatting.number(screen.bounds.width)) by \(AuditFormatting.number(screen.bounds.height)) screen, yet VoiceOver still reaches it.",
                    into: &ledger)
            }
        }
    }

    /// A view around `view` (not a scroll view, whose content may be any
    /// size) saved at more than twice the screen's width or height.
    static func oversizedHolder(of view: View, screen: Size) -> View? {
        view.selfAndSuperviews.dropFirst().prefix(1_000).first { holder in
            !(holder is ScrollView) && holder.owningController == nil
                && (holder.frame.width > screen.width * 2 || holder.frame.height > screen.height * 2)
        }
    }

    /// Whether `view`'s place was invented: it or a view around it has no
    /// frame in a screen imported from a document (a11ysim's fallback
    /// column placed it, where a scenario's author chose that column).
    static func hasUnknownFrame(_ view: View) -> Bool {
        let chain = view.selfAndSuperviews
        guard let root = chain.firstIndex(where: { $0.owningController != nil }),
            chain[root].owningController?.designCanvas != nil
        else { return false }
        return chain[..<root].contains(where: \.usesAutomaticLayout)
    }

    /// The canvas `view`'s screen was drawn on, when it is larger than the
    /// device's `screen` and `view` lies on it as drawn.
    static func drawnOnCanvas(_ view: View, larger screen: Size) -> Size? {
        guard let root = view.selfAndSuperviews.first(where: { $0.owningController != nil }),
            let canvas = root.owningController?.designCanvas,
            canvas.width > screen.width || canvas.height > screen.height
        else { return nil }
        let origin = root.frameInWindow.origin
        let frame = view.accessibilityFrame
        let relative = Rect(
            x: frame.minX - origin.x, y: frame.minY - origin.y, width: frame.width, height: frame.height)
        return relative.intersects(Rect(x: 0, y: 0, width: canvas.width, height: canvas.height)) ? canvas : nil
    }

    static func isInScrollView(_ view: View) -> Bool {
        var current = view.superview
        while let candidate = current {
            if candidate is ScrollView { return true }
            current = candidate.superview
        }
        return false
    }

    static func overlapArea(_ a: Rect, _ b: Rect) -> Double {
        let width = min(a.maxX, b.maxX) - max(a.minX, b.minX)
        let height = min(a.maxY, b.maxY) - max(a.minY, b.minY)
        return width > 0 && height > 0 ? width * height : 0
    }
}
