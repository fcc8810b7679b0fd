import Foundation
import SwiftSyntax

/// Where a decoded value comes from: a key of a keyed container, the next
/// element of an unkeyed one, or a whole decoder.
enum DecodeSource {
    case keyed(KeyedDecodingContainer<DynamicKey>, DynamicKey)
    case unkeyed(ContainerBox)
    case single(any SingleValueDecodingContainer)
    case decoder(any Decoder)
}

/// Decoding a program's values through the host's `Decoder`, with the
/// calls the compiled program's synthesized `init(from:)` makes (so the
/// host's errors, paths and strategies are the same).
extension CodingContext {
    /// The library types decoded with a container's own `decode(_:)`.
    static let primitives: [String: String] = [
        "Int": "Int", "Int64": "Int", "Int32": "Int", "Int16": "Int", "Int8": "Int", "UInt": "Int",
        "UInt64": "Int", "UInt32": "Int", "UInt16": "Int", "UInt8": "Int", "Double": "Double", "CGFloat": "Double",
        "TimeInterval": "Double", "Float": "Float", "Bool": "Bool", "String": "String", "Date": "Date", "Data": "Data",
    ]

    /// A value of `type` (written inside `owner`) from `source`.
    func decode(_ type: TypeRef, owner: String?, from source: DecodeSource) throws -> Value {
        if case .named(let name, _) = type, let primitive = Self.primitives[name] {
            return try decodePrimitive(primitive, from: source)
        }
        return try expecting(type, from: owner) {
            switch source {
            case .keyed(let container, let key): try container.decode(DecodedValue.self, forKey: key).value
            case .unkeyed(let box): try box.withUnkeyedDecoding { try $0.decode(DecodedValue.self).value }
            case .single(let container): try container.decode(DecodedValue.self).value
            case .decoder(let decoder): try decode(type, owner: owner, from: decoder)
            }
        }
    }

    /// `decodeIfPresent`: `nil` when the key is missing or its value is null.
    func decodeIfPresent(_ type: TypeRef, owner: String?, from source: DecodeSource) throws -> Value {
        switch source {
        case .keyed(let container, let key):
            guard container.contains(key), try !container.decodeNil(forKey: key) else { return .null }
        case .unkeyed(let box):
            if try box.withUnkeyedDecoding({ container in
                if container.isAtEnd { return true }
                return try container.decodeNil()
            }) {
                return .null
            }
        case .single(let container):
            if container.decodeNil() { return .null }
        case .decoder(let decoder):
            if try decoder.singleValueContainer().decodeNil() { return .null }
        }
        return .optional(try decode(type, owner: owner, from: source))
    }

    private func decodePrimitive(_ name: String, from source: DecodeSource) throws -> Value {
        switch source {
        case .keyed(let container, let key): try Self.primitive(name, KeyedReader(container: container, key: key))
        case .unkeyed(let box): try Self.primitive(name, UnkeyedReader(box: box))
        case .single(let container): try Self.primitive(name, SingleReader(container: container))
        case .decoder(let decoder): try Self.primitive(name, SingleReader(container: decoder.singleValueContainer()))
        }
    }

    /// A primitive read with the container's own overload for its type.
    static func primitive(_ name: String, _ read: some PrimitiveReading) throws -> Value {
        switch name {
        case "Int": .int(try read.int())
        case "Double": .double(try read.double())
        case "Float": .float(try read.float())
        case "Bool": .bool(try read.bool())
        case "String": .string(try read.string())
        case "Date": Library.date(try read.date())
        default: .native(NativeObject(type: "Data", object: DataBox(try read.data())))
        }
    }

    /// A value of `type` from a whole decoder (inside ``DecodedValue``).
    func decode(_ type: TypeRef, owner: String?, from decoder: any Decoder) throws -> Value {
        switch type {
        case .optional(let wrapped):
            if try decoder.singleValueContainer().decodeNil() { return .null }
            return .optional(try decode(wrapped, owner: owner, from: .decoder(decoder)))
        case .array(let element):
            var container = try decoder.unkeyedContainer()
            var items: [Value] = []
            while !container.isAtEnd {
                guard items.count < interpreter.limits.collectionSize else {
                    throw interpreter.stop(.limit, "a decoded array longer than the collection bound", at: node)
                }
                items.append(try expecting(element, from: owner) { try container.decode(DecodedValue.self).value })
            }
            return .array(items)
        case .dictionary(let key, let value):
            return try expecting(value, from: owner) { try decodeDictionary(key: key, from: decoder) }
        case .named(let name, _):
            if let primitive = Self.primitives[name] { return try decodePrimitive(primitive, from: .decoder(decoder)) }
            // Through a container, so the decoder's own handling of `URL` (a string in JSON) applies.
            if name == "URL" { return Library.url(try decoder.singleValueContainer().decode(URL.self)) }
            if name == "UUID" {
                return NativeObject.value("UUID", try decoder.singleValueContainer().decode(UUID.self))
            }
            guard let decl = interpreter.declarations.type(named: name, from: owner), decl.kind != .builtin else {
                throw unknown("decoding a \(name)")
            }
            return try decodeInstance(decl, from: decoder)
        default: throw unknown("decoding a value of the type \(type.name)")
        }
    }

    /// A dictionary, decoded by the host's own `Dictionary` (its keys as
    /// they are in the JSON); entries in key order.
    private func decodeDictionary(key: TypeRef, from decoder: any Decoder) throws -> Value {
        var result = DictionaryValue()
        let single = try decoder.singleValueContainer()
        switch key.name {
        case "String":
            let decoded = try single.decode([String: DecodedValue].self)
            for name in decoded.keys.sorted() { result[.string(name)] = decoded[name]?.value }
        case "Int":
            let decoded = try single.decode([Int: DecodedValue].self)
            for number in decoded.keys.sorted() { result[.int(number)] = decoded[number]?.value }
        default: throw unknown("decoding a dictionary with \(key.name) keys")
        }
        return .dictionary(result)
    }

    /// A value of the program's type: its own `init(from:)`, a raw value,
    /// or what Swift synthesizes.
    private func decodeInstance(_ type: TypeDecl, from decoder: any Decoder) throws -> Value {
        if let (initializer, _) = interpreter.initializer(of: type, labels: ["from"]), initializer.body != nil {
            let coder = NativeObject(type: "Decoder", object: CoderBox(decoder: decoder, context: self))
            return try interpreter.initialize(
                type, arguments: [Argument(label: "from", value: .native(coder))], at: node)
        }
        if type.kind == .enumeration {
            if let rawType = type.rawType { return try decodeRaw(type, rawType, from: decoder) }
            return try decodeCase(type, from: decoder)
        }
        let container = try decoder.container(keyedBy: DynamicKey.self)
        let made = try interpreter.blankInstance(type, at: node)
        var fields: [(String, Value)] = []
        for (property, key) in try codingKeys(of: type) {
            guard let stored = interpreter.findStored(property, in: type) else { continue }
            if stored.isConstant, stored.initial != nil { continue }
            guard let written = stored.type ?? Self.inferredType(of: interpreter.storedField(property, of: made)) else {
                throw unknown("decoding \(property), whose type is not written")
            }
            let source = DecodeSource.keyed(container, DynamicKey(key, type: "CodingKeys"))
            if case .optional(let wrapped) = written {
                fields.append((property, try decodeIfPresent(wrapped, owner: type.name, from: source)))
            } else {
                fields.append((property, try decode(written, owner: type.name, from: source)))
            }
        }
        switch made {
        case .instance(var instance):
            for (name, value) in fields { instance[name] = value }
            return .instance(instance)
        case .object(let object):
            for (name, value) in fields { object[name] = value }
            return made
        default: return made
        }
    }

    /// The type of a property written without one, from its initial value.
    static func inferredType(of value: Value?) -> TypeRef? {
        switch value {
        case .int?: .named("Int", [])
        case .double?: .named("Double", [])
        case .bool?: .named("Bool", [])
        case .string?: .named("String", [])
        default: nil
        }
    }

    /// An enum with raw values: the raw value, then the case it names.
    private func decodeRaw(_ type: TypeDecl, _ rawType: TypeRef, from decoder: any Decoder) throws -> Value {
        let raw = try decode(rawType, owner: type.name, from: .decoder(decoder))
        let made = try interpreter.initialize(type, arguments: [Argument(label: "rawValue", value: raw)], at: node)
        if let value = made.codingWrapped { return value }
        let text = try interpreter.describe(raw, debug: false)
        throw DecodingError.dataCorrupted(
            DecodingError.Context(
                codingPath: decoder.codingPath,
                debugDescription: "Cannot initialize \(type.shortName) from invalid \(rawType.name) value \(text)"))
    }

    /// An enum case with associated values, as Swift 5.5 synthesizes it.
    private func decodeCase(_ type: TypeDecl, from decoder: any Decoder) throws -> Value {
        let container = try decoder.container(keyedBy: DynamicKey.self)
        let keys = container.allKeys.filter { key in type.cases.contains { $0.name == key.stringValue } }
        guard keys.count == 1, let key = keys.first else {
            throw DecodingError.typeMismatch(
                DecodedValue.self,
                DecodingError.Context(
                    codingPath: container.codingPath,
                    debugDescription: "Invalid number of keys found, expected one."))
        }
        guard let decl = type.cases.first(where: { $0.name == key.stringValue }) else {
            throw unknown("the error for an unknown case key \(key.stringValue)")
        }
        let keyType = decl.name.prefix(1).uppercased() + decl.name.dropFirst() + "CodingKeys"
        let nested = try container.nestedContainer(keyedBy: DynamicKey.self, forKey: key)
        var payload: [Value] = []
        for (index, written) in decl.types.enumerated() {
            let source = DecodeSource.keyed(nested, DynamicKey(decl.labels[index] ?? "_\(index)", type: keyType))
            if case .optional(let wrapped) = written {
                payload.append(try decodeIfPresent(wrapped, owner: type.name, from: source))
            } else {
                payload.append(try decode(written, owner: type.name, from: source))
            }
        }
        return .enumCase(EnumCase(type: type.name, name: decl.name, payload: payload, labels: decl.labels))
    }
}

/// Reads one primitive with the container's overload for its type (the
/// compiled program calls those, not the generic `decode`).
protocol PrimitiveReading {
    func int() throws -> Int
    func double() throws -> Double
    func float() throws -> Float
    func bool() throws -> Bool
    func string() throws -> String
    func date() throws -> Date
    func data() throws -> Data
}

/// A primitive under a key.
struct KeyedReader: PrimitiveReading {
    let container: KeyedDecodingContainer<DynamicKey>
    let key: DynamicKey
    func int() throws -> Int { try container.decode(Int.self, forKey: key) }
    func double() throws -> Double { try container.decode(Double.self, forKey: key) }
    func float() throws -> Float { try container.decode(Float.self, forKey: key) }
    func bool() throws -> Bool { try container.decode(Bool.self, forKey: key) }
    func string() throws -> String { try container.decode(String.self, forKey: key) }
    func date() throws -> Date { try container.decode(Date.self, forKey: key) }
    func data() throws -> Data { try container.decode(Data.self, forKey: key) }
}

/// The next primitive of an unkeyed container.
struct UnkeyedReader: PrimitiveReading {
    let box: ContainerBox
    func int() throws -> Int { try box.withUnkeyedDecoding { try $0.decode(Int.self) } }
    func double() throws -> Double { try box.withUnkeyedDecoding { try $0.decode(Double.self) } }
    func float() throws -> Float { try box.withUnkeyedDecoding { try $0.decode(Float.self) } }
    func bool() throws -> Bool { try box.withUnkeyedDecoding { try $0.decode(Bool.self) } }
    func string() throws -> String { try box.withUnkeyedDecoding { try $0.decode(String.self) } }
    func date() throws -> Date { try box.withUnkeyedDecoding { try $0.decode(Date.self) } }
    func data() throws -> Data { try box.withUnkeyedDecoding { try $0.decode(Data.self) } }
}

/// A single value's primitive.
struct SingleReader: PrimitiveReading {
    let container: any SingleValueDecodingContainer
    func int() throws -> Int { try container.decode(Int.self) }
    func double() throws -> Double { try container.decode(Double.self) }
    func float() throws -> Float { try container.decode(Float.self) }
    func bool() throws -> Bool { try container.decode(Bool.self) }
    func string() throws -> String { try container.decode(String.self) }
    func date() throws -> Date { try container.decode(Date.self) }
    func data() throws -> Data { try container.decode(Data.self) }
}
