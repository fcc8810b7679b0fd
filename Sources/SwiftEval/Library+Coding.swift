import Foundation
import SwiftParser
import SwiftSyntax

/// `JSONEncoder` and `JSONDecoder`, run by the host's own coders: the
/// program's values cross as ``EncodedValue`` and ``DecodedValue``, whose
/// host `encode(to:)`/`init(from:)` make the container calls the compiled
/// program's synthesized (or own) code makes. The host then writes the same
/// text (key order, escaping, numbers, pretty printing, strategies) and
/// throws the same `DecodingError`s.
extension Library {
    /// `encoder.encode(value)` and `decoder.decode(T.self, from: data)`.
    static func coding(_ name: String, _ object: NativeObject, _ call: LibraryCall) throws -> Value? {
        switch object.object {
        case let encoder as JSONEncoder: return try encodeJSON(encoder, call)
        case let decoder as JSONDecoder: return try decodeJSON(decoder, call)
        default: return nil
        }
    }

    private static func encodeJSON(_ encoder: JSONEncoder, _ call: LibraryCall) throws -> Value? {
        guard let value = call.argument(0) else { return nil }
        if let unknown = value.unknownInside { return .unknown(unknown) }
        let context = CodingContext(interpreter: call.interpreter, node: call.node)
        context.sortsKeys = encoder.outputFormatting.contains(.sortedKeys)
        return try runCoding(call) {
            let box = DataBox(try encoder.encode(EncodedValue(value: value, type: nil, context: context)))
            box.keyOrderUnknown = !context.sortsKeys && hasObjectOfSeveralKeys(box.data)
            return .native(NativeObject(type: "Data", object: box))
        }
    }

    private static func decodeJSON(_ decoder: JSONDecoder, _ call: LibraryCall) throws -> Value? {
        let source = call.argument("from")
        if let unknown = source?.unknownInside { return .unknown(unknown) }
        guard case .native(let object)? = source, let box = object.object as? DataBox else { return nil }
        guard let type = codingType(call) else { return call.gap("the type to decode (not written as Type.self)") }
        let context = CodingContext(interpreter: call.interpreter, node: call.node)
        let saved = decoder.userInfo
        decoder.userInfo[CodingContext.userInfoKey] = context
        defer { decoder.userInfo = saved }
        return try runCoding(call) {
            try context.expecting(type, from: call.scope.typeContext) {
                try decoder.decode(DecodedValue.self, from: box.data).value
            }
        }
    }

    /// Runs a host coder: a `DecodingError` becomes the program's thrown
    /// error, an unknown met on the way makes the result unknown.
    static func runCoding(_ call: LibraryCall, _ body: () throws -> Value) throws -> Value {
        do {
            return try body()
        } catch let error as CodingUnknown {
            return call.unknown(error.unknown.cause, error.unknown.detail)
        } catch let error as Interrupt {
            throw error
        } catch let error as DecodingError {
            throw Interrupt.thrown(Thrown(value: decodingError(error)))
        } catch {
            throw call.stop(.unsupported, "the host's coder threw \(type(of: error)), which is not evaluated")
        }
    }

    /// Whether JSON has an object of two keys or more (written in hash
    /// order unless the keys are sorted); walked without recursion.
    static func hasObjectOfSeveralKeys(_ data: Data) -> Bool {
        guard let root = try? JSONSerialization.jsonObject(with: data, options: .fragmentsAllowed) else { return true }
        var pending: [Any] = [root]
        while let next = pending.popLast() {
            if let object = next as? [String: Any] {
                if object.count > 1 { return true }
                pending.append(contentsOf: object.values)
            } else if let array = next as? [Any] {
                pending.append(contentsOf: array)
            }
        }
        return false
    }

    /// The text of JSON whose keys are in hash order: unknown; pretty
    /// printed, its lines are not known either, so evaluation stops.
    static func unorderedJSON(_ call: LibraryCall, _ box: DataBox) throws -> Value {
        if box.data.contains(UInt8(ascii: "\n")) {
            throw call.stop(
                .unknownControlFlow, "pretty-printed JSON without .sortedKeys (its keys, one a line, are in hash order)"
            )
        }
        return call.unknown(.runtimeData, "JSON written without .sortedKeys (its keys are in this run's hash order)")
    }

    /// The type `decode(T.self, …)` and `decodeIfPresent(T.self, …)` give,
    /// for a `??` after them.
    static func decodedType(of call: FunctionCallExprSyntax) -> TypeRef? {
        guard let member = call.calledExpression.as(MemberAccessExprSyntax.self), member.base != nil,
            let first = call.arguments.first, first.label == nil,
            let access = first.expression.as(MemberAccessExprSyntax.self), access.declName.baseName.text == "self",
            let base = access.base
        else { return nil }
        switch member.declName.baseName.text {
        case "decode": return writtenType(base)
        case "decodeIfPresent": return writtenType(base).map(TypeRef.optional)
        default: return nil
        }
    }

    /// A type written as an expression (`[Item]` of `[Item].self`).
    static func writtenType(_ expression: ExprSyntax) -> TypeRef? {
        let file = Parser.parse(source: "let _: \(expression.trimmedDescription)")
        guard let binding = file.statements.first?.item.as(VariableDeclSyntax.self)?.bindings.first,
            let written = binding.typeAnnotation?.type
        else { return nil }
        return TypeRef(written)
    }

    /// The type a call's first argument names (`[Item].self`), or the
    /// metatype it holds.
    static func codingType(_ call: LibraryCall) -> TypeRef? {
        if let expression = call.node.as(FunctionCallExprSyntax.self)?.arguments.first?.expression,
            let member = expression.as(MemberAccessExprSyntax.self), member.declName.baseName.text == "self",
            let base = member.base, let written = writtenType(base)
        {
            // `T.self` of a generic parameter: the type it is bound to in this call.
            if case .named(let name, let arguments) = written, arguments.isEmpty,
                let bound = call.scope.boundType(name), bound != "?"
            {
                return .named(bound, [])
            }
            return written
        }
        if case .metatype(let name)? = call.argument(0) { return .named(name, []) }
        return nil
    }

    /// A host `DecodingError` as the program's `DecodingError` value.
    static func decodingError(_ error: DecodingError) -> Value {
        func context(_ context: DecodingError.Context) -> Value {
            let underlying: Value =
                context.underlyingError == nil
                ? .null : .unknown(Unknown(.evaluatorGap, "the error under a DecodingError"))
            return .instance(
                Instance(
                    type: "DecodingError.Context",
                    fields: [
                        ("codingPath", codingPath(context.codingPath)),
                        ("debugDescription", .string(context.debugDescription)), ("underlyingError", underlying),
                    ]))
        }
        func type(_ type: Any.Type) -> Value {
            let name = String(describing: type)
            return ["Int", "Double", "String", "Bool", "Float"].contains(name)
                ? .metatype(name) : .unknown(Unknown(.evaluatorGap, "the type named in a DecodingError"))
        }
        let (name, payload): (String, [Value]) =
            switch error {
            case .typeMismatch(let expected, let found): ("typeMismatch", [type(expected), context(found)])
            case .valueNotFound(let expected, let found): ("valueNotFound", [type(expected), context(found)])
            case .keyNotFound(let key, let found): ("keyNotFound", [codingKey(key), context(found)])
            case .dataCorrupted(let found): ("dataCorrupted", [context(found)])
            @unknown default: ("dataCorrupted", [.unknown(Unknown(.evaluatorGap, "a new kind of DecodingError"))])
            }
        return .enumCase(
            EnumCase(type: "DecodingError", name: name, payload: payload, labels: payload.map { _ in nil }))
    }

    /// A coding path as the program reads it (`stringValue`, `intValue`).
    static func codingPath(_ path: [any CodingKey]) -> Value { .array(path.map(codingKey)) }

    static func codingKey(_ key: any CodingKey) -> Value {
        .instance(
            Instance(
                type: "_CodingKeyValue",
                fields: [
                    ("stringValue", .string(key.stringValue)), ("intValue", .optional(key.intValue.map(Value.int))),
                ]
            ))
    }

    /// `Data(…)`: from bytes (`Data(text.utf8)`, `Data([72, 105])`) or empty.
    static func makeData(_ call: LibraryCall) -> Value? {
        let bytes: [Value]
        switch (call.labels, call.argument(0)) {
        case ([], _): bytes = []
        case (["_"], .array(let items)?): bytes = items
        default: return nil
        }
        var data = Data()
        for byte in bytes {
            guard case .int(let number) = byte, (0...255).contains(number) else { return nil }
            data.append(UInt8(number))
        }
        return .native(NativeObject(type: "Data", object: DataBox(data)))
    }

    /// `encoder.outputFormatting = …` and the coders' strategies.
    static func setCodingProperty(_ name: String, _ value: Value, on object: NativeObject) -> Bool {
        let symbols: [String]
        switch value {
        case .enumCase(let symbol): symbols = [symbol.name]
        case .array(let items), .set(let items):
            symbols = items.compactMap { if case .enumCase(let symbol) = $0 { symbol.name } else { nil } }
            guard symbols.count == items.count else { return false }
        default: return false
        }
        switch (object.object, name) {
        case (let encoder as JSONEncoder, "outputFormatting"):
            let table: [String: JSONEncoder.OutputFormatting] = [
                "sortedKeys": .sortedKeys, "prettyPrinted": .prettyPrinted,
                "withoutEscapingSlashes": .withoutEscapingSlashes,
            ]
            guard symbols.allSatisfy({ table[$0] != nil }) else { return false }
            encoder.outputFormatting = JSONEncoder.OutputFormatting(symbols.compactMap { table[$0] })
            return true
        case (let encoder as JSONEncoder, "keyEncodingStrategy"):
            let table: [String: JSONEncoder.KeyEncodingStrategy] = [
                "useDefaultKeys": .useDefaultKeys, "convertToSnakeCase": .convertToSnakeCase,
            ]
            guard symbols.count == 1, let strategy = table[symbols[0]] else { return false }
            encoder.keyEncodingStrategy = strategy
            return true
        case (let decoder as JSONDecoder, "keyDecodingStrategy"):
            let table: [String: JSONDecoder.KeyDecodingStrategy] = [
                "useDefaultKeys": .useDefaultKeys, "convertFromSnakeCase": .convertFromSnakeCase,
            ]
            guard symbols.count == 1, let strategy = table[symbols[0]] else { return false }
            decoder.keyDecodingStrategy = strategy
            return true
        default: return setDateStrategy(name, symbols, on: object)
        }
    }

    private static func setDateStrategy(_ name: String, _ symbols: [String], on object: NativeObject) -> Bool {
        guard symbols.count == 1 else { return false }
        switch (object.object, name) {
        case (let encoder as JSONEncoder, "dateEncodingStrategy"):
            let table: [String: JSONEncoder.DateEncodingStrategy] = [
                "deferredToDate": .deferredToDate, "iso8601": .iso8601, "secondsSince1970": .secondsSince1970,
                "millisecondsSince1970": .millisecondsSince1970,
            ]
            guard let strategy = table[symbols[0]] else { return false }
            encoder.dateEncodingStrategy = strategy
        case (let decoder as JSONDecoder, "dateDecodingStrategy"):
            let table: [String: JSONDecoder.DateDecodingStrategy] = [
                "deferredToDate": .deferredToDate, "iso8601": .iso8601, "secondsSince1970": .secondsSince1970,
                "millisecondsSince1970": .millisecondsSince1970,
            ]
            guard let strategy = table[symbols[0]] else { return false }
            decoder.dateDecodingStrategy = strategy
        default: return false
        }
        return true
    }
}

/// The library's coding types the program names, as Swift source run
/// like the program's own: `DecodingError` (whose printed text is not
/// reproduced: it reads as unknown).
enum CodingPrelude {
    static let source = """
        enum DecodingError: Error, CustomStringConvertible, CustomDebugStringConvertible {
            struct Context: CustomStringConvertible {
                var codingPath: [Any]
                var debugDescription: String
                var underlyingError: Error? = nil
                var description: String { _decodingErrorText() }
            }
            case typeMismatch(Any, Context)
            case valueNotFound(Any, Context)
            case keyNotFound(Any, Context)
            case dataCorrupted(Context)
            var description: String { _decodingErrorText() }
            var debugDescription: String { _decodingErrorText() }
        }
        struct _CodingKeyValue: CustomStringConvertible {
            let stringValue: String
            let intValue: Int?
            var description: String { _decodingErrorText() }
        }
        """
}

extension Library {
    /// `DecodingError.dataCorruptedError(forKey:in:debugDescription:)` and
    /// `(in:debugDescription:)`: the error a decoder throws for a value it
    /// cannot read, its path the container's with the key appended.
    static func dataCorruptedError(_ arguments: [Argument], _ interpreter: Interpreter, at node: Syntax) throws -> Value
    {
        let value = { (label: String) in arguments.first { $0.label == label }?.value }
        guard let container = value("in"), let description = value("debugDescription") else {
            return .unknown(Unknown(.evaluatorGap, "DecodingError.dataCorruptedError with these arguments"))
        }
        var path = try interpreter.member("codingPath", of: container, selfBox: nil, at: node)
        if case .array(let keys) = path, let key = value("forKey") { path = .array(keys + [key]) }
        let context = Value.instance(
            Instance(
                type: "DecodingError.Context",
                fields: [("codingPath", path), ("debugDescription", description), ("underlyingError", .null)]))
        return .enumCase(EnumCase(type: "DecodingError", name: "dataCorrupted", payload: [context], labels: [nil]))
    }
}
