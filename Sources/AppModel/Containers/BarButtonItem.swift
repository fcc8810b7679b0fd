/// A button in a navigation bar or toolbar (`UIBarButtonItem`).
@MainActor
public final class BarButtonItem {
    /// The id expectations use for the item's button.
    public var id: String? { didSet { ModelRevision.bump() } }
    /// The title shown and read.
    public var title: String { didSet { ModelRevision.bump() } }
    /// Runs when the item is tapped.
    public var action: (@MainActor () -> Void)? { didSet { ModelRevision.bump() } }
    /// Whether the item accepts taps.
    public var isEnabled = true { didSet { ModelRevision.bump() } }
    /// A view shown in place of a button made from the title (a custom
    /// view, or a button an importer configured fully).
    public var view: View? { didSet { ModelRevision.bump() } }

    /// Creates an item.
    public init(title: String, id: String? = nil, action: (@MainActor () -> Void)? = nil) {
        self.title = title
        self.id = id
        self.action = action
    }

    /// The view a bar shows for the item: its own view, or a button with its
    /// title that runs its action.
    func makeView() -> View {
        if let view {
            view.usesAutomaticLayout = false
            return view
        }
        let button = Button(title, id: id, frame: .zero)
        button.isEnabled = isEnabled
        if let action { button.addAction(for: .primaryActionTriggered, action) }
        return button
    }

    /// Creates an item shown as `view`.
    public init(view: View) {
        self.title = view.accessibilityLabel ?? ""
        self.id = view.id
        self.view = view
    }
}
