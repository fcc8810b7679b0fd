/// A button of an ``AlertController`` (`UIAlertAction`).
@MainActor
public struct AlertAction {
    /// How the action looks and behaves.
    public enum Style: String, Sendable, CaseIterable {
        case `default`, cancel, destructive
    }

    /// The button's title.
    public var title: String
    /// The action's style; escape runs the `cancel` one.
    public var style: Style
    /// Runs after the alert is dismissed.
    public var handler: (@MainActor () -> Void)?

    /// Creates an action.
    public init(title: String, style: Style = .default, handler: (@MainActor () -> Void)? = nil) {
        self.title = title
        self.style = style
        self.handler = handler
    }
}
