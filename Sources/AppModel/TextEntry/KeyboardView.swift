/// The on-screen keyboard, shown across the bottom of the window while a
/// text input is edited (docs/voiceover-rules.md §11, row 11.14). Its keys come
/// after the app's elements in reading order, row by row: letters, shift
/// and delete, then the layout key, the globe, space and the return key
/// titled by the field's return-key type; iPad adds Hide keyboard.
@MainActor
public final class KeyboardView: View {
    /// Which keys show.
    public enum Layout: Sendable, Hashable {
        /// Letters (the default).
        case letters
        /// Digits and common punctuation.
        case numbers
        /// Less common symbols.
        case symbols

        /// The title of the key that switches to this layout.
        var keyTitle: String {
            switch self {
            case .letters: "more, letters"
            case .numbers: "more, numbers"
            case .symbols: "more, symbols"
            }
        }
    }

    /// The keys' rows for each layout, before the bottom row.
    private nonisolated static let rows: [Layout: [[Character]]] = [
        .letters: ["qwertyuiop", "asdfghjkl", "zxcvbnm"].map(Array.init),
        .numbers: ["1234567890", "-/:;()$&@\"", ".,?!'"].map(Array.init),
        .symbols: ["[]{}#%^*+=", "_\\|~<>€£¥•", ".,?!'"].map(Array.init),
    ]

    /// Every label a key can have, in any layout or shift state, for
    /// scenarios that name keys (`focus: shift`, `touch: q`).
    public nonisolated static let keyLabels: Set<String> = {
        var labels: Set<String> = ["shift", "delete", "next keyboard", "space", "Hide keyboard"]
        labels.formUnion([Layout.letters, .numbers, .symbols].map(\.keyTitle))
        labels.formUnion(ReturnKeyType.allCases.map(\.title))
        labels.formUnion([".com", "+", "/"])
        for row in rows.values.joined() {
            for character in row { labels.formUnion([String(character), String(character).uppercased()]) }
        }
        return labels
    }()

    /// The keyboard's height on `device` in `orientation`.
    public static func height(device: Device, orientation: Orientation) -> Double {
        device == .ipad ? 264 : orientation == .portrait ? 216 : 162
    }

    /// The layout shown.
    public private(set) var layout = Layout.letters { didSet { ModelRevision.bump() } }
    /// Whether the next letter is a capital.
    public var isShifted = false { didSet { ModelRevision.bump() } }
    /// The return key's kind.
    public private(set) var returnKeyType: ReturnKeyType
    /// The keyboard the field asked for.
    public private(set) var keyboardType: KeyboardType
    private let isPad: Bool

    /// A keyboard for a field with this return key and keyboard type, laid out in `frame`.
    public init(returnKeyType: ReturnKeyType, keyboardType: KeyboardType = .default, isPad: Bool, frame: Rect) {
        self.returnKeyType = returnKeyType
        self.keyboardType = keyboardType
        self.isPad = isPad
        if keyboardType == .numbersAndPunctuation { layout = .numbers }
        super.init(id: "keyboard", frame: frame)
        buildKeys()
    }

    override public class var kindName: String { "keyboard" }

    /// Switches layout (the "more" keys); letters start unshifted.
    public func show(_ layout: Layout) {
        self.layout = layout
        isShifted = false
        buildKeys()
    }

    /// Lays the keys out again for `frame` (after a rotation).
    public func relayout(in frame: Rect) {
        self.frame = frame
        buildKeys()
    }

    private func buildKeys() {
        for key in subviews { key.removeFromSuperview() }
        let rowHeight = frame.height / 4
        let width = frame.width
        if keyboardType.isKeypad {
            // A keypad: three rows of digits, then its extra key, 0 and delete; no return key.
            for (index, row) in ["123", "456", "789"].enumerated() {
                place(
                    row.map { KeyboardKey.Role.character($0) }, top: Double(index) * rowHeight, height: rowHeight,
                    width: width)
            }
            let extra: [KeyboardKey.Role] =
                keyboardType == .decimalPad ? [.character(".")] : keyboardType == .phonePad ? [.character("+")] : []
            place(extra + [.character("0"), .delete], top: 3 * rowHeight, height: rowHeight, width: width)
            return
        }
        let rows = Self.rows[layout] ?? []
        var top = 0.0
        for (index, row) in rows.enumerated() {
            var roles = row.map { KeyboardKey.Role.character($0) }
            if index == 2 {
                let left: KeyboardKey.Role =
                    layout == .letters ? .shift : .layout(layout == .numbers ? .symbols : .numbers)
                roles = [left] + roles + [.delete]
            }
            place(roles, top: top, height: rowHeight, width: width)
            top += rowHeight
        }
        var bottom: [KeyboardKey.Role] = [.layout(layout == .letters ? .numbers : .letters), .nextKeyboard]
        switch keyboardType {
        case .emailAddress: bottom += [.space, .character("@"), .character(".")]
        case .url: bottom += [.character("."), .character("/"), .text(".com")]
        case .webSearch: bottom += [.space, .character(".")]
        default: bottom.append(.space)
        }
        bottom.append(.returnKey(returnKeyType))
        if isPad { bottom.append(.hideKeyboard) }
        place(bottom, top: top, height: rowHeight, width: width)
    }

    /// Keys of one row side by side: the space bar takes what the others leave.
    private func place(_ roles: [KeyboardKey.Role], top: Double, height: Double, width: Double) {
        let hasSpace = roles.contains(.space)
        let unit = hasSpace ? width / Double(max(10, roles.count + 3)) : width / Double(max(roles.count, 1))
        let spaceWidth = width - unit * Double(roles.count - 1)
        var x = 0.0
        for role in roles {
            let keyWidth = role == .space ? spaceWidth : unit
            addSubview(KeyboardKey(role, frame: Rect(x: x, y: top, width: keyWidth, height: height)))
            x += keyWidth
        }
    }
}
