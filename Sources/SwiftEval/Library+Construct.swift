import Foundation
import SwiftSyntax

extension Library {
    /// `Type(…)` for library types: conversions, collections, Foundation
    /// objects; `nil` when not one this library makes.
    static func construct(
        _ type: String, element: TypeRef?, _ arguments: [Argument], interpreter: Interpreter, scope: Scope,
        at node: Syntax
    ) throws -> Value? {
        let call = LibraryCall(interpreter: interpreter, scope: scope, node: node, arguments: arguments)
        if let unknown = arguments.lazy.compactMap({ $0.value.unknownInside }).first { return .unknown(unknown) }
        let first = call.argument(0)
        switch (type, call.labels) {
        case ("Int", ["_"]):
            switch first {
            case .int?: return first
            case .double(let number)?:
                guard number.isFinite, number < 9.3e18, number > -9.3e18 else {
                    throw call.stop(.trap, "Int(\(number)) out of range")
                }
                return .int(Int(number))
            case .float(let number)?: return .int(Int(number))
            case .string(let text)?: return .optional(Int(text).map(Value.int))
            case .substring(let text)?: return .optional(Int(text).map(Value.int))
            case .character(let character)?: return .optional(Int(String(character)).map(Value.int))
            default: return nil
            }
        case ("Int", ["exactly"]):
            guard let number = first?.number else { return nil }
            return .optional(Int(exactly: number).map(Value.int))
        case ("Int", ["_", "radix"]):
            guard let text = first?.text, case .int(let radix)? = call.argument(1) else { return nil }
            return .optional(Int(text, radix: radix).map(Value.int))
        case ("Double", ["_"]), ("CGFloat", ["_"]), ("TimeInterval", ["_"]):
            if let text = first?.text { return .optional(Double(text).map(Value.double)) }
            return first?.number.map(Value.double)
        case ("Float", ["_"]):
            if let text = first?.text { return .optional(Float(text).map(Value.float)) }
            return first?.number.map { .float(Float($0)) }
        case ("Bool", ["_"]):
            if let text = first?.text { return .optional(Bool(text).map(Value.bool)) }
            return first
        case ("String", ["_"]):
            guard let first else { return nil }
            if let text = first.text { return .string(text) }
            if case .array = first {
            } else if case .slice = first {
            } else if case .sequence = first {
            } else {
                return .string(try interpreter.describe(first, debug: false))
            }
            if let items = try elements(of: first, limit: interpreter.limits.collectionSize),
                items.allSatisfy({ $0.text?.count == 1 })
            {
                return .string(items.compactMap(\.text).joined())
            }
            return .string(try interpreter.describe(first, debug: false))
        case ("String", ["describing"]): return .string(try interpreter.describe(first!, debug: false))
        case ("String", ["reflecting"]): return .string(try interpreter.describe(first!, debug: true))
        case ("String", ["repeating", "count"]):
            guard let text = first?.text, case .int(let count)? = call.argument(1) else { return nil }
            try interpreter.checkSize(text.count * count, at: node)
            return .string(String(repeating: text, count: count))
        case ("String", ["_", "radix"]):
            guard case .int(let number)? = first, case .int(let radix)? = call.argument(1) else { return nil }
            return .string(String(number, radix: radix))
        case ("String", let labels) where labels.first == "format": return try format(call)
        case ("String", ["data", "encoding"]), ("String", ["decoding", "as"]):
            guard case .native(let object)? = first, let box = object.object as? DataBox else { return nil }
            if box.keyOrderUnknown { return try unorderedJSON(call, box) }
            let text = String(decoding: box.data, as: UTF8.self)
            return call.labels[0] == "data" ? .optional(.string(text)) : .string(text)
        case ("Character", ["_"]):
            guard let text = first?.text, text.count == 1 else { return nil }
            return .character(text.first!)
        case ("Array", ["_"]), ("Set", ["_"]):
            guard let items = try elements(of: first!, limit: interpreter.limits.collectionSize) else { return nil }
            return type == "Set" ? .set(interpreter.uniqued(items)) : .array(items)
        case ("String", []): return .string("")
        case ("Array", []): return .array([])
        case ("Set", []): return .set([])
        case ("Dictionary", []): return .dictionary(DictionaryValue())
        case ("Array", ["repeating", "count"]):
            guard case .int(let count)? = call.argument(1), count >= 0 else { return nil }
            try interpreter.checkSize(count, at: node)
            return .array(Array(repeating: first!, count: count))
        case ("Dictionary", ["uniqueKeysWithValues"]), ("Dictionary", ["_", "uniquingKeysWith"]):
            return try dictionary(from: first!, combining: call.argument(1), call)
        case ("Dictionary", ["grouping", "by"]):
            guard let items = try elements(of: first!, limit: interpreter.limits.collectionSize) else { return nil }
            var result = DictionaryValue()
            for item in items {
                let key = try call.invoke(call.argument(1)!, [item])
                if case .unknown = key { return key }
                if case .array(let group)? = result[key] {
                    result[key] = .array(group + [item])
                } else {
                    result[key] = .array([item])
                }
            }
            return .dictionary(result)
        case ("Optional", ["_"]): return .optional(first)
        default: return try foundationObject(type, call)
        }
    }

    private static func dictionary(from pairs: Value, combining: Value?, _ call: LibraryCall) throws -> Value? {
        guard let items = try elements(of: pairs, limit: call.interpreter.limits.collectionSize) else { return nil }
        var result = DictionaryValue()
        for item in items {
            guard case .tuple(let parts, _) = item, parts.count == 2 else { return nil }
            if let old = result[parts[0]] {
                guard let combining else {
                    throw call.stop(.trap, "duplicate key in Dictionary(uniqueKeysWithValues:)")
                }
                result[parts[0]] = try call.invoke(combining, [old, parts[1]])
            } else {
                result[parts[0]] = parts[1]
            }
        }
        return .dictionary(result)
    }

    /// `Type.name(…)` for library types.
    static func callStatic(
        _ type: String, _ name: String, _ arguments: [Argument], interpreter: Interpreter, at node: Syntax
    ) throws -> Value? {
        switch (type, name) {
        case (_, "random"): return interpreter.unknown(.runtimeData, "\(type).random is random", at: node)
        case ("Date", "now"): return interpreter.unknown(.runtimeData, "the current date", at: node)
        default: return nil
        }
    }
}
