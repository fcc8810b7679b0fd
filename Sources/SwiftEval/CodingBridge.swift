import Foundation
import SwiftSyntax

/// A coding key of any name: the program's `CodingKeys` cases (and the
/// synthesized ones) as the host's coders see them. It describes itself
/// as the program's key type would, so the host's messages read the same.
struct DynamicKey: CodingKey, CustomStringConvertible {
    let stringValue: String
    let intValue: Int?
    /// The short name of the program's key type (`CodingKeys`).
    var typeName = "CodingKeys"

    init(stringValue: String) {
        self.stringValue = stringValue
        self.intValue = nil
    }

    init(intValue: Int) {
        self.stringValue = String(intValue)
        self.intValue = intValue
    }

    init(_ name: String, type: String) {
        self.init(stringValue: name)
        typeName = type
    }

    var description: String {
        "\(typeName)(stringValue: \"\(stringValue)\", intValue: \(intValue.map(String.init) ?? "nil"))"
    }
}

/// Evaluation met an unknown value while coding: the whole result is unknown.
struct CodingUnknown: Error, @unchecked Sendable {
    let unknown: Unknown
}

/// What one `encode` or `decode` call shares with the host coder's
/// callbacks: the interpreter, where the call is, and the types to decode.
final class CodingContext: @unchecked Sendable {
    let interpreter: Interpreter
    let node: Syntax
    /// The types the next ``DecodedValue``s are decoded as (innermost last).
    var expected: [(type: TypeRef, context: String?)] = []
    /// The encoder sorts keys (dictionaries of several keys are otherwise
    /// written in the compiled program's hash order, which is not known).
    var sortsKeys = false
    /// How deep values nest: bounded so deep JSON stops cleanly.
    var depth = 0

    static let userInfoKey = CodingUserInfoKey(rawValue: "a11ysim.coding")!
    static let maximumDepth = 200

    init(interpreter: Interpreter, node: Syntax) {
        self.interpreter = interpreter
        self.node = node
    }

    /// Runs `body` one level deeper, stopping past ``maximumDepth``.
    func nested<T>(_ body: () throws -> T) throws -> T {
        depth += 1
        defer { depth -= 1 }
        if depth > Self.maximumDepth {
            throw interpreter.stop(.limit, "coding nested deeper than \(Self.maximumDepth) levels", at: node)
        }
        return try body()
    }

    /// An unknown thrown through the host coder.
    func unknown(_ detail: String) -> CodingUnknown {
        CodingUnknown(unknown: Unknown(.evaluatorGap, detail))
    }

    /// Decodes one value of `type` with a host container's `decode`.
    func expecting<T>(_ type: TypeRef, from context: String?, _ body: () throws -> T) throws -> T {
        expected.append((type, context))
        defer { expected.removeLast() }
        return try body()
    }
}

/// A program's value given to the host's encoder.
struct EncodedValue: Encodable {
    let value: Value
    let type: TypeRef?
    let context: CodingContext

    func encode(to encoder: any Encoder) throws {
        try context.nested { try context.encode(value, type: type, to: encoder) }
    }
}

/// A program's value made by the host's decoder, of the type the
/// ``CodingContext`` expects.
struct DecodedValue: Decodable {
    let value: Value

    init(from decoder: any Decoder) throws {
        guard let context = decoder.userInfo[CodingContext.userInfoKey] as? CodingContext,
            let (type, owner) = context.expected.last
        else {
            throw CodingUnknown(unknown: Unknown(.evaluatorGap, "a decoded value without its type"))
        }
        value = try context.nested { try context.decode(type, owner: owner, from: decoder) }
    }
}

/// The host's `Encoder` or `Decoder` a program's `encode(to:)` or
/// `init(from:)` is given.
final class CoderBox {
    let encoder: (any Encoder)?
    let decoder: (any Decoder)?
    let context: CodingContext
    init(encoder: (any Encoder)? = nil, decoder: (any Decoder)? = nil, context: CodingContext) {
        self.encoder = encoder
        self.decoder = decoder
        self.context = context
    }
}

/// A host coding container held by a program's variable, with the name of
/// the program's key type (`keyedBy:`).
final class ContainerBox {
    enum Kind {
        case keyedEncoding(KeyedEncodingContainer<DynamicKey>)
        case unkeyedEncoding(any UnkeyedEncodingContainer)
        case singleEncoding(any SingleValueEncodingContainer)
        case keyedDecoding(KeyedDecodingContainer<DynamicKey>)
        case unkeyedDecoding(any UnkeyedDecodingContainer)
        case singleDecoding(any SingleValueDecodingContainer)
    }
    var kind: Kind
    let keyType: String?
    let context: CodingContext
    init(_ kind: Kind, keyType: String?, context: CodingContext) {
        self.kind = kind
        self.keyType = keyType
        self.context = context
    }

    /// The value a program's variable holds.
    var value: Value {
        let names: [String] = [
            "KeyedEncodingContainer", "UnkeyedEncodingContainer", "SingleValueEncodingContainer",
            "KeyedDecodingContainer", "UnkeyedDecodingContainer", "SingleValueDecodingContainer",
        ]
        let index: Int =
            switch kind {
            case .keyedEncoding: 0
            case .unkeyedEncoding: 1
            case .singleEncoding: 2
            case .keyedDecoding: 3
            case .unkeyedDecoding: 4
            case .singleDecoding: 5
            }
        return .native(NativeObject(type: names[index], object: self))
    }
}
