/// A segue declared on a controller, as a storyboard declares it.
public struct SegueTemplate: Hashable, Sendable {
    /// The segue's identifier.
    public var identifier: String
    /// How the segue shows its destination.
    public var kind: SegueKind
    /// The destination controller's id; for unwind segues, `nil`.
    public var destination: String?
    /// For presentations: the style to use instead of the destination's.
    public var style: ModalPresentationStyle?
    /// For presentations: the transition to use.
    public var transition: ModalTransitionStyle?
    /// For unwind segues: the unwind action to look for.
    public var unwindAction: String?
    /// Whether `shouldPerformSegue(withIdentifier:sender:)` returns `false`.
    public var isBlocked: Bool
    /// For embed segues: the id of the container view.
    public var containerViewID: String?

    /// Creates a template.
    public init(
        identifier: String, kind: SegueKind, destination: String? = nil, style: ModalPresentationStyle? = nil,
        transition: ModalTransitionStyle? = nil, unwindAction: String? = nil, isBlocked: Bool = false,
        containerViewID: String? = nil
    ) {
        self.identifier = identifier
        self.kind = kind
        self.destination = destination
        self.style = style
        self.transition = transition
        self.unwindAction = unwindAction
        self.isBlocked = isBlocked
        self.containerViewID = containerViewID
    }
}
