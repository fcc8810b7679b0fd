import Audit
import Foundation
import PropertyBased
import TestSupport
import Testing

/// The reports' JSON writer makes the bytes Foundation's `JSONEncoder`
/// makes with the options the reports used before it.
@Suite struct JSONTextTests {
    private static func encoded(_ value: JSONValue) throws -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        return String(decoding: try encoder.encode(EncodableJSON(value: value)), as: UTF8.self) + "\n"
    }

    @Test func writesTheEncodersBytesForEmptyCollectionsNumbersAndEscapes() throws {
        let value = JSONValue.object([
            "empty": .array([]), "none": .object([:]), "nested": .array([.object([:]), .array([])]),
            "numbers": .array([44, 0.5, -0.0, 1e20, 1.0 / 3, 1e-7, 2.5e15, 1e16, -3].map(JSONValue.number)),
            "texts": .array(["a/b", "q\"\\", "\u{1}\u{1f}\u{7f}\t\n\r\u{8}\u{c}", "é😀\u{2028}"].map(JSONValue.string)),
            "flags": .array([.boolean(true), .boolean(false), .null, .integer(-12)]),
            "ordered": .fields([("a", .integer(1)), ("b", .fields([]))]),
        ])
        let text = JSONText.render(value)
        #expect(text == (try Self.encoded(value)))
        #expect(text.contains("\"empty\" : [\n\n  ]"))
        #expect(
            text.contains(
                "\"texts\" : [\n    \"a/b\",\n    \"q\\\"\\\\\",\n    \"\\u0001\\u001f\u{7f}\\t\\n\\r\\b\\f\""))
        #expect(
            text.contains("    -0,\n    1e+20,\n    0.3333333333333333,\n    1e-07,\n    2500000000000000,\n    1e+16,")
        )
    }

    /// Objects written member by member, some arrays element by element,
    /// on several threads, are the bytes of the object written at once.
    @Test func objectsWrittenInPartsAreTheWholeObjectsBytes() async {
        let empty: [(key: String, part: JSONPart)] = [("a", .array([])), ("b", .value { .integer(1) })]
        #expect(JSONText.objectData(empty) == JSONText.data(.fields([("a", .array([])), ("b", .integer(1))])))
        await propertyCheck(count: 300, input: Gen.uint64()) { seed in
            var generator = JSONGenerator(seed: seed)
            var fields: [(key: String, value: JSONValue)] = []
            var parts: [(key: String, part: JSONPart)] = []
            for index in 0..<(seed % 7) {
                let key = "member\(index)"
                if index % 2 == 0 {
                    let elements = (0..<((seed >> index) % 5)).map { _ in generator.value(depth: 1) }
                    fields.append((key, .array(elements)))
                    parts.append((key, .array(elements.map { element in { @Sendable in element } })))
                } else {
                    let value = generator.value(depth: 0)
                    fields.append((key, value))
                    parts.append((key, .value { value }))
                }
            }
            #expect(JSONText.objectData(parts) == JSONText.data(.fields(fields)), "seed \(seed)")
        }
    }

    @Test func aThousandGeneratedDocumentsMatchTheEncoder() async {
        await propertyCheck(count: 1_000, input: Gen.uint64()) { seed in
            var generator = JSONGenerator(seed: seed)
            let value = generator.value(depth: 0)
            #expect(JSONText.render(value) == (try? Self.encoded(value)), "seed \(seed)")
        }
    }
}

/// A ``JSONValue`` for `JSONEncoder`, the writer's reference.
private struct EncodableJSON: Encodable {
    let value: JSONValue

    private struct Key: CodingKey {
        var stringValue: String
        var intValue: Int? { nil }
        init(stringValue: String) { self.stringValue = stringValue }
        init?(intValue: Int) { nil }
    }

    func encode(to encoder: any Encoder) throws {
        switch value {
        case .string(let string):
            var container = encoder.singleValueContainer()
            try container.encode(string)
        case .integer(let integer):
            var container = encoder.singleValueContainer()
            try container.encode(integer)
        case .number(let number):
            var container = encoder.singleValueContainer()
            try container.encode(number)
        case .boolean(let boolean):
            var container = encoder.singleValueContainer()
            try container.encode(boolean)
        case .null:
            var container = encoder.singleValueContainer()
            try container.encodeNil()
        case .array(let elements):
            var container = encoder.unkeyedContainer()
            for element in elements { try container.encode(EncodableJSON(value: element)) }
        case .object(let object):
            var container = encoder.container(keyedBy: Key.self)
            for (key, element) in object {
                try container.encode(EncodableJSON(value: element), forKey: Key(stringValue: key))
            }
        case .fields(let fields):
            var container = encoder.container(keyedBy: Key.self)
            for (key, element) in fields {
                try container.encode(EncodableJSON(value: element), forKey: Key(stringValue: key))
            }
        }
    }
}

/// Random JSON trees from a seed (SplitMix64): every case, nesting to
/// depth 4, strings with escapes, non-ASCII text and slashes, doubles
/// from small fractions to large exponents.
private struct JSONGenerator {
    private var random: SplitMix64

    init(seed: UInt64) { random = SplitMix64(seed: seed) }

    private mutating func next() -> UInt64 { random.next() }

    private mutating func below(_ bound: Int) -> Int { Int(next() % UInt64(bound)) }

    mutating func value(depth: Int) -> JSONValue {
        switch below(depth >= 4 ? 6 : 9) {
        case 0: return .string(text())
        case 1: return .integer(Int(bitPattern: UInt(next())) >> below(60))
        case 2: return .number(number())
        case 3: return .boolean(below(2) == 0)
        case 4: return .null
        case 5: return .number(Double(below(2_000)) / 4)
        case 6: return .array((0..<below(4)).map { _ in value(depth: depth + 1) })
        case 7:
            var object: [String: JSONValue] = [:]
            for _ in 0..<below(4) { object[text()] = value(depth: depth + 1) }
            return .object(object)
        default:
            let keys = Set((0..<below(4)).map { _ in key() }).sorted()
            return .fields(keys.map { ($0, value(depth: depth + 1)) })
        }
    }

    private mutating func number() -> Double {
        let mantissa = Double(Int64(bitPattern: next()) >> 11) / Double(1 << 20)
        return mantissa * [1, 1e-9, 1e-3, 1e6, 1e15, 1e16, 1e22, 1e-300][below(8)]
    }

    private mutating func key() -> String {
        String((0..<(1 + below(5))).map { _ in Character(UnicodeScalar(UInt8(97 + below(26)))) })
    }

    private mutating func text() -> String {
        let pieces = [
            "a", "Z", " ", "/", "\"", "\\", "\n", "\t", "\u{1}", "\u{1f}", "\u{7f}", "é", "😀", "\u{2028}", "label",
            "0.5",
        ]
        return (0..<below(6)).map { _ in pieces[below(pieces.count)] }.joined()
    }
}
