/// Which keyboard a text input asks for (`UIKeyboardType`): what keys the
/// on-screen keyboard shows first.
public enum KeyboardType: String, Sendable, CaseIterable, Codable {
    /// Letters, with the numbers and symbols layouts behind "more".
    case `default`
    /// Letters, with "@" and "." beside the space bar.
    case emailAddress
    /// Letters, with ".", "/" and ".com" where the space bar is.
    case url
    /// Letters, with "." beside the space bar (`webSearch`).
    case webSearch
    /// The numbers and punctuation layout first.
    case numbersAndPunctuation
    /// Digits and delete only: no return key.
    case numberPad
    /// Digits, a decimal point and delete.
    case decimalPad
    /// Digits, "+*#" and delete.
    case phonePad

    /// The type an Interface Builder `keyboardType` names (`URL`,
    /// `emailAddress`, …); types a11ysim draws as their nearest kin
    /// (`asciiCapable` as the default, `twitter` as email) included.
    public init?(storyboardName name: String) {
        switch name {
        case "URL": self = .url
        case "asciiCapable", "alphabet", "namePhonePad", "default": self = .default
        case "twitter": self = .emailAddress
        case "asciiCapableNumberPad": self = .numberPad
        default: self.init(rawValue: name)
        }
    }

    /// Whether the keyboard is a keypad of digits.
    var isKeypad: Bool { self == .numberPad || self == .decimalPad || self == .phonePad }
}
