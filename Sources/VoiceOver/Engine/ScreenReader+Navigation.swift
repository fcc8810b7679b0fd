public import AppModel

/// Moving through the screen: swipes, touch exploration, four-finger taps
/// and moving the cursor directly (docs/voiceover-rules.md §5.1).
extension ScreenReader {
    /// One-finger swipe right: the next element in reading order; at the
    /// end, the boundary earcon and focus stays. With focus lost, the first
    /// element.
    public func swipeRight() async {
        await step(by: 1)
        await finishGesture()
    }

    /// One-finger swipe left: the previous element; at the start, the boundary earcon.
    public func swipeLeft() async {
        await step(by: -1)
        await finishGesture()
    }

    private func step(by offset: Int) async {
        guard isRunning else { return }
        let tree = currentTree()
        guard !tree.elements.isEmpty else {
            play(.boundary)
            return
        }
        guard let focusedElement, let index = tree.index(of: focusedElement) else {
            await moveFocus(to: tree.elements[0].view, speak: true, byUser: true, tree: tree)
            return
        }
        let next = index + offset
        guard tree.elements.indices.contains(next) else {
            play(.boundary)
            return
        }
        await moveFocus(to: tree.elements[next].view, speak: true, byUser: true, tree: tree)
    }

    /// Touching the screen at `point` (window coordinates): focuses and
    /// speaks the front-most element there. Nothing there: silence.
    public func touch(at point: Point) async {
        if isRunning {
            let tree = currentTree()
            if let element = tree.element(at: point) {
                await moveFocus(to: element.view, speak: true, byUser: true, tree: tree)
            }
        }
        await finishGesture()
    }

    /// Touching `view`: at the centre of its accessibility frame.
    public func touch(_ view: View) async {
        await touch(at: view.accessibilityFrame.center)
    }

    /// Moves the cursor to `view` as touching it would, without taking
    /// time (the scenario step `focus:`). Returns `false`, and changes
    /// nothing, when `view` is not a reachable element.
    @discardableResult
    public func focus(on view: View) async -> Bool {
        guard isRunning else { return false }
        let tree = currentTree()
        guard tree.contains(view) else { return false }
        await moveFocus(to: view, speak: true, byUser: true, tree: tree)
        await settle()
        return true
    }

    /// Four-finger tap near the top: the first element.
    public func fourFingerTapTop() async {
        await jump(toLast: false)
        await finishGesture()
    }

    /// Four-finger tap near the bottom: the last element.
    public func fourFingerTapBottom() async {
        await jump(toLast: true)
        await finishGesture()
    }

    private func jump(toLast: Bool) async {
        guard isRunning else { return }
        let tree = currentTree()
        guard let element = toLast ? tree.elements.last : tree.elements.first else {
            play(.boundary)
            return
        }
        await moveFocus(to: element.view, speak: true, byUser: true, tree: tree)
    }
}
