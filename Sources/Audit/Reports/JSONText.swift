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
        var text = JSONText()
        text.bytes.reserveCapacity(1 << 16)
        text.write(value, depth: 0)
        text.bytes.append(UInt8(ascii: "\n"))
        return String(decoding: text.bytes, as: UTF8.self)
    }

    private mutating func write(_ value: JSONValue, depth: Int) {
        switch value {
        case .string(let string): write(string)
        case .integer(let integer): append(String(integer))
        case .number(let number): append(Self.text(of: number))
        case .boolean(let boolean): append(boolean ? "true" : "false")
        case .null: append("null")
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
        append(" : ")
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
        bytes.append(contentsOf: repeatElement(UInt8(ascii: " "), count: depth * 2))
    }

    private mutating func append(_ text: String) {
        bytes.append(contentsOf: text.utf8)
    }

    /// A string in quotes: `"` and `\` escaped, the control characters
    /// `JSONEncoder` names (`\b`, `\f`, `\n`, `\r`, `\t`) by name and the
    /// others as `\u00xx`; everything else, `/` included, as it is.
    private mutating func write(_ string: String) {
        bytes.append(UInt8(ascii: "\""))
        let plain = string.utf8.withContiguousStorageIfAvailable { !$0.contains(where: Self.needsEscape) } ?? false
        if plain {
            bytes.append(contentsOf: string.utf8)
        } else {
            for byte in string.utf8 {
                switch byte {
                case UInt8(ascii: "\""): append("\\\"")
                case UInt8(ascii: "\\"): append("\\\\")
                case 0x08: append("\\b")
                case 0x0C: append("\\f")
                case UInt8(ascii: "\n"): append("\\n")
                case UInt8(ascii: "\r"): append("\\r")
                case UInt8(ascii: "\t"): append("\\t")
                case ..<0x20:
                    append("\\u00")
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
