/// The bar a ``TabBarController`` builds (`UITabBar`): a container with the
/// tab-bar trait holding one ``TabBarButton`` per child, of equal width, 49 pt
/// high above the bottom inset.
@MainActor
public final class TabBar: View {
    /// The buttons, in tab order.
    public private(set) var buttons: [TabBarButton] = [] { didSet { ModelRevision.bump() } }

    init(ownerID: String) {
        super.init(id: "\(ownerID).tabBar", frame: .zero)
        accessibilityTraits = .tabBar
    }

    override public class var kindName: String { "tabBar" }

    /// Rebuilds the buttons for `titles`, keeping existing ones.
    func update(items: [TabBarItem], ownerID: String, select: @escaping @MainActor (Int) -> Void) {
        while buttons.count > items.count { buttons.removeLast().removeFromSuperview() }
        while buttons.count < items.count {
            let index = buttons.count
            let button = TabBarButton(index: index, bar: self)
            button.id = "\(ownerID).tab\(index)"
            button.addAction(for: .primaryActionTriggered) { select(index) }
            buttons.append(button)
            addSubview(button)
        }
        for (button, item) in zip(buttons, items) {
            button.title = item.title
            button.accessibilityValue = item.badgeValue
        }
        setNeedsLayout()
    }

    override public func layoutSubviews() {
        guard !buttons.isEmpty else { return }
        let width = frame.width / Double(buttons.count)
        for (index, button) in buttons.enumerated() {
            button.frame = Rect(x: width * Double(index), y: 0, width: width, height: frame.height)
        }
    }
}
