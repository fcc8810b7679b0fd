/// An alert or action sheet (`UIAlertController`).
///
/// Presented over everything with a container that is modal for VoiceOver,
/// so focus stays inside. Its view lists the title, the message and one
/// button per action (an action sheet's cancel button last). Escape runs the
/// cancel action; any action dismisses the alert, then runs its handler.
@MainActor
public final class AlertController: ViewController {
    /// Alert or action sheet.
    public enum Style: String, Sendable, CaseIterable {
        case alert, actionSheet
    }

    /// The alert's message.
    public var message: String? { didSet { ModelRevision.bump() } }
    /// Alert or action sheet.
    public let preferredStyle: Style
    /// The actions, in order.
    public private(set) var actions: [AlertAction] = [] { didSet { ModelRevision.bump() } }

    /// Creates an alert.
    public init(id: String, title: String?, message: String?, preferredStyle: Style = .alert) {
        self.message = message
        self.preferredStyle = preferredStyle
        super.init(id: id, title: title)
        modalPresentationStyle = .alert
    }

    override public var kindName: String { "alert" }

    /// Adds an action (`addAction(_:)`).
    public func addAction(_ action: AlertAction) {
        actions.append(action)
    }

    /// The actions in the order their buttons appear.
    public var orderedActions: [AlertAction] {
        guard preferredStyle == .actionSheet else { return actions }
        return actions.filter { $0.style != .cancel } + actions.filter { $0.style == .cancel }
    }

    /// The height of the alert's content.
    public var contentHeight: Double {
        let rows = (title == nil ? 0 : 1) + (message == nil ? 0 : 1) + orderedActions.count
        return Double(max(1, rows)) * 44
    }

    override public func loadView(_ root: View) {
        if let title { root.addSubview(Label(title, id: "\(id).title")) }
        if let message { root.addSubview(Label(message, id: "\(id).message")) }
        for (index, action) in orderedActions.enumerated() {
            let button = Button(action.title, id: "\(id).action\(index)")
            button.addAction(for: .primaryActionTriggered) { [weak self] in
                self?.run(action)
            }
            root.addSubview(button)
        }
        super.loadView(root)
    }

    /// Rows of 44 pt, one under another.
    override public func layoutRootView() {
        var y = 0.0
        for subview in view.subviews {
            subview.frame = Rect(x: 0, y: y, width: view.frame.width, height: 44)
            y += 44
        }
    }

    /// Escape runs the cancel action, if there is one.
    override public func accessibilityPerformEscape() -> Bool {
        if let handler = handlers.escape { return handler() }
        guard let cancel = actions.first(where: { $0.style == .cancel }) else { return false }
        run(cancel)
        return true
    }

    private func run(_ action: AlertAction) {
        record(.primaryAction, detail: action.title)
        dismiss()
        action.handler?()
    }
}
