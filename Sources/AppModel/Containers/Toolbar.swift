/// The toolbar a ``NavigationController`` shows at the bottom when its
/// toolbar is not hidden (`UIToolbar`): the top controller's
/// ``ViewController/toolbarItems`` as bar buttons, spread across the width
/// in order, 44 pt high (50 on iPad) above the bottom inset.
@MainActor
public final class Toolbar: View {
    private var buttons: [View] = [] { didSet { ModelRevision.bump() } }

    init(ownerID: String) {
        super.init(id: "\(ownerID).toolbar", frame: .zero)
    }

    override public class var kindName: String { "toolbar" }

    /// Shows `items`, replacing what was shown.
    func update(items: [BarButtonItem]) {
        for button in buttons { button.removeFromSuperview() }
        buttons = items.map { item in
            let view = item.makeView()
            addSubview(view)
            return view
        }
        setNeedsLayout()
    }

    /// Items share the width equally, 8 pt from the edges.
    override public func layoutSubviews() {
        guard !buttons.isEmpty else { return }
        let width = max(0, (frame.width - 16) / Double(buttons.count))
        for (index, button) in buttons.enumerated() {
            button.frame = Rect(x: 8 + width * Double(index), y: 0, width: width, height: frame.height)
        }
    }
}
