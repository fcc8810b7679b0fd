import Foundation
import SwiftSyntax

/// The `Encoder`, `Decoder` and containers a program's own `encode(to:)`
/// and `init(from:)` call: each call made on the host's container.
extension Library {
    /// Methods of coders and containers; `nil` when not one.
    static func codingMethod(_ name: String, _ object: NativeObject, _ call: LibraryCall) throws -> Value? {
        switch object.object {
        case let coder as CoderBox:
            return try runCoding(call) { try coderMethod(name, coder, call) ?? call.gap("Coder.\(name)") }
        case let box as ContainerBox:
            return try runCoding(call) { try containerMethod(name, box, call) ?? call.gap("container.\(name)") }
        default: return nil
        }
    }

    /// Properties of coders and containers (`codingPath`, `isAtEnd`, …).
    static func codingProperty(
        _ name: String, _ object: NativeObject, interpreter: Interpreter, at node: Syntax
    ) throws -> Value? {
        let call = LibraryCall(interpreter: interpreter, scope: interpreter.globals, node: node, arguments: [])
        switch (object.object, name) {
        case (is JSONEncoder, _), (is JSONDecoder, _):
            // Read before an assignment sets it: unknown, without a note.
            return .unknown(Unknown(.evaluatorGap, "reading .\(name) of a \(object.type)"))
        case (let coder as CoderBox, "codingPath"):
            return codingPath(coder.encoder?.codingPath ?? coder.decoder?.codingPath ?? [])
        case (let box as ContainerBox, _):
            switch (box.kind, name) {
            case (.keyedDecoding(let container), "codingPath"): return codingPath(container.codingPath)
            case (.keyedDecoding(let container), "allKeys"): return try allKeys(container, box, call)
            case (.keyedEncoding(let container), "codingPath"): return codingPath(container.codingPath)
            case (.unkeyedDecoding(let container), "isAtEnd"): return .bool(container.isAtEnd)
            case (.unkeyedDecoding(let container), "count"): return .optional(container.count.map(Value.int))
            case (.unkeyedDecoding(let container), "currentIndex"): return .int(container.currentIndex)
            case (.unkeyedDecoding(let container), "codingPath"): return codingPath(container.codingPath)
            case (.unkeyedEncoding(let container), "count"): return .int(container.count)
            default: return nil
            }
        default: return nil
        }
    }

    private static func coderMethod(_ name: String, _ coder: CoderBox, _ call: LibraryCall) throws -> Value? {
        let context = coder.context
        let keyType = call.argument("keyedBy").flatMap(codingKeyTypeName)
        switch (name, call.labels, coder.encoder, coder.decoder) {
        case ("container", ["keyedBy"], let encoder?, _):
            let container = encoder.container(keyedBy: DynamicKey.self)
            return ContainerBox(.keyedEncoding(container), keyType: keyType, context: context).value
        case ("unkeyedContainer", [], let encoder?, _):
            return ContainerBox(.unkeyedEncoding(encoder.unkeyedContainer()), keyType: nil, context: context).value
        case ("singleValueContainer", [], let encoder?, _):
            return ContainerBox(.singleEncoding(encoder.singleValueContainer()), keyType: nil, context: context).value
        case ("container", ["keyedBy"], _, let decoder?):
            let container = try decoder.container(keyedBy: DynamicKey.self)
            return ContainerBox(.keyedDecoding(container), keyType: keyType, context: context).value
        case ("unkeyedContainer", [], _, let decoder?):
            return ContainerBox(.unkeyedDecoding(try decoder.unkeyedContainer()), keyType: nil, context: context).value
        case ("singleValueContainer", [], _, let decoder?):
            let container = try decoder.singleValueContainer()
            return ContainerBox(.singleDecoding(container), keyType: nil, context: context).value
        default: return nil
        }
    }

    /// The program's key (an enum case) as a host key.
    static func codingKey(_ value: Value?, _ box: ContainerBox, _ call: LibraryCall) throws -> DynamicKey {
        if let unknown = value?.unknownInside { throw CodingUnknown(unknown: unknown) }
        guard case .enumCase(let symbol)? = value else { throw box.context.unknown("a coding key that is not a case") }
        let typeName = symbol.type.split(separator: ".").last.map(String.init) ?? symbol.type
        switch try call.interpreter.rawValue(of: symbol, at: call.node) {
        case nil: return DynamicKey(symbol.name, type: typeName)
        case .string(let text)?: return DynamicKey(text, type: typeName)
        default: throw box.context.unknown("a coding key with an integer raw value")
        }
    }

    /// `container.allKeys`: the program's key cases the JSON has.
    private static func allKeys(
        _ container: KeyedDecodingContainer<DynamicKey>, _ box: ContainerBox, _ call: LibraryCall
    ) throws -> Value {
        guard let keyType = box.keyType, let type = call.interpreter.declarations.types[keyType] else {
            return call.gap("allKeys of a container whose key type is not known")
        }
        var keys: [Value] = []
        for key in container.allKeys {
            for found in type.cases {
                let symbol = EnumCase(type: type.name, name: found.name, payload: [], labels: [])
                if try codingKey(.enumCase(symbol), box, call).stringValue == key.stringValue {
                    keys.append(.enumCase(symbol))
                }
            }
        }
        return .array(keys)
    }

    private static func containerMethod(_ name: String, _ box: ContainerBox, _ call: LibraryCall) throws -> Value? {
        switch box.kind {
        case .keyedDecoding(let container): return try keyedDecoding(name, container, box, call)
        case .unkeyedDecoding, .singleDecoding: return try valueDecoding(name, box, call)
        case .keyedEncoding: return try keyedEncoding(name, box, call)
        case .unkeyedEncoding, .singleEncoding: return try valueEncoding(name, box, call)
        }
    }

    private static func keyedDecoding(
        _ name: String, _ container: KeyedDecodingContainer<DynamicKey>, _ box: ContainerBox, _ call: LibraryCall
    ) throws -> Value? {
        let context = box.context
        let owner = call.scope.typeContext
        let key = { try codingKey(call.argument("forKey") ?? call.argument(0), box, call) }
        let keyType = call.argument("keyedBy").flatMap(codingKeyTypeName)
        switch (name, call.labels) {
        case ("decode", ["_", "forKey"]):
            guard let type = codingType(call) else { return nil }
            return try context.decode(type, owner: owner, from: .keyed(container, key()))
        case ("decodeIfPresent", ["_", "forKey"]):
            guard let type = codingType(call) else { return nil }
            return try context.decodeIfPresent(type, owner: owner, from: .keyed(container, key()))
        case ("contains", ["_"]): return .bool(container.contains(try key()))
        case ("decodeNil", ["forKey"]): return .bool(try container.decodeNil(forKey: key()))
        case ("nestedContainer", ["keyedBy", "forKey"]):
            let nested = try container.nestedContainer(keyedBy: DynamicKey.self, forKey: key())
            return ContainerBox(.keyedDecoding(nested), keyType: keyType, context: context).value
        case ("nestedUnkeyedContainer", ["forKey"]):
            let nested = try container.nestedUnkeyedContainer(forKey: key())
            return ContainerBox(.unkeyedDecoding(nested), keyType: nil, context: context).value
        default: return nil
        }
    }

    private static func valueDecoding(_ name: String, _ box: ContainerBox, _ call: LibraryCall) throws -> Value? {
        let context = box.context
        let owner = call.scope.typeContext
        let source: DecodeSource
        switch box.kind {
        case .singleDecoding(let container): source = .single(container)
        default: source = .unkeyed(box)
        }
        switch (name, call.labels) {
        case ("decode", ["_"]):
            guard let type = codingType(call) else { return nil }
            return try context.decode(type, owner: owner, from: source)
        case ("decodeIfPresent", ["_"]):
            guard let type = codingType(call) else { return nil }
            return try context.decodeIfPresent(type, owner: owner, from: source)
        case ("decodeNil", []):
            if case .singleDecoding(let container) = box.kind { return .bool(container.decodeNil()) }
            return .bool(try box.withUnkeyedDecoding { try $0.decodeNil() })
        case ("nestedContainer", ["keyedBy"]):
            let nested = try box.withUnkeyedDecoding { try $0.nestedContainer(keyedBy: DynamicKey.self) }
            let keyType = call.argument("keyedBy").flatMap(codingKeyTypeName)
            return ContainerBox(.keyedDecoding(nested), keyType: keyType, context: context).value
        case ("nestedUnkeyedContainer", []):
            let nested = try box.withUnkeyedDecoding { try $0.nestedUnkeyedContainer() }
            return ContainerBox(.unkeyedDecoding(nested), keyType: nil, context: context).value
        default: return nil
        }
    }
}

extension ContainerBox {
    /// Runs `body` on the unkeyed decoding container (which moves on as it reads).
    func withUnkeyedDecoding<T>(_ body: (inout any UnkeyedDecodingContainer) throws -> T) throws -> T {
        guard case .unkeyedDecoding(var container) = kind else { throw context.unknown("not an unkeyed container") }
        defer { kind = .unkeyedDecoding(container) }
        return try body(&container)
    }
}
