import Foundation
import SwiftSyntax

/// The encoding containers a program's own `encode(to:)` writes into.
extension Library {
    /// Keyed encoding: `encode(_:forKey:)`, `encodeIfPresent`, `encodeNil`,
    /// nested containers.
    static func keyedEncoding(_ name: String, _ box: ContainerBox, _ call: LibraryCall) throws -> Value? {
        guard case .keyedEncoding(var container) = box.kind else { return nil }
        defer { box.kind = .keyedEncoding(container) }
        let context = box.context
        let key = { try codingKey(call.argument("forKey"), box, call) }
        let value = call.argument(0) ?? .void
        switch (name, call.labels) {
        case ("encode", ["_", "forKey"]):
            try container.encode(EncodedValue(value: value, type: nil, context: context), forKey: key())
        case ("encodeIfPresent", ["_", "forKey"]):
            if let unknown = value.unknownInside { throw CodingUnknown(unknown: unknown) }
            guard let inner = value.codingWrapped else { return .void }
            try container.encode(EncodedValue(value: inner, type: nil, context: context), forKey: key())
        case ("encodeNil", ["forKey"]): try container.encodeNil(forKey: key())
        case ("nestedContainer", ["keyedBy", "forKey"]):
            let nested = container.nestedContainer(keyedBy: DynamicKey.self, forKey: try key())
            let keyType = call.argument("keyedBy").flatMap(codingKeyTypeName)
            return ContainerBox(.keyedEncoding(nested), keyType: keyType, context: context).value
        case ("nestedUnkeyedContainer", ["forKey"]):
            let nested = container.nestedUnkeyedContainer(forKey: try key())
            return ContainerBox(.unkeyedEncoding(nested), keyType: nil, context: context).value
        default: return nil
        }
        return .void
    }

    /// Unkeyed and single-value encoding: `encode(_:)`, `encode(contentsOf:)`,
    /// `encodeNil()`, nested containers.
    static func valueEncoding(_ name: String, _ box: ContainerBox, _ call: LibraryCall) throws -> Value? {
        let context = box.context
        let value = EncodedValue(value: call.argument(0) ?? .void, type: nil, context: context)
        switch (box.kind, name, call.labels) {
        case (.singleEncoding(var container), "encode", ["_"]): try container.encode(value)
        case (.singleEncoding(var container), "encodeNil", []): try container.encodeNil()
        case (.unkeyedEncoding(var container), _, _):
            defer { box.kind = .unkeyedEncoding(container) }
            switch (name, call.labels) {
            case ("encode", ["_"]): try container.encode(value)
            case ("encodeNil", []): try container.encodeNil()
            case ("encode", ["contentsOf"]):
                guard let items = try elements(of: value.value, limit: call.interpreter.limits.collectionSize) else {
                    return nil
                }
                for item in items { try container.encode(EncodedValue(value: item, type: nil, context: context)) }
            case ("nestedContainer", ["keyedBy"]):
                let nested = container.nestedContainer(keyedBy: DynamicKey.self)
                let keyType = call.argument("keyedBy").flatMap(codingKeyTypeName)
                return ContainerBox(.keyedEncoding(nested), keyType: keyType, context: context).value
            case ("nestedUnkeyedContainer", []):
                return ContainerBox(
                    .unkeyedEncoding(container.nestedUnkeyedContainer()), keyType: nil, context: context
                )
                .value
            default: return nil
            }
        default: return nil
        }
        return .void
    }

    /// The key type a `keyedBy:` metatype names.
    static func codingKeyTypeName(_ value: Value) -> String? {
        guard case .metatype(let name) = value else { return nil }
        return name
    }
}
