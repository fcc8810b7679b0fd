internal import AppModel

/// Step 2 of voiceover-behavior.md §2.2: sorts every group that is not
/// explicitly ordered by rows, then by horizontal position.
///
/// Two frames are in different rows when their tops differ by at least the
/// threshold (8 pt on iPhone, 13 pt on iPad). The comparison is not
/// transitive near the threshold, so the sort is a stable merge sort over
/// the children's z-order: the same input always gives the same order.
@MainActor
struct ReadingOrder {
    /// The row threshold in points.
    let threshold: Double
    /// Whether the horizontal order is mirrored.
    let rightToLeft: Bool

    /// Whether frame `a` is read before frame `b`.
    func before(_ a: Rect, _ b: Rect) -> Bool {
        if a.minY != b.minY && abs(a.minY - b.minY) >= threshold { return a.minY < b.minY }
        return rightToLeft ? a.minX > b.minX : a.minX < b.minX
    }

    /// Sorts `nodes` (a top-level list is sorted like a group's children).
    func sort(_ nodes: [ElementNode]) -> [ElementNode] {
        stableSorted(nodes.map(sortChildren))
    }

    private func sortChildren(_ node: ElementNode) -> ElementNode {
        guard case .group(var group) = node else { return node }
        let children = group.children.map(sortChildren)
        group.children = group.explicitlyOrdered ? children : stableSorted(children)
        return .group(group)
    }

    /// The frame a node sorts by: an element's accessibility frame; a
    /// group's first child frame, or the container's own frame under a
    /// tab-bar view.
    func sortFrame(_ node: ElementNode) -> Rect? {
        switch node {
        case .element(let view, _):
            return view.accessibilityFrame
        case .group(let group):
            if group.container.superview?.accessibilityTraits.contains(.tabBar) == true {
                return group.container.frameInWindow
            }
            var best: Rect?
            for child in group.children {
                guard let frame = sortFrame(child) else { continue }
                if let current = best, !before(frame, current) { continue }
                best = frame
            }
            return best
        }
    }

    private func stableSorted(_ nodes: [ElementNode]) -> [ElementNode] {
        guard nodes.count > 1 else { return nodes }
        let keyed = nodes.map { (node: $0, frame: sortFrame($0)) }
        return mergeSort(keyed[...]).map(\.node)
    }

    private func mergeSort(_ items: ArraySlice<(node: ElementNode, frame: Rect?)>) -> [(node: ElementNode, frame: Rect?)] {
        guard items.count > 1 else { return Array(items) }
        let middle = items.startIndex + items.count / 2
        let left = mergeSort(items[..<middle])
        let right = mergeSort(items[middle...])
        var merged: [(node: ElementNode, frame: Rect?)] = []
        merged.reserveCapacity(items.count)
        var i = 0
        var j = 0
        while i < left.count && j < right.count {
            if precedes(right[j].frame, left[i].frame) {
                merged.append(right[j])
                j += 1
            } else {
                merged.append(left[i])
                i += 1
            }
        }
        merged.append(contentsOf: left[i...])
        merged.append(contentsOf: right[j...])
        return merged
    }

    /// Empty groups (no frame) keep their place after framed ones.
    private func precedes(_ a: Rect?, _ b: Rect?) -> Bool {
        guard let a else { return false }
        guard let b else { return true }
        return before(a, b)
    }
}
