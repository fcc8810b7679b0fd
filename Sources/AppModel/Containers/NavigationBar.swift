/// The bar a ``NavigationController`` builds (`UINavigationBar`): a back
/// button labelled with the previous title (or "Back"), the title with the
/// heading trait, and bar button items.
///
/// Geometry (docs/scenario-format.md, "Time, focus and callbacks"): one row under the top inset, 44 pt high
/// (50 on iPad); the back button at x 8, 100 wide; left items after it and
/// right items from the right edge, 60 wide with 8 between; the title
/// centred, up to 200 wide, moved or narrowed to stay clear of the items.
@MainActor
public final class NavigationBar: View {
    /// The back button, when the stack has more than one controller.
    public let backButton: Button
    /// The title, with the heading trait.
    public let titleLabel: Label
    private var leftButtons: [View] = [] { didSet { ModelRevision.bump() } }
    private var rightButtons: [View] = [] { didSet { ModelRevision.bump() } }
    private var titleView: View? { didSet { ModelRevision.bump() } }

    init(ownerID: String) {
        backButton = Button("Back", id: "\(ownerID).back", frame: .zero)
        backButton.addedAccessibilityTraits = .backButton
        titleLabel = Label(nil, id: "\(ownerID).title", frame: .zero)
        titleLabel.addedAccessibilityTraits = .header
        super.init(id: "\(ownerID).navigationBar", frame: .zero)
        addSubview(backButton)
        addSubview(titleLabel)
    }

    override public class var kindName: String { "navigationBar" }

    /// Shows the bar for a stack: `top` with `previous` below it.
    func update(top: ViewController?, previous: ViewController?) {
        titleLabel.text = top.map { $0.navigationItem.title ?? $0.title } ?? nil
        titleLabel.isHidden = titleLabel.text?.isEmpty ?? true
        if let previous, top?.navigationItem.hidesBackButton != true {
            let title = previous.navigationItem.backButtonTitle ?? previous.navigationItem.title ?? previous.title
            backButton.title = (title?.isEmpty ?? true) ? "Back" : title
            backButton.isHidden = false
        } else {
            backButton.isHidden = true
        }
        for button in leftButtons + rightButtons { button.removeFromSuperview() }
        titleView?.removeFromSuperview()
        let item = top?.navigationItem ?? NavigationItem()
        titleView = item.titleView
        if let titleView {
            titleLabel.isHidden = true
            addSubview(titleView)
        }
        leftButtons = item.leftBarButtonItems.map(makeButton)
        rightButtons = item.rightBarButtonItems.map(makeButton)
        setNeedsLayout()
    }

    private func makeButton(for item: BarButtonItem) -> View {
        let view = item.makeView()
        addSubview(view)
        return view
    }

    override public func layoutSubviews() {
        let height = frame.height
        let width = 60.0
        backButton.frame = Rect(x: 8, y: 0, width: 100, height: height)
        var left = backButton.isHidden ? 8.0 : 116.0
        for button in leftButtons {
            button.frame = Rect(x: left, y: 0, width: width, height: height)
            left += width + 8
        }
        var right = frame.width - 8
        for button in rightButtons {
            right -= width
            button.frame = Rect(x: right, y: 0, width: width, height: height)
            right -= 8
        }
        // The title is centred on the bar, up to 200 wide, and moves or
        // narrows so that it never covers the back button or bar items.
        let titleWidth = max(0, min(200, right - left))
        let centred = (frame.width - titleWidth) / 2
        titleLabel.frame = Rect(
            x: min(max(centred, left), max(left, right - titleWidth)), y: 0, width: titleWidth, height: height)
        titleView?.frame = titleLabel.frame
    }
}
