/// A page indicator (`UIPageControl`): adjustable, valued "page N of M".
@MainActor
public final class PageControl: Control {
    /// The current page, 0-based.
    public private(set) var currentPage: Int { didSet { ModelRevision.bump() } }
    /// How many pages there are.
    public var numberOfPages: Int { didSet { ModelRevision.bump() } }

    /// Creates a page control.
    public init(currentPage: Int = 0, numberOfPages: Int, id: String? = nil, frame: Rect? = nil) {
        self.numberOfPages = max(0, numberOfPages)
        self.currentPage = min(max(0, currentPage), max(0, numberOfPages - 1))
        super.init(id: id, frame: frame)
    }

    override public class var kindName: String { "pageControl" }
    override public var controlTraits: AccessibilityTraits { .adjustable }
    override public var defaultAccessibilityValue: String? {
        "page \(currentPage + 1) of \(numberOfPages)"
    }

    /// Moves to a page within the bounds; sends `valueChanged` when it changed.
    public func setCurrentPage(_ page: Int) {
        let clamped = min(max(0, page), max(0, numberOfPages - 1))
        guard clamped != currentPage else { return }
        currentPage = clamped
        sendActions(for: .valueChanged)
    }

    @discardableResult
    override public func accessibilityIncrement() -> Bool {
        if let handler = handlers.increment { return handler() }
        setCurrentPage(currentPage + 1)
        return true
    }

    @discardableResult
    override public func accessibilityDecrement() -> Bool {
        if let handler = handlers.decrement { return handler() }
        setCurrentPage(currentPage - 1)
        return true
    }

    /// A tap at the activation point (the centre) does not change the page.
    override public func performTap() -> Bool { false }
}
