/// A scrolling area (`UIScrollView`).
///
/// Its subviews live in content coordinates; ``contentOffset`` is the
/// visible part's origin. A three-finger scroll moves one page (the view's
/// size) in the direction VoiceOver passes and posts `pageScrolled` with
/// "Page X of Y"; at the end the same status is posted again, which VoiceOver
/// turns into the border sound. Content that does not scroll in the
/// direction's axis returns `false`, so the gesture goes up the chain.
@MainActor
open class ScrollView: View {
    /// The size of the content; when zero, the content's own extent is used.
    public var contentSize: Size = .zero { didSet { ModelRevision.bump() } }
    /// Whether scrolling stops on page boundaries.
    public var isPagingEnabled = false { didSet { ModelRevision.bump() } }
    /// Replaces "Page X of Y" (`accessibilityScrollStatus(for:)`).
    public var scrollStatusProvider: (@MainActor (ScrollView) -> String)? { didSet { ModelRevision.bump() } }

    override open class var kindName: String { "scroll" }
    override open var fillsRemainingHeight: Bool { true }

    /// The visible part's origin within the content.
    public var contentOffset: Point {
        get { boundsOrigin }
        set { boundsOrigin = newValue }
    }

    /// The size used for paging: ``contentSize``, or the union of the subviews' frames.
    public var effectiveContentSize: Size {
        if !contentSize.isZero { return contentSize }
        let maxX = subviews.map(\.frame.maxX).max() ?? 0
        let maxY = subviews.map(\.frame.maxY).max() ?? 0
        return Size(width: max(maxX, frame.width), height: max(maxY, frame.height))
    }

    /// Whether the content is taller or wider than the view on that axis.
    public func canScroll(vertically: Bool) -> Bool {
        let content = effectiveContentSize
        return vertically ? content.height > frame.height : content.width > frame.width
    }

    /// The page status VoiceOver reads, e.g. "Page 2 of 5".
    public var scrollStatus: String {
        if let scrollStatusProvider { return scrollStatusProvider(self) }
        let vertical = canScroll(vertically: true) || !canScroll(vertically: false)
        let (page, pages) = pagePosition(vertically: vertical)
        return "Page \(page) of \(pages)"
    }

    /// The 1-based current page and the page count along an axis.
    public func pagePosition(vertically: Bool) -> (page: Int, count: Int) {
        let content = effectiveContentSize
        let length = vertically ? frame.height : frame.width
        let extent = vertically ? content.height : content.width
        let offset = vertically ? contentOffset.y : contentOffset.x
        guard length > 0 else { return (1, 1) }
        let count = max(1, Int(saturating: (extent / length).rounded(.up)))
        let page = min(count, Int(saturating: (offset / length).rounded()) + 1)
        return (max(1, page), count)
    }

    /// Scrolls one page; see the type's discussion.
    override open func accessibilityScroll(_ direction: ScrollDirection) -> Bool {
        if let handler = handlers.scroll { return handler(direction) }
        return scrollPage(direction)
    }

    /// UIKit's default paging: moves one page in `direction`, posts the page
    /// status and records the change. Returns `false` when the content does
    /// not scroll on that axis.
    @discardableResult
    public func scrollPage(_ direction: ScrollDirection) -> Bool {
        let vertical: Bool
        let forward: Bool
        switch direction {
        case .down: (vertical, forward) = (true, true)
        case .up: (vertical, forward) = (true, false)
        case .left: (vertical, forward) = (false, true)
        case .right: (vertical, forward) = (false, false)
        case .next, .previous:
            vertical = canScroll(vertically: true) || !canScroll(vertically: false)
            forward = direction == .next
        }
        guard canScroll(vertically: vertical) else { return false }
        let content = effectiveContentSize
        var offset = contentOffset
        if vertical {
            let limit = content.height - frame.height
            offset.y = min(limit, max(0, offset.y + (forward ? frame.height : -frame.height)))
        } else {
            let limit = content.width - frame.width
            offset.x = min(limit, max(0, offset.x + (forward ? frame.width : -frame.width)))
        }
        if offset != contentOffset {
            contentOffset = offset
            record(.valueChanged, detail: "offset \(offset)")
        }
        window?.application?.post(.pageScrolled(scrollStatus), from: self)
        return true
    }
}
