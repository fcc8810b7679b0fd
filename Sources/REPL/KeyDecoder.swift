/// Turns the bytes a terminal sends into ``Key``s. A read may end in the
/// middle of an escape sequence; the decoder keeps the partial sequence
/// for the next read. A lone ESC is the Escape key only once no more bytes
/// follow it: the caller says so with ``flush()`` after a short wait.
public struct KeyDecoder: Sendable {
    private var pending: [UInt8] = []

    /// Creates a decoder with nothing pending.
    public init() {}

    /// Whether bytes are waiting for the rest of a sequence.
    public var hasPending: Bool { !pending.isEmpty }

    /// Adds `bytes` and returns every key they complete.
    public mutating func feed(_ bytes: some Sequence<UInt8>) -> [Key] {
        pending.append(contentsOf: bytes)
        var keys: [Key] = []
        while !pending.isEmpty {
            guard let (key, length) = Self.decode(pending) else { break }
            keys.append(key)
            pending.removeFirst(length)
        }
        return keys
    }

    /// Ends an incomplete sequence: a lone ESC becomes Escape; ESC followed
    /// by a character is Escape then that character (Alt is not a modifier
    /// here); anything else is an unknown key.
    public mutating func flush() -> [Key] {
        guard !pending.isEmpty else { return [] }
        defer { pending = [] }
        if pending == [0x1B] { return [.escape] }
        if pending.first == 0x1B, pending.count == 2 {
            return [.escape] + (Self.decode([pending[1]]).map { [$0.key] } ?? [])
        }
        if pending.first == 0x1B { return [.unknown(pending)] }
        // An incomplete UTF-8 character.
        return [.unknown(pending)]
    }

    /// The key at the start of `bytes` and its length, or nil when more
    /// bytes are needed to tell.
    static func decode(_ bytes: [UInt8]) -> (key: Key, length: Int)? {
        guard let first = bytes.first else { return nil }
        switch first {
        case 0x1B: return decodeEscape(bytes)
        case 0x0D, 0x0A: return (.enter, 1)
        case 0x09: return (.tab, 1)
        case 0x20: return (.space, 1)
        case 0x7F, 0x08: return (.backspace, 1)
        case 0x03: return (.controlC, 1)
        case 0x04: return (.controlD, 1)
        case 0x00..<0x20: return (.unknown([first]), 1)
        default: return decodeUTF8(bytes)
        }
    }

    private static func decodeEscape(_ bytes: [UInt8]) -> (key: Key, length: Int)? {
        guard bytes.count >= 2 else { return nil }
        switch bytes[1] {
        case UInt8(ascii: "["):
            // CSI: parameters (digits and ';') then one final byte 0x40–0x7E.
            var index = 2
            while index < bytes.count, (0x30...0x3F).contains(bytes[index]) { index += 1 }
            guard index < bytes.count else { return index > 16 ? (.unknown(bytes), bytes.count) : nil }
            let final = bytes[index]
            let parameters = String(decoding: bytes[2..<index], as: UTF8.self)
            let length = index + 1
            guard (0x40...0x7E).contains(final) else { return (.unknown(Array(bytes[0..<length])), length) }
            return (csiKey(final: final, parameters: parameters) ?? .unknown(Array(bytes[0..<length])), length)
        case UInt8(ascii: "O"):
            // SS3, sent by terminals in application cursor mode.
            guard bytes.count >= 3 else { return nil }
            let key: Key? =
                switch bytes[2] {
                case UInt8(ascii: "A"): .up
                case UInt8(ascii: "B"): .down
                case UInt8(ascii: "C"): .right
                case UInt8(ascii: "D"): .left
                case UInt8(ascii: "H"): .home
                case UInt8(ascii: "F"): .end
                default: nil
                }
            return (key ?? .unknown(Array(bytes[0..<3])), 3)
        case 0x1B:
            // ESC ESC: the first is a lone Escape.
            return (.escape, 1)
        default:
            // ESC then a key: Escape, and the key is decoded next.
            return (.escape, 1)
        }
    }

    private static func csiKey(final: UInt8, parameters: String) -> Key? {
        let fields = parameters.split(separator: ";", omittingEmptySubsequences: false).map(String.init)
        let shifted = fields.count >= 2 && fields[1] == "2"
        switch final {
        case UInt8(ascii: "A"): return shifted ? .shiftUp : .up
        case UInt8(ascii: "B"): return shifted ? .shiftDown : .down
        case UInt8(ascii: "C"): return shifted ? .shiftRight : .right
        case UInt8(ascii: "D"): return shifted ? .shiftLeft : .left
        case UInt8(ascii: "H"): return .home
        case UInt8(ascii: "F"): return .end
        case UInt8(ascii: "Z"): return .shiftTab
        case UInt8(ascii: "a"): return .shiftUp  // rxvt
        case UInt8(ascii: "b"): return .shiftDown
        case UInt8(ascii: "c"): return .shiftRight
        case UInt8(ascii: "d"): return .shiftLeft
        case UInt8(ascii: "~"):
            switch fields.first {
            case "1", "7": return .home
            case "4", "8": return .end
            default: return nil
            }
        default: return nil
        }
    }

    private static func decodeUTF8(_ bytes: [UInt8]) -> (key: Key, length: Int)? {
        let first = bytes[0]
        let length = first < 0x80 ? 1 : first >= 0xF0 ? 4 : first >= 0xE0 ? 3 : first >= 0xC0 ? 2 : 1
        guard bytes.count >= length else { return nil }
        let slice = Array(bytes[0..<length])
        guard let scalar = String(validating: slice, as: UTF8.self), let character = scalar.first else {
            return (.unknown(slice), length)
        }
        return (.character(character), length)
    }
}
