/// A page controller (`UIPageViewController`): shows one page at a time,
/// with a page indicator at the bottom. A three-finger scroll turns the page
/// and posts "Page N of M"; at either end the same status is posted again.
@MainActor
public final class PageViewController: ViewController {
    /// All pages, in order; only the current one is a child.
    public private(set) var pages: [ViewController] { didSet { ModelRevision.bump() } }
    /// The current page's index.
    public private(set) var currentIndex: Int { didSet { ModelRevision.bump() } }
    /// The page indicator.
    public private(set) lazy var pageControl = makePageControl()

    /// Creates a page controller.
    public init(id: String, pages: [ViewController], currentIndex: Int = 0) {
        self.pages = pages
        self.currentIndex = pages.indices.contains(currentIndex) ? currentIndex : 0
        super.init(id: id)
        if let current = pages.indices.contains(self.currentIndex) ? pages[self.currentIndex] : nil {
            addChild(current)
            current.didMove(toParent: self)
        }
    }

    override public var kindName: String { "page" }
    override public var passesSafeAreaToChildren: Bool { true }

    /// The page on screen.
    public var currentPage: ViewController? { pages.indices.contains(currentIndex) ? pages[currentIndex] : nil }

    override public var visibleChildren: [ViewController] { children }

    /// Shows the page at `index` (`setViewControllers(_:direction:animated:)`).
    public func setPage(_ index: Int) {
        guard pages.indices.contains(index), index != currentIndex else { return }
        let leaving = currentPage
        let arriving = pages[index]
        guard !isContained(in: arriving) else { return }
        leaving?.willMove(toParent: nil)
        addChild(arriving)
        record(.selectPage, detail: String(index))
        application?.noteTransition(.selectPage(self, index: index))
        transitionChild(from: leaving, to: arriving) {
            currentIndex = index
        }
        leaving?.removeFromParent()
        arriving.didMove(toParent: self)
        if pageControl.currentPage != index { pageControl.setCurrentPage(index) }
    }

    /// The status VoiceOver reads after paging, e.g. "Page 2 of 3".
    public var pageStatus: String { "Page \(currentIndex + 1) of \(pages.count)" }

    /// Turns the page: `left`/`next`/`down` forward, `right`/`previous`/`up` back.
    override public func accessibilityScroll(_ direction: ScrollDirection) -> Bool {
        if let handler = handlers.scroll { return handler(direction) }
        guard pages.count > 1 else { return false }
        switch direction {
        case .left, .next, .down: setPage(currentIndex + 1)
        case .right, .previous, .up: setPage(currentIndex - 1)
        }
        application?.post(.pageScrolled(pageStatus), from: self)
        return true
    }

    override public func installChildViews() {
        let root = view
        for subview in root.subviews where subview !== pageControl && subview !== currentPage?.viewIfLoaded {
            if subview.owningController != nil { subview.removeFromSuperview() }
        }
        if let current = currentPage { root.insertSubview(current.view, at: 0) }
        if pageControl.superview !== root { root.addSubview(pageControl) }
    }

    /// The page fills the frame; the indicator sits above the bottom inset.
    override public func layoutRootView() {
        let bounds = view.bounds
        pageControl.isHidden = pages.count < 2
        pageControl.frame = Rect(x: 0, y: bounds.height - safeAreaInsets.bottom - 26, width: bounds.width, height: 26)
        currentPage?.place(in: bounds, insets: safeAreaInsets)
    }

    private func makePageControl() -> PageControl {
        let control = PageControl(
            currentPage: currentIndex, numberOfPages: pages.count, id: "\(id).pageControl", frame: .zero)
        control.addAction(for: .valueChanged) { [weak self, weak control] in
            guard let self, let control else { return }
            self.setPage(control.currentPage)
        }
        return control
    }
}
