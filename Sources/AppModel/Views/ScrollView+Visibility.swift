extension ScrollView {
    /// Scrolls the least distance that brings `rect` (window coordinates)
    /// into the visible part, its top first when it is taller, within the
    /// content; what VoiceOver does when focus lands on an element below
    /// the fold. Returns whether the offset changed.
    @discardableResult
    public func scrollToVisible(_ rect: Rect) -> Bool {
        let visible = frameInWindow
        let content = effectiveContentSize
        func shift(_ low: Double, _ high: Double, _ from: Double, _ to: Double) -> Double {
            if low < from { return low - from }
            if high > to { return min(high - to, low - from) }
            return 0
        }
        let dx = shift(rect.minX, rect.maxX, visible.minX, visible.maxX)
        let dy = shift(rect.minY, rect.maxY, visible.minY, visible.maxY)
        let x = min(max(0, contentOffset.x + dx), max(0, content.width - frame.width))
        let y = min(max(0, contentOffset.y + dy), max(0, content.height - frame.height))
        guard x != contentOffset.x || y != contentOffset.y else { return false }
        contentOffset = Point(x: x, y: y)
        return true
    }
}
