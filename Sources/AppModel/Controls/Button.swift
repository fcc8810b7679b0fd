/// A button (`UIButton`): an element labelled by its title that reads "Button."
///
/// An image-only button without a title or label falls back to its image
/// name, as VoiceOver does for unlabelled buttons.
@MainActor
open class Button: Control {
    /// The title shown.
    public var title: String? { didSet { ModelRevision.bump() } }
    /// The name of the image shown, if any.
    public var imageName: String? { didSet { ModelRevision.bump() } }

    /// Creates a button.
    public init(_ title: String?, id: String? = nil, frame: Rect? = nil) {
        self.title = title
        super.init(id: id, frame: frame)
    }

    override open class var kindName: String { "button" }
    override open var defaultAccessibilityLabel: String? { title ?? imageName }
    override open var controlTraits: AccessibilityTraits { .button }
}
