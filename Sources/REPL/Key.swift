/// One key press, decoded from the terminal's bytes.
public enum Key: Sendable, Hashable {
    case left, right, up, down
    case shiftLeft, shiftRight, shiftUp, shiftDown
    case home, end, tab, shiftTab
    case enter, space, escape, backspace
    case controlC, controlD
    /// A printable character (letters, digits, punctuation).
    case character(Character)
    /// Bytes that name no key a11ysim knows, kept for the message.
    case unknown([UInt8])

    /// How the key is written in help and messages.
    public var name: String {
        switch self {
        case .left: "←"
        case .right: "→"
        case .up: "↑"
        case .down: "↓"
        case .shiftLeft: "Shift+←"
        case .shiftRight: "Shift+→"
        case .shiftUp: "Shift+↑"
        case .shiftDown: "Shift+↓"
        case .home: "Home"
        case .end: "End"
        case .tab: "Tab"
        case .shiftTab: "Shift+Tab"
        case .enter: "Enter"
        case .space: "Space"
        case .escape: "Esc"
        case .backspace: "Backspace"
        case .controlC: "Ctrl-C"
        case .controlD: "Ctrl-D"
        case .character(let character): String(character)
        case .unknown(let bytes):
            bytes.map { $0 < 0x20 || $0 == 0x7F ? "^" + String(UnicodeScalar($0 ^ 0x40)) : String(UnicodeScalar($0)) }
                .joined()
        }
    }
}
