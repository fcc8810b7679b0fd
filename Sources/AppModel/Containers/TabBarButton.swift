/// One tab of a ``TabBar``: reads "Selected: Home. Tab. 1 of 3."
@MainActor
public final class TabBarButton: Control {
    /// The tab's title.
    public var title: String? { didSet { ModelRevision.bump() } }
    /// The tab's position, 0-based.
    public let index: Int
    /// The bar the button belongs to.
    public private(set) weak var bar: TabBar? { didSet { ModelRevision.bump() } }

    init(index: Int, bar: TabBar) {
        self.index = index
        self.bar = bar
        super.init(frame: .zero)
    }

    override public class var kindName: String { "tab" }
    override public var defaultAccessibilityLabel: String? { title }
    override public var controlTraits: AccessibilityTraits { [.button, .tabBarItem] }
    override public var seriesPosition: (index: Int, count: Int)? { (index + 1, bar?.buttons.count ?? 1) }
}
