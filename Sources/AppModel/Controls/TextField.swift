/// A single-line text input (`UITextField`, `UISearchBar`'s field).
///
/// Named by its accessibility label, else its placeholder; valued by its
/// text. Reads "Text Field." ("Secure Text Field.", "Search Field."), and
/// "Is editing." while it is the first responder. A tap starts editing.
@MainActor
public final class TextField: Control {
    /// Which kind of text field.
    public enum Style: String, Sendable, CaseIterable {
        /// An ordinary field.
        case plain
        /// A password field: its text is not read.
        case secure
        /// A search field.
        case search
    }

    /// The kind of field.
    public let style: Style
    /// The text typed in it.
    public var text: String { didSet { ModelRevision.bump() } }
    /// The placeholder shown while it is empty.
    public var placeholder: String? { didSet { ModelRevision.bump() } }

    /// Creates a text field.
    public init(style: Style = .plain, text: String = "", placeholder: String? = nil, id: String? = nil, frame: Rect? = nil) {
        self.style = style
        self.text = text
        self.placeholder = placeholder
        super.init(id: id, frame: frame)
    }

    override public class var kindName: String { "textField" }

    /// Whether the field is the first responder.
    public var isEditing: Bool { window?.application?.firstResponder === self }

    override public var defaultAccessibilityLabel: String? { placeholder }

    /// The text; a secure field reports one bullet per character.
    override public var defaultAccessibilityValue: String? {
        guard !text.isEmpty else { return nil }
        return style == .secure ? String(repeating: "•", count: text.count) : text
    }

    override public var controlTraits: AccessibilityTraits {
        var traits: AccessibilityTraits = .textEntry
        switch style {
        case .plain: break
        case .secure: traits.insert(.secureTextField)
        case .search: traits.insert(.searchField)
        }
        if isEditing { traits.insert(.isEditing) }
        return traits
    }

    /// A tap makes the field the first responder.
    override public func performTap() -> Bool {
        guard isEnabled, let application = window?.application else { return false }
        application.makeFirstResponder(self)
        return true
    }
}
