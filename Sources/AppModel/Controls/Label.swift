/// A line of static text (`UILabel`): an element whose label is its text.
@MainActor
open class Label: View {
    /// The text shown.
    public var text: String? { didSet { ModelRevision.bump() } }

    /// Creates a label.
    public init(_ text: String?, id: String? = nil, frame: Rect? = nil) {
        self.text = text
        super.init(id: id, frame: frame)
        isAccessibilityElement = true
    }

    override open class var kindName: String { "text" }
    override open var defaultAccessibilityLabel: String? { text }
    override open var defaultAccessibilityTraits: AccessibilityTraits { .staticText }
}
