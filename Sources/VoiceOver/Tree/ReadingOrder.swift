internal import AppModel

/// Step 2 of docs/voiceover-rules.md §2.2: sorts every group that is not
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

    /// The frame a node sorts by: an element's accessibility frame where it
    /// lies with every scroll view around it unscrolled (scrolling moves no
    /// element in the order); a group's first child frame, or the
    /// container's own frame under a tab-bar view.
    func sortFrame(_ node: ElementNode) -> Rect? {
        switch node {
        case .element(let view, _, let frame):
            return Self.unscrolled(frame, of: view)
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

    /// `frame` moved back by the content offset of every scroll view that
    /// holds `view` (a bounded walk up the superviews).
    static func unscrolled(_ frame: Rect, of view: View) -> Rect {
        var x = frame.minX
        var y = frame.minY
        var ancestor = view.superview
        var steps = 0
        while let current = ancestor, steps < 1_000 {
            if let scroll = current as? ScrollView {
                x += scroll.contentOffset.x
                y += scroll.contentOffset.y
            }
            ancestor = current.superview
            steps += 1
        }
        return Rect(x: x, y: y, width: frame.width, height: frame.height)
    }

    private func stableSorted(_ nodes: [ElementNode]) -> [ElementNode] {
        guard nodes.count > 1 else { return nodes }
        let order = Self.permutation(of: nodes.map(sortFrame), threshold: threshold, rightToLeft: rightToLeft)
        return order.map { nodes[$0] }
    }

    /// The reading order of `frames` as positions into it: a top-down
    /// stable merge sort (the halves split at `count / 2`, the left element
    /// kept on ties) over an index buffer, so that nothing but integers
    /// moves. Frames that are `nil` (empty groups) keep their place after
    /// framed ones.
    nonisolated static func permutation(of frames: [Rect?], threshold: Double, rightToLeft: Bool) -> [Int] {
        var order = Array(frames.indices)
        guard frames.count > 1 else { return order }
        var scratch = order
        frames.withUnsafeBufferPointer { frames in
            order.withUnsafeMutableBufferPointer { order in
                scratch.withUnsafeMutableBufferPointer { scratch in
                    let sorter = IndexMergeSort(frames: frames, threshold: threshold, rightToLeft: rightToLeft)
                    sorter.sort(order, scratch, 0, order.count)
                }
            }
        }
        return order
    }
}

/// The merge sort behind ``ReadingOrder/permutation(of:threshold:rightToLeft:)``.
private struct IndexMergeSort {
    let frames: UnsafeBufferPointer<Rect?>
    let threshold: Double
    let rightToLeft: Bool

    /// Sorts `order[start..<end]`, using `scratch` for the merge.
    func sort(
        _ order: UnsafeMutableBufferPointer<Int>, _ scratch: UnsafeMutableBufferPointer<Int>, _ start: Int, _ end: Int
    ) {
        let count = end - start
        guard count > 1 else { return }
        let middle = start + count / 2
        sort(order, scratch, start, middle)
        sort(order, scratch, middle, end)
        var i = start
        var j = middle
        var k = start
        while i < middle && j < end {
            if precedes(order[j], order[i]) {
                scratch[k] = order[j]
                j += 1
            } else {
                scratch[k] = order[i]
                i += 1
            }
            k += 1
        }
        while i < middle {
            scratch[k] = order[i]
            i += 1
            k += 1
        }
        while j < end {
            scratch[k] = order[j]
            j += 1
            k += 1
        }
        for position in start..<end { order[position] = scratch[position] }
    }

    /// Whether the frame at `a` is read before the frame at `b`.
    @inline(__always)
    func precedes(_ a: Int, _ b: Int) -> Bool {
        guard let a = frames[a] else { return false }
        guard let b = frames[b] else { return true }
        if a.minY != b.minY && abs(a.minY - b.minY) >= threshold { return a.minY < b.minY }
        return rightToLeft ? a.minX > b.minX : a.minX < b.minX
    }
}
