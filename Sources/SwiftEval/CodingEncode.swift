import Foundation
import SwiftSyntax

/// Encoding a program's values through the host's `Encoder`: the same
/// container calls the compiled program's synthesized `encode(to:)` makes,
/// so the host writes exactly the same text.
extension CodingContext {
    /// Encodes `value` (statically of `type`, when known) into `encoder`.
    func encode(_ value: Value, type: TypeRef?, to encoder: any Encoder) throws {
        switch value {
        case .unknown(let unknown): throw CodingUnknown(unknown: unknown)
        case .weak(let reference): try encode(reference.value, type: type, to: encoder)
        case .optional(nil):
            var single = encoder.singleValueContainer()
            try single.encodeNil()
        case .optional(let wrapped?):
            let inner: TypeRef? = if case .optional(let wrappedType)? = type { wrappedType } else { nil }
            try encode(wrapped, type: inner, to: encoder)
        case .int(let number): try encodePrimitive(number, type: type, to: encoder)
        case .double(let number):
            var single = encoder.singleValueContainer()
            try single.encode(number)
        case .float(let number):
            var single = encoder.singleValueContainer()
            try single.encode(number)
        case .bool(let flag):
            var single = encoder.singleValueContainer()
            try single.encode(flag)
        case .string(let text):
            var single = encoder.singleValueContainer()
            try single.encode(text)
        case .array(let items):
            var element: TypeRef?
            if case .array(let written)? = type { element = written }
            var single = encoder.singleValueContainer()
            try single.encode(items.map { EncodedValue(value: $0, type: element, context: self) })
        case .set(let items):
            guard items.count < 2 else { throw unknown("the order of a Set's elements in JSON (hash order)") }
            var single = encoder.singleValueContainer()
            try single.encode(items.map { EncodedValue(value: $0, type: nil, context: self) })
        case .dictionary(let dictionary): try encode(dictionary, type: type, to: encoder)
        case .native(let object): try encode(object, to: encoder)
        case .instance, .object, .enumCase: try encodeInstance(value, to: encoder)
        default: throw unknown("encoding a \(value.typeName)")
        }
    }

    /// An integer, as the written integer type when it is a wider one.
    private func encodePrimitive(_ number: Int, type: TypeRef?, to encoder: any Encoder) throws {
        var single = encoder.singleValueContainer()
        switch type?.name {
        case "Double"?, "CGFloat"?, "TimeInterval"?: try single.encode(Double(number))
        case "Float"?: try single.encode(Float(number))
        default: try single.encode(number)
        }
    }

    /// A dictionary: an object for `String` and `Int` keys, as the host's
    /// own `Dictionary` writes it (keys not converted to snake case).
    private func encode(_ dictionary: DictionaryValue, type: TypeRef?, to encoder: any Encoder) throws {
        guard sortsKeys || dictionary.count < 2 else {
            throw unknown("the order of a dictionary's keys in JSON without .sortedKeys (hash order)")
        }
        var valueType: TypeRef?
        if case .dictionary(_, let written)? = type { valueType = written }
        var strings: [String: EncodedValue] = [:]
        var numbers: [Int: EncodedValue] = [:]
        for entry in dictionary.entries {
            let item = EncodedValue(value: entry.value, type: valueType, context: self)
            switch entry.key {
            case .string(let key): strings[key] = item
            case .int(let key): numbers[key] = item
            default: throw unknown("encoding a dictionary with \(entry.key.typeName) keys")
            }
        }
        var single = encoder.singleValueContainer()
        if !numbers.isEmpty, !strings.isEmpty { throw unknown("a dictionary of mixed keys") }
        if numbers.isEmpty { try single.encode(strings) } else { try single.encode(numbers) }
    }

    /// A Foundation value: `Date` (with the encoder's strategy) and `Data`.
    private func encode(_ object: NativeObject, to encoder: any Encoder) throws {
        var single = encoder.singleValueContainer()
        switch object.object {
        case let box as DateBox: try single.encode(box.date)
        case let box as DataBox: try single.encode(box.data)
        case let box as HostBox<URL>: try single.encode(box.value)
        case let box as HostBox<UUID>: try single.encode(box.value)
        default: throw unknown("encoding a \(object.type)")
        }
    }

    /// A value of the program's own type: its own `encode(to:)`, a raw
    /// value, or what Swift synthesizes.
    private func encodeInstance(_ value: Value, to encoder: any Encoder) throws {
        guard let type = interpreter.typeDecl(of: value) else { throw unknown("encoding a \(value.typeName)") }
        if let (method, owner) = interpreter.findMethod("encode", labels: ["to"], in: type, isStatic: false),
            method.body != nil
        {
            let coder = NativeObject(type: "Encoder", object: CoderBox(encoder: encoder, context: self))
            _ = try interpreter.invokeMethod(
                method, owner: owner, [Argument(label: "to", value: .native(coder))], selfBox: Box(value), at: node)
            return
        }
        if case .enumCase(let enumValue) = value {
            if let rawType = type.rawType, let raw = try interpreter.rawValue(of: enumValue, at: node) {
                return try encode(raw, type: rawType, to: encoder)
            }
            return try encodeCase(enumValue, of: type, to: encoder)
        }
        var container = encoder.container(keyedBy: DynamicKey.self)
        for (property, key) in try codingKeys(of: type) {
            guard let field = interpreter.storedField(property, of: value) else { continue }
            let written = interpreter.findStored(property, in: type)?.type
            try encodeField(field, type: written, key: DynamicKey(key, type: "CodingKeys"), into: &container)
        }
    }

    /// One stored value under `key`: an optional one with `encodeIfPresent`
    /// (left out when `nil`), as synthesized code does.
    func encodeField(
        _ field: Value, type: TypeRef?, key: DynamicKey, into container: inout KeyedEncodingContainer<DynamicKey>
    ) throws {
        if case .optional(let wrapped)? = type {
            guard let inner = field.codingWrapped else { return }
            try container.encode(EncodedValue(value: inner, type: wrapped, context: self), forKey: key)
            return
        }
        try container.encode(EncodedValue(value: field, type: type, context: self), forKey: key)
    }

    /// An enum case with associated values, as Swift 5.5 synthesizes it:
    /// `{"case":{"label":value,"_1":value}}`.
    private func encodeCase(_ value: EnumCase, of type: TypeDecl, to encoder: any Encoder) throws {
        guard let decl = type.cases.first(where: { $0.name == value.name }) else {
            throw unknown("the case \(type.name).\(value.name)")
        }
        var container = encoder.container(keyedBy: DynamicKey.self)
        var nested = container.nestedContainer(
            keyedBy: DynamicKey.self, forKey: DynamicKey(value.name, type: "CodingKeys"))
        let keyType = value.name.prefix(1).uppercased() + value.name.dropFirst() + "CodingKeys"
        for (index, item) in value.payload.enumerated() {
            let label = index < value.labels.count ? value.labels[index] : nil
            let written = index < decl.types.count ? decl.types[index] : nil
            try encodeField(item, type: written, key: DynamicKey(label ?? "_\(index)", type: keyType), into: &nested)
        }
    }

    /// The stored properties a synthesized conformance codes, each with its
    /// key: the cases of a `CodingKeys` enum, or every stored property.
    func codingKeys(of type: TypeDecl) throws -> [(property: String, key: String)] {
        if type.kind == .classType, interpreter.superclass(of: type) != nil {
            throw unknown("Codable synthesized for a subclass")
        }
        if type.stored.contains(where: { $0.wrapper != nil || $0.isLazy }) {
            throw unknown("Codable synthesized for a wrapped or lazy property")
        }
        guard let keys = interpreter.declarations.types[type.name + ".CodingKeys"] else {
            return type.stored.map { ($0.name, $0.name) }
        }
        var result: [(property: String, key: String)] = []
        for found in keys.cases {
            let symbol = EnumCase(type: keys.name, name: found.name, payload: [], labels: [])
            switch try interpreter.rawValue(of: symbol, at: node) {
            case nil: result.append((found.name, found.name))
            case .string(let text)?: result.append((found.name, text))
            default: throw unknown("CodingKeys with integer raw values")
            }
        }
        return result
    }
}

extension Value {
    /// The value inside one level of optional (`nil` for `nil`); a value
    /// that is not optional is itself.
    var codingWrapped: Value? {
        if case .optional(let wrapped) = self { return wrapped }
        return self
    }
}
