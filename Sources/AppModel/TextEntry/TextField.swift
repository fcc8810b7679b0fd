/// A single-line text input (`UITextField`, `UISearchBar`'s field).
///
/// Named by its accessibility label; its value is its text, else its
/// placeholder (what XCUITest reports as `value`), and a secure field's
/// text is one bullet per character, read as "5 characters". Reads
/// "Text Field." ("Secure Text Field.", "Search Field."), and "Is
/// editing." while it is the first responder. A tap starts editing.
@MainActor
public final class TextField: Control, TextInput {
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
    /// Where typing goes, in characters from the start.
    public var caret = 0 { didSet { ModelRevision.bump() } }
    /// The return key's kind (a search field's default is `.search`).
    public var returnKeyType: ReturnKeyType { didSet { ModelRevision.bump() } }
    /// When the clear button shows.
    public var clearButtonMode = ClearButtonMode.never { didSet { ModelRevision.bump() } }
    /// The keyboard it asks for.
    public var keyboardType = KeyboardType.default { didSet { ModelRevision.bump() } }

    /// Creates a text field.
    public init(
        style: Style = .plain, text: String = "", placeholder: String? = nil, id: String? = nil, frame: Rect? = nil
    ) {
        self.style = style
        self.text = text
        self.placeholder = placeholder
        returnKeyType = style == .search ? .search : .default
        super.init(id: id, frame: frame)
    }

    override public class var kindName: String { "textField" }

    /// Whether its text is hidden: true for a secure field.
    public var isSecureEntry: Bool { style == .secure }
    /// Always false: the return key submits a text field.
    public var isMultiline: Bool { false }

    /// The text (one bullet per character when secure), else the
    /// placeholder, unless the label already says it (a SwiftUI field whose
    /// title and prompt are the same text is read once).
    override public var defaultAccessibilityValue: String? {
        guard !text.isEmpty else {
            guard let placeholder, !placeholder.isEmpty, placeholder != customAccessibilityLabel else { return nil }
            return placeholder
        }
        return style == .secure ? String(repeating: "•", count: text.count) : text
    }

    /// A secure field's text is read as its length ("5 characters").
    override public var spokenValue: String? {
        guard style == .secure, customAccessibilityValue == nil, !text.isEmpty else { return accessibilityValue }
        return text.count == 1 ? "1 character" : "\(text.count) characters"
    }

    /// Whether the clear button shows now: it has text and its mode says so.
    public var showsClearButton: Bool { !text.isEmpty && clearButtonMode.shows(editing: isEditing) }

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

    /// A tap makes the field the first responder with the caret at the end.
    override public func performTap() -> Bool {
        guard isEnabled, window?.application != nil else { return false }
        beginEditing()
        return true
    }
}
