public import AppModel

/// A `<segue>` with the object that triggers it.
public struct StoryboardSegue: Sendable, Hashable {
    /// What fires the segue.
    public enum Trigger: Sendable, Hashable {
        /// Activating a view (button, control) or selecting a cell.
        case view(String)
        /// A cell's accessory (detail) button.
        case accessory(String)
        /// A bar button item.
        case barItem(String)
        /// A gesture recognizer, attached to the views listed.
        case gesture(recognizer: String, views: [String])
        /// The controller itself: performed from code.
        case controller
    }

    /// The segue's object id.
    public var id: String
    /// `identifier`, used by `performSegue(withIdentifier:)`.
    public var identifier: String?
    /// The kind as written, e.g. `presentation`.
    public var rawKind: String
    /// The kind in the app model.
    public var kind: SegueKind
    /// The destination object id (for unwinds: the scene's exit).
    public var destination: String
    /// For relationships: `rootViewController`, `viewControllers`, …
    public var relationship: String?
    /// The controller that owns the segue (its scene's controller).
    public var source: String
    /// What fires it.
    public var trigger: Trigger
    /// A presentation style set on the segue.
    public var presentationStyle: ModalPresentationStyle?
    /// A transition style set on the segue.
    public var transitionStyle: ModalTransitionStyle?
    /// For unwinds: the action, e.g. `unwindToTokens:`.
    public var unwindAction: String?
    /// For popovers: the anchor view or bar item.
    public var anchor: String?
    /// For custom segues: the class.
    public var customClass: String?
    /// For legacy replace segues in split views.
    public var splitTargetIndex: Int?
    /// Where the segue is written.
    public var line: Int
}
