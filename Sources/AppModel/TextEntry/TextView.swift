/// A multi-line text input (`UITextView`), read as a text field with the
/// text-area trait; the return key types a new line.
@MainActor
public final class TextView: Control, TextInput {
    /// The text in it.
    public var text: String { didSet { ModelRevision.bump() } }
    /// Whether the user can edit it.
    public var isEditable = true { didSet { ModelRevision.bump() } }
    /// Where typing goes, in characters from the start.
    public var caret = 0 { didSet { ModelRevision.bump() } }
    /// The return key's kind.
    public var returnKeyType = ReturnKeyType.default { didSet { ModelRevision.bump() } }
    /// The keyboard it asks for.
    public var keyboardType = KeyboardType.default { didSet { ModelRevision.bump() } }

    /// Creates a text view.
    public init(text: String = "", id: String? = nil, frame: Rect? = nil) {
        self.text = text
        super.init(id: id, frame: frame)
    }

    override public class var kindName: String { "textView" }

    /// Always false: a text view's text is never hidden.
    public var isSecureEntry: Bool { false }
    /// Always true: the return key types a new line.
    public var isMultiline: Bool { true }

    override public var defaultAccessibilityValue: String? { text.isEmpty ? nil : text }

    override public var controlTraits: AccessibilityTraits {
        guard isEditable else { return .staticText }
        var traits: AccessibilityTraits = [.textEntry, .textArea]
        if isEditing { traits.insert(.isEditing) }
        return traits
    }

    /// A tap starts editing an editable text view.
    override public func performTap() -> Bool {
        guard isEnabled, isEditable, window?.application != nil else { return false }
        beginEditing()
        return true
    }
}
