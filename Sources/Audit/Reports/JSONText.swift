internal import Foundation

/// Writes a ``JSONValue`` as the text Foundation's `JSONEncoder` makes with
/// `.prettyPrinted`, `.sortedKeys` and `.withoutEscapingSlashes`: two
/// spaces per level, `"key" : value`, an empty array or object as its
/// brackets on lines of their own with an empty line between, integral
/// doubles without a fraction, and only `"`, `\` and control characters
/// escaped. The reports' tests hold it to `JSONEncoder`'s bytes; writing
/// straight to bytes is what makes a report of many megabytes cheap (the
/// encoder's `Encodable` machinery took most of an audit's rendering).
public struct JSONText {
    private var bytes: [UInt8] = []

    /// `value` as JSON text, with a final newline.
    public static func render(_ value: JSONValue) -> String {
        String(decoding: data(value), as: UTF8.self)
    }

    /// `value` as JSON text, with a final newline, in UTF-8.
    public static func data(_ value: JSONValue) -> [UInt8] {
        var text = JSONText()
        text.bytes.reserveCapacity(1 << 16)
        text.write(value, depth: 0)
        text.bytes.append(UInt8(ascii: "\n"))
        return text.bytes
    }

    /// An object as ``data(_:)`` writes it, its members given with their
    /// keys sorted and each value made by a closure: the values are made
    /// and written concurrently (a large report's sections on every core),
    /// then joined in key order, byte for byte as one writer would.
    public static func objectData(_ members: [(key: String, value: @Sendable () -> JSONValue)]) -> [UInt8] {
        objectData(members.map { (key: $0.key, part: JSONPart.value($0.value)) })
    }

    /// An object as ``data(_:)`` writes it, its members given with their
    /// keys sorted; a member that is a large array can give its elements
    /// one closure each, so that its elements, too, are made and written
    /// on every core.
    public static func objectData(_ members: [(key: String, part: JSONPart)]) -> [UInt8] {
        guard !members.isEmpty else { return data(.object([:])) }
        // One piece of work per whole member and per element of an array member.
        var work: [(make: @Sendable () -> JSONValue, depth: Int)] = []
        for member in members {
            switch member.part {
            case .value(let make): work.append((make, 1))
            case .array(let elements): work += elements.map { ($0, 2) }
            }
        }
        let slots = Slots(count: work.count)
        let pieces = work
        DispatchQueue.concurrentPerform(iterations: pieces.count) { index in
            var text = JSONText()
            text.write(pieces[index].make(), depth: pieces[index].depth)
            slots.store(text.bytes, at: index)
        }
        var text = JSONText()
        text.bytes.reserveCapacity(slots.totalCount + work.count * 8 + members.count * 32 + 8)
        text.open(UInt8(ascii: "{"), empty: false, depth: 0)
        var next = 0
        for (index, member) in members.enumerated() {
            if index > 0 { text.separate(depth: 1) }
            text.write(member.key)
            text.bytes.append(contentsOf: Self.memberSeparator)
            switch member.part {
            case .value:
                text.bytes.append(contentsOf: slots.take(at: next))
                next += 1
            case .array(let elements):
                // As write(_:depth:) writes an array at depth 1.
                text.open(UInt8(ascii: "["), empty: elements.isEmpty, depth: 1)
                for position in elements.indices {
                    if position > 0 { text.separate(depth: 2) }
                    text.bytes.append(contentsOf: slots.take(at: next))
                    next += 1
                }
                text.close(UInt8(ascii: "]"), depth: 1)
            }
        }
        text.close(UInt8(ascii: "}"), depth: 0)
        text.bytes.append(UInt8(ascii: "\n"))
        return text.bytes
    }

    /// The members' texts as the concurrent writers finish them; each
    /// slot is written by one writer and read once all are done.
    private final class Slots: @unchecked Sendable {
        private var texts: [[UInt8]]
        private let lock = NSLock()

        init(count: Int) { texts = Array(repeating: [], count: count) }

        func store(_ text: [UInt8], at index: Int) {
            lock.lock()
            texts[index] = text
            lock.unlock()
        }

        var totalCount: Int {
            lock.lock()
            defer { lock.unlock() }
            return texts.reduce(0) { $0 + $1.count }
        }

        func take(at index: Int) -> [UInt8] {
            lock.lock()
            defer { lock.unlock() }
            return texts[index]
        }
    }

    private static let memberSeparator = Array(" : ".utf8)
    private static let trueText = Array("true".utf8)
    private static let falseText = Array("false".utf8)
    private static let nullText = Array("null".utf8)
    /// Spaces for the deepest indentation written at once.
    private static let spaces = [UInt8](repeating: UInt8(ascii: " "), count: 128)

    private mutating func write(_ value: JSONValue, depth: Int) {
        switch value {
        case .string(let string): write(string)
        case .integer(let integer): bytes.append(contentsOf: String(integer).utf8)
        case .number(let number): bytes.append(contentsOf: Self.text(of: number).utf8)
        case .boolean(let boolean): bytes.append(contentsOf: boolean ? Self.trueText : Self.falseText)
        case .null: bytes.append(contentsOf: Self.nullText)
        case .array(let elements):
            open(UInt8(ascii: "["), empty: elements.isEmpty, depth: depth)
            for (index, element) in elements.enumerated() {
                if index > 0 { separate(depth: depth + 1) }
                write(element, depth: depth + 1)
            }
            close(UInt8(ascii: "]"), depth: depth)
        case .object(let object):
            let keys = object.keys.sorted()
            open(UInt8(ascii: "{"), empty: keys.isEmpty, depth: depth)
            for (index, key) in keys.enumerated() {
                if index > 0 { separate(depth: depth + 1) }
                member(key, object[key] ?? .null, depth: depth + 1)
            }
            close(UInt8(ascii: "}"), depth: depth)
        case .fields(let fields):
            open(UInt8(ascii: "{"), empty: fields.isEmpty, depth: depth)
            for (index, field) in fields.enumerated() {
                if index > 0 { separate(depth: depth + 1) }
                member(field.key, field.value, depth: depth + 1)
            }
            close(UInt8(ascii: "}"), depth: depth)
        }
    }

    private mutating func member(_ key: String, _ value: JSONValue, depth: Int) {
        write(key)
        bytes.append(contentsOf: Self.memberSeparator)
        write(value, depth: depth)
    }

    /// The opening bracket and the first line's indentation; an empty
    /// collection gets its empty line.
    private mutating func open(_ bracket: UInt8, empty: Bool, depth: Int) {
        bytes.append(bracket)
        bytes.append(UInt8(ascii: "\n"))
        if empty { bytes.append(UInt8(ascii: "\n")) } else { indent(depth + 1) }
    }

    private mutating func separate(depth: Int) {
        bytes.append(UInt8(ascii: ","))
        bytes.append(UInt8(ascii: "\n"))
        indent(depth)
    }

    private mutating func close(_ bracket: UInt8, depth: Int) {
        if bytes.last != UInt8(ascii: "\n") { bytes.append(UInt8(ascii: "\n")) }
        indent(depth)
        bytes.append(bracket)
    }

    private mutating func indent(_ depth: Int) {
        var count = depth * 2
        while count > 0 {
            let run = min(count, Self.spaces.count)
            bytes.append(contentsOf: Self.spaces[..<run])
            count -= run
        }
    }

    /// A string in quotes: `"` and `\` escaped, the control characters
    /// `JSONEncoder` names (`\b`, `\f`, `\n`, `\r`, `\t`) by name and the
    /// others as `\u00xx`; everything else, `/` included, as it is.
    private mutating func write(_ string: String) {
        bytes.append(UInt8(ascii: "\""))
        let plain = string.utf8.withContiguousStorageIfAvailable { buffer -> Bool in
            guard !buffer.contains(where: Self.needsEscape) else { return false }
            bytes.append(contentsOf: buffer)
            return true
        }
        if plain != true {
            for byte in string.utf8 {
                switch byte {
                case UInt8(ascii: "\""): bytes.append(contentsOf: "\\\"".utf8)
                case UInt8(ascii: "\\"): bytes.append(contentsOf: "\\\\".utf8)
                case 0x08: bytes.append(contentsOf: "\\b".utf8)
                case 0x0C: bytes.append(contentsOf: "\\f".utf8)
                case UInt8(ascii: "\n"): bytes.append(contentsOf: "\\n".utf8)
                case UInt8(ascii: "\r"): bytes.append(contentsOf: "\\r".utf8)
                case UInt8(ascii: "\t"): bytes.append(contentsOf: "\\t".utf8)
                case ..<0x20:
                    bytes.append(contentsOf: "\\u00".utf8)
                    bytes.append(Self.hexDigits[Int(byte >> 4)])
                    bytes.append(Self.hexDigits[Int(byte & 0xF)])
                default: bytes.append(byte)
                }
            }
        }
        bytes.append(UInt8(ascii: "\""))
    }

    private static func needsEscape(_ byte: UInt8) -> Bool {
        byte < 0x20 || byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\")
    }

    private static let hexDigits = Array("0123456789abcdef".utf8)

    /// A double as `JSONEncoder` writes it: Swift's shortest round-trip
    /// text without a trailing `.0` (`44`, `0.5`, `1e+20`); a value that
    /// is not finite, which JSON cannot hold, as `null`.
    static func text(of number: Double) -> String {
        guard number.isFinite else { return "null" }
        let text = number.description
        return text.hasSuffix(".0") ? String(text.dropLast(2)) : text
    }
}
