/// A multi-line text input (`UITextView`), read as a text field with the
/// text-area trait.
@MainActor
public final class TextView: Control {
    /// The text in it.
    public var text: String { didSet { ModelRevision.bump() } }
    /// Whether the user can edit it.
    public var isEditable = true { didSet { ModelRevision.bump() } }

    /// Creates a text view.
    public init(text: String = "", id: String? = nil, frame: Rect? = nil) {
        self.text = text
        super.init(id: id, frame: frame)
    }

    override public class var kindName: String { "textView" }

    /// Whether the view is the first responder.
    public var isEditing: Bool { window?.application?.firstResponder === self }

    override public var defaultAccessibilityValue: String? { text.isEmpty ? nil : text }

    override public var controlTraits: AccessibilityTraits {
        guard isEditable else { return .staticText }
        var traits: AccessibilityTraits = [.textEntry, .textArea]
        if isEditing { traits.insert(.isEditing) }
        return traits
    }

    /// A tap starts editing an editable text view.
    override public func performTap() -> Bool {
        guard isEnabled, isEditable, let application = window?.application else { return false }
        application.makeFirstResponder(self)
        return true
    }
}
