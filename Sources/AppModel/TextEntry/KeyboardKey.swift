/// One key of the on-screen keyboard: an element VoiceOver reads by its
/// label alone (the `keyboardKey` trait hides "Button"), reached by
/// swiping or touching, typed by a double tap.
@MainActor
public final class KeyboardKey: View {
    /// What a key does.
    public enum Role: Sendable, Hashable {
        /// Types its character ("q", "1", "@").
        case character(Character)
        /// Types several characters at once (the URL keyboard's ".com").
        case text(String)
        /// Capitals for the next letter.
        case shift
        /// Removes the character before the caret.
        case delete
        /// Switches between the letters, numbers and symbols layouts.
        case layout(KeyboardView.Layout)
        /// The globe: the next keyboard (a11ysim has one).
        case nextKeyboard
        /// Types a space.
        case space
        /// The return key, titled by the field's return-key type.
        case returnKey(ReturnKeyType)
        /// iPad's key that hides the keyboard.
        case hideKeyboard
    }

    /// What the key does.
    public internal(set) var role: Role { didSet { ModelRevision.bump() } }

    init(_ role: Role, frame: Rect) {
        self.role = role
        super.init(id: nil, frame: frame)
        isAccessibilityElement = true
    }

    override public class var kindName: String { "key" }

    /// The label XCUITest finds the key by: "q" ("Q" while shifted),
    /// "shift", "delete", "more, numbers", "next keyboard", "space", the
    /// return key's title, "Hide keyboard".
    override public var defaultAccessibilityLabel: String? {
        switch role {
        case .character(let character):
            let shifted = (superview as? KeyboardView)?.isShifted == true
            return shifted ? String(character).uppercased() : String(character)
        case .text(let text): return text
        case .shift: return "shift"
        case .delete: return "delete"
        case .layout(let layout): return layout.keyTitle
        case .nextKeyboard: return "next keyboard"
        case .space: return "space"
        case .returnKey(let type): return type.title
        case .hideKeyboard: return "Hide keyboard"
        }
    }

    override public var defaultAccessibilityTraits: AccessibilityTraits { .keyboardKey }

    override public var traceName: String { "key \(accessibilityLabel ?? "")" }
}
