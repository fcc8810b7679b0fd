public import AppModel

/// The elements VoiceOver can reach on screen, in reading order: the
/// window's visible hierarchy pruned, grouped, sorted and flattened as
/// docs/voiceover-rules.md §2.2 describes.
///
/// ```swift
/// let tree = ElementTree(window: app.window, threshold: 8, layoutDirection: .leftToRight)
/// tree.elements.map(\.name)   // ["nav.title", "wifi", …]
/// ```
@MainActor
public struct ElementTree {
    /// The elements in reading order.
    public let elements: [ScreenElement]
    private let indexByView: [ObjectIdentifier: Int]

    /// Builds the tree of `window` (or any root view).
    ///
    /// - Parameters:
    ///   - window: the root view whose accessible descendants the tree holds.
    ///   - threshold: the vertical distance, in points, below which two
    ///     frames count as one row: 8 on iPhone, 13 on iPad.
    ///   - layoutDirection: right-to-left mirrors the horizontal order.
    public init(window: View, threshold: Double, layoutDirection: LayoutDirection) {
        var builder = Builder()
        var roots = builder.nodes(window, origin: .zero)
        if builder.listsElementsExplicitly {
            // Each object appears once, even if explicitly listed elsewhere
            // too: the first in walk order stays.
            var seen: Set<ObjectIdentifier> = []
            roots = Builder.droppingRepeats(roots, seen: &seen)
        }
        let sorter = ReadingOrder(threshold: threshold, rightToLeft: layoutDirection == .rightToLeft)
        let sorted = sorter.sort(roots)
        var flattener = Flattener()
        flattener.flatten(sorted, containers: [])
        // The keyboard's keys come after every element of the app (§11, row 11.14).
        if let keyboard = window.subviews.last(where: { $0 is KeyboardView }) {
            builder.includesKeyboard = true
            flattener.flatten(sorter.sort(builder.nodes(keyboard, origin: .zero)), containers: [])
        }
        elements = flattener.elements
        var index: [ObjectIdentifier: Int] = Dictionary(minimumCapacity: elements.count)
        for (position, element) in elements.enumerated() {
            index[ObjectIdentifier(element.view)] = position
        }
        indexByView = index
    }

    /// Builds the tree of the application's window for its device and direction.
    public init(application: Application) {
        self.init(
            window: application.window, threshold: application.device.rowThreshold,
            layoutDirection: application.layoutDirection)
    }

    /// The order VoiceOver reads a group of sibling frames in, as positions
    /// into `frames`: rows (tops at least `threshold` apart) top to bottom,
    /// then left to right (right to left when mirrored), ties kept in
    /// z-order. The same sort ``init(window:threshold:layoutDirection:)``
    /// applies to each group.
    public nonisolated static func readingOrder(
        of frames: [Rect], threshold: Double, layoutDirection: LayoutDirection
    ) -> [Int] {
        ReadingOrder.permutation(of: frames, threshold: threshold, rightToLeft: layoutDirection == .rightToLeft)
    }

    /// The position of `view` in reading order, if it is a reachable element.
    public func index(of view: View) -> Int? {
        indexByView[ObjectIdentifier(view)]
    }

    /// Whether `view` is a reachable element.
    public func contains(_ view: View) -> Bool {
        index(of: view) != nil
    }

    /// The element for `view`, if reachable.
    public func element(for view: View) -> ScreenElement? {
        index(of: view).map { elements[$0] }
    }

    /// The front-most element whose accessibility frame contains `point`,
    /// as touch exploration finds it.
    public func element(at point: Point) -> ScreenElement? {
        elements.filter { $0.view.accessibilityFrame.contains(point) }.max { $0.zIndex < $1.zIndex }
    }
}

extension ElementTree {
    /// Step 1 of §2.2: the node tree, pruned and grouped.
    fileprivate struct Builder {
        /// Whether the walk goes into the keyboard (only for its own pass).
        var includesKeyboard = false
        private var counter = 0
        /// Whether some view lists its elements (`accessibilityElements`),
        /// so that one object can be reached twice.
        private(set) var listsElementsExplicitly = false

        /// The nodes of `view`. `origin` is where the superview's content
        /// coordinates start in the window, when the walk knows it (subviews
        /// reached through their superview); explicitly listed elements and
        /// presented views walk up their superviews for it instead.
        @MainActor
        mutating func nodes(_ view: View, origin: Point?) -> [ElementNode] {
            counter += 1
            let zIndex = counter
            if view.accessibilityElementsHidden || (view is KeyboardView && !includesKeyboard) { return [] }
            let zeroSize = view.frame.size == .zero
            if view.isHidden || view.alpha <= 0
                || (zeroSize
                    && (view.clipsToBounds || view.isAccessibilityElement || view.accessibilityElements != nil))
            {
                return []
            }
            if let cell = view as? Cell, view.isAccessibilityElement {
                return cellNodes(cell, zIndex: zIndex, origin: origin)
            }
            if view.isAccessibilityElement {
                let frame =
                    view.customAccessibilityFrame ?? origin.map { view.frame.offsetBy(dx: $0.x, dy: $0.y) }
                    ?? view.accessibilityFrame
                return [.element(view, zIndex: zIndex, frame: frame)]
            }
            if let explicit = view.accessibilityElements {
                listsElementsExplicitly = true
                let children = explicit.flatMap { nodes($0, origin: nil) }
                return [
                    .group(
                        ElementGroup(
                            container: view, children: children, explicitlyOrdered: true,
                            isMeaningful: Self.isMeaningful(view)))
                ]
            }
            // Where this view's subviews' frames start in the window.
            let inner = origin.map {
                Point(x: $0.x + view.frame.minX - view.boundsOrigin.x, y: $0.y + view.frame.minY - view.boundsOrigin.y)
            }
            var children: [ElementNode] = []
            if let modal = Self.frontModal(in: view) {
                children = nodes(modal.view, origin: modal.direct ? inner : nil)
            } else {
                for subview in view.subviews {
                    if let container = subview as? PresentationContainerView, Self.isTransparent(container) {
                        for presented in Self.effectiveSubviews(of: container) {
                            children += nodes(presented, origin: nil)
                        }
                    } else {
                        children += nodes(subview, origin: inner)
                    }
                }
            }
            let meaningful = Self.isMeaningful(view)
            if view.shouldGroupAccessibilityChildren || meaningful {
                return [
                    .group(
                        ElementGroup(
                            container: view, children: children, explicitlyOrdered: false, isMeaningful: meaningful))
                ]
            }
            return children
        }

        /// A cell (docs/voiceover-rules.md §3.6): one element made of its
        /// texts, then the controls of its content view as elements of their
        /// own, kept together; no stop when it has nothing to say.
        @MainActor
        mutating func cellNodes(_ cell: Cell, zIndex: Int, origin: Point?) -> [ElementNode] {
            let frame =
                cell.customAccessibilityFrame ?? origin.map { cell.frame.offsetBy(dx: $0.x, dy: $0.y) }
                ?? cell.accessibilityFrame
            let controls = cell.embeddedControls
            guard !controls.isEmpty else {
                return cell.readsAsElement ? [.element(cell, zIndex: zIndex, frame: frame)] : []
            }
            var children: [ElementNode] = cell.readsAsElement ? [.element(cell, zIndex: zIndex, frame: frame)] : []
            for control in controls { children += nodes(control, origin: nil) }
            return [
                .group(ElementGroup(container: cell, children: children, explicitlyOrdered: false, isMeaningful: false))
            ]
        }

        /// `nodes` without the elements already met earlier in walk order.
        @MainActor
        static func droppingRepeats(_ nodes: [ElementNode], seen: inout Set<ObjectIdentifier>) -> [ElementNode] {
            var kept: [ElementNode] = []
            kept.reserveCapacity(nodes.count)
            for node in nodes {
                switch node {
                case .element(let view, _, _):
                    if seen.insert(ObjectIdentifier(view)).inserted { kept.append(node) }
                case .group(var group):
                    group.children = droppingRepeats(group.children, seen: &seen)
                    kept.append(.group(group))
                }
            }
            return kept
        }

        /// A modal view that is itself pruned (hidden, transparent or with
        /// its elements hidden) is not in the tree, so it cannot hide its
        /// siblings [INF]: apps keep hidden modal overlays around. The front
        /// modal among the effective subviews, and whether it is a direct subview.
        @MainActor
        static func frontModal(in view: View) -> (view: View, direct: Bool)? {
            var found: (view: View, direct: Bool)?
            for subview in view.subviews {
                if let container = subview as? PresentationContainerView, isTransparent(container) {
                    if let modal = effectiveSubviews(of: container).last(where: {
                        $0.accessibilityViewIsModal && isPresent($0)
                    }) {
                        found = (modal, false)
                    }
                } else if subview.accessibilityViewIsModal && isPresent(subview) {
                    found = (subview, true)
                }
            }
            return found
        }

        /// A presentation container VoiceOver sees through: one that is not
        /// modal (full screen, over full screen, custom) and is shown.
        @MainActor
        static func isTransparent(_ container: PresentationContainerView) -> Bool {
            !container.accessibilityViewIsModal && !container.isHidden && container.alpha > 0
        }

        /// Subviews as VoiceOver sees them: the container of a presentation
        /// that is not modal (full screen, over full screen, custom) is
        /// transparent, so the presented root view is a sibling of the views
        /// below it (docs/scenario-format.md, "View controllers").
        @MainActor
        static func effectiveSubviews(of view: View) -> [View] {
            var result: [View] = []
            for subview in view.subviews {
                if let container = subview as? PresentationContainerView, isTransparent(container) {
                    result.append(contentsOf: effectiveSubviews(of: container))
                } else {
                    result.append(subview)
                }
            }
            return result
        }

        /// Whether step 2 of §2.2 keeps `view` at all.
        @MainActor
        static func isPresent(_ view: View) -> Bool {
            !view.accessibilityElementsHidden && !view.isHidden && view.alpha > 0
        }

        /// Containers VoiceOver treats as one: the tab-bar trait, lists,
        /// landmarks, data tables, and semantic groups with a label.
        @MainActor
        static func isMeaningful(_ view: View) -> Bool {
            if view.accessibilityTraits.contains(.tabBar) { return true }
            switch view.accessibilityContainerType {
            case .list, .landmark, .dataTable: return true
            case .semanticGroup:
                return [view.accessibilityLabel, view.accessibilityValue, view.accessibilityIdentifier]
                    .contains { !($0?.isEmpty ?? true) }
            case .none: return false
            }
        }
    }
}
