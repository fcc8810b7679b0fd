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
        // An app group's defaults hold what the app and its extensions wrote on the device,
        // whatever the group's name (often a constant of a type outside the sources).
        if type == "UserDefaults", call.labels == ["suiteName"] {
            return call.unknown(.runtimeData, "UserDefaults(suiteName:), an app group's defaults on the device")
        }
        // A collection copied or grouped keeps what is unknown inside its
        // elements (a model's random id); what must be hashed is checked where it is.
        let copies = copyingTypes.contains(type)
        if let unknown = arguments.lazy.compactMap({ copies ? $0.value.unknownAtTop : $0.value.unknownInside }).first {
            return .unknown(unknown)
        }
        switch type {
        case "Int", "Int64": return try makeInteger(call)
        case "Double", "CGFloat", "TimeInterval", "Float", "Bool": return makeNumber(type, call)
        case "String", "Character": return try makeString(type, call)
        case "Substring": return makeSubstring(call)
        case "AnyHashable" where call.labels == ["_"]: return anyHashable(call.argument(0)!, interpreter: interpreter)
        case "UnicodeScalar", "Unicode.Scalar": return makeScalar(call)
        case "Array", "Set", "Dictionary", "Optional": return try makeCollection(type, call)
        case "Decimal", "NSDecimalNumber": return makeDecimal(type, call)
        case "SystemRandomNumberGenerator": return call.unknown(.runtimeData, "the system's random numbers")
        case "ObjectIdentifier": return objectIdentifier(call)
        case "Task": return try makeTask(call)
        case "AsyncStream", "AsyncThrowingStream": return try makeAsyncStream(type, call)
        case _ where fixedKinds[type] != nil: return try makeFixed(fixedKinds[type]!, call)
        case _ where type == "Just" || type == "Empty" || type.hasPrefix("Publishers."):
            return try makePublisher(type, call)
        default: return try foundationObject(type, call)
        }
    }

    /// `Int(…)`: from a number (trapping out of range), text, or exactly.
    private static func makeInteger(_ call: LibraryCall) throws -> Value? {
        let first = call.argument(0)
        switch call.labels {
        case ["_"]:
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
            default: return try first.flatMap { try intFromFixed($0, call) }
            }
        case ["exactly"]:
            if let wide = first.flatMap(integerWide) { return .optional(Int(exactly: wide).map(Value.int)) }
            guard let number = first?.number else { return nil }
            return .optional(Int(exactly: number).map(Value.int))
        case ["_", "radix"]:
            guard let text = first?.text, case .int(let radix)? = call.argument(1) else { return nil }
            return .optional(Int(text, radix: radix).map(Value.int))
        default: return nil
        }
    }

    /// `Double(…)`, `Float(…)`, `Bool(…)`: from a number or text.
    private static func makeNumber(_ type: String, _ call: LibraryCall) -> Value? {
        guard call.labels == ["_"], let first = call.argument(0) else { return nil }
        if let wide = fixedKind(of: first)?.wide(first) {
            return type == "Float" ? .float(Float(wide)) : type == "Bool" ? nil : .double(Double(wide))
        }
        switch type {
        case "Float":
            if let text = first.text { return .optional(Float(text).map(Value.float)) }
            return first.number.map { .float(Float($0)) }
        case "Bool":
            if let text = first.text { return .optional(Bool(text).map(Value.bool)) }
            return first
        default:
            if let text = first.text { return .optional(Double(text).map(Value.double)) }
            return first.number.map(Value.double)
        }
    }

    /// `String(…)` and `Character(…)`.
    private static func makeString(_ type: String, _ call: LibraryCall) throws -> Value? {
        let first = call.argument(0)
        let interpreter = call.interpreter
        switch (type, call.labels) {
        case ("String", let labels) where labels.first == "contentsOf": return fileContents("String", call)
        case ("String", ["_"]):
            guard let first else { return nil }
            return try describedString(first, call)
        case ("String", ["describing"]): return .string(try interpreter.describe(first!, debug: false))
        case ("String", ["reflecting"]): return .string(try interpreter.describe(first!, debug: true))
        case ("String", ["repeating", "count"]):
            guard let text = first?.text, case .int(let count)? = call.argument(1) else { return nil }
            try interpreter.checkSize(text.count * count, at: call.node)
            return .string(String(repeating: text, count: count))
        case ("String", ["_", "radix"]), ("String", ["_", "radix", "uppercase"]):
            guard let number = first.flatMap(integerWide), case .int(let radix)? = call.argument(1),
                (2...36).contains(radix)
            else { return nil }
            let upper = call.argument("uppercase").map { if case .bool(true) = $0 { true } else { false } } ?? false
            return .string(String(number, radix: radix, uppercase: upper))
        case ("String", let labels) where labels.first == "format": return try format(call)
        case ("String", ["decoding", "as"]) where decodedBytes(call) != nil: return decodedBytes(call)
        case ("String", ["data", "encoding"]), ("String", ["decoding", "as"]):
            guard case .native(let object)? = first, let box = object.object as? DataBox else { return nil }
            if box.keyOrderUnknown { return try unorderedJSON(call, box) }
            let text = String(decoding: box.data, as: UTF8.self)
            return call.labels[0] == "data" ? .optional(.string(text)) : .string(text)
        case ("String", []): return .string("")
        case ("Character", ["_"]):
            guard let text = first?.text, text.count == 1 else { return nil }
            return .character(text.first!)
        default: return nil
        }
    }

    /// `String(value)`: text as itself, characters joined, anything else
    /// as its description.
    private static func describedString(_ first: Value, _ call: LibraryCall) throws -> Value {
        if let text = first.text { return .string(text) }
        switch first {
        case .array, .slice, .sequence:
            if let items = try elements(of: first, limit: call.interpreter.limits.collectionSize),
                items.allSatisfy({ $0.text?.count == 1 })
            {
                return .string(items.compactMap(\.text).joined())
            }
        default: break
        }
        return .string(try call.interpreter.describe(first, debug: false))
    }

    /// `Array(…)`, `Set(…)`, `Dictionary(…)`, `Optional(…)`.
    private static func makeCollection(_ type: String, _ call: LibraryCall) throws -> Value? {
        let first = call.argument(0)
        let limit = call.interpreter.limits.collectionSize
        switch (type, call.labels) {
        case ("Array", ["_"]), ("Set", ["_"]):
            guard let items = try elements(of: first!, limit: limit) else { return nil }
            return type == "Set" ? .set(try call.interpreter.uniqued(items)) : .array(items)
        case ("Array", []): return .array([])
        case ("Set", []): return .set([])
        case ("Dictionary", []): return .dictionary(DictionaryValue())
        case ("Array", ["repeating", "count"]):
            if let unknown = call.argument(1)?.unknownAtTop { return .unknown(unknown) }
            guard case .int(let count)? = call.argument(1), count >= 0 else { return nil }
            try call.interpreter.checkSize(count, at: call.node)
            return .array(Array(repeating: first!, count: count))
        case ("Dictionary", ["uniqueKeysWithValues"]), ("Dictionary", ["_", "uniquingKeysWith"]),
            ("Dictionary", ["_", "_"]) where call.arguments.last?.isTrailingClosure == true:
            return try dictionary(from: first!, combining: call.argument(1), call)
        case ("Dictionary", ["grouping", "by"]), ("Dictionary", ["grouping", "_"]):
            return try grouped(first!, by: call.argument(1)!, call)
        case ("Optional", ["_"]): return .optional(first)
        default: return nil
        }
    }

    /// The initializers that copy or group their argument's elements
    /// without hashing them (`Set` hashes each element: it stays whole).
    private static let copyingTypes: Set<String> = ["Array", "Dictionary", "Optional"]

    /// `Dictionary(grouping:by:)`: each key's elements in their order.
    private static func grouped(_ sequence: Value, by key: Value, _ call: LibraryCall) throws -> Value? {
        guard let items = try elements(of: sequence, limit: call.interpreter.limits.collectionSize) else { return nil }
        var result = DictionaryValue()
        for item in items {
            let found = try call.invoke(key, [item])
            if let unknown = found.unknownInside { return .unknown(unknown) }
            if case .array(let group)? = result[found] {
                result[found] = .array(group + [item])
            } else {
                result[found] = .array([item])
            }
        }
        return .dictionary(result)
    }

    private static func dictionary(from pairs: Value, combining: Value?, _ call: LibraryCall) throws -> Value? {
        guard let items = try elements(of: pairs, limit: call.interpreter.limits.collectionSize) else { return nil }
        var result = DictionaryValue()
        for item in items {
            guard case .tuple(let parts, _) = item, parts.count == 2 else { return nil }
            if let unknown = parts[0].unknownInside { return .unknown(unknown) }
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
        case (_, "random") where arguments.contains(where: { $0.label == "using" }):
            let call = LibraryCall(
                interpreter: interpreter, scope: interpreter.globals, node: node, arguments: arguments)
            return try seededRandom(type, call)
        case (_, "random"): return interpreter.unknown(.runtimeData, "\(type).random is random", at: node)
        case ("Date", "now"): return interpreter.clockReading("the current date", at: node)
        case (durationUnitsStyle, "units"): return makeDurationUnitsStyle(arguments)
        case (dateSymbolType("hour"), _): return makeHourSymbol(name, arguments)
        // SwiftUI's `Angle.degrees(10)`: a symbol holding its measure, read by the client.
        case ("Angle", "degrees"), ("Angle", "radians"):
            guard arguments.count == 1, let measure = arguments[0].value.number else { return nil }
            return .enumCase(EnumCase(type: "Angle", name: name, payload: [.double(measure)], labels: [nil]))
        case ("Publishers", _):
            let call = LibraryCall(
                interpreter: interpreter, scope: interpreter.globals, node: node, arguments: arguments)
            return try makePublisher("Publishers.\(name)", call)
        case ("Task", _), ("MainActor", _), ("AsyncStream", _), ("AsyncThrowingStream", _):
            let call = LibraryCall(
                interpreter: interpreter, scope: interpreter.globals, node: node, arguments: arguments)
            if type == "Task" { return try taskStatic(name, call) }
            if type == "MainActor" { return try mainActorStatic(name, call) }
            return asyncStreamStatic(type, name, call)
        case ("DispatchQueue", "global"): return dispatchQueue(main: false)
        case ("ListFormatter", _):
            return listFormatterStatic(
                name,
                LibraryCall(interpreter: interpreter, scope: interpreter.globals, node: node, arguments: arguments))
        case ("Date", "FormatStyle"): return makeDateFormatStyle(arguments, device: interpreter.deviceFormats)
        case ("Unicode", "Scalar"):
            return makeScalar(
                LibraryCall(interpreter: interpreter, scope: interpreter.globals, node: node, arguments: arguments))
        case ("String", "UnicodeScalarView"): return unicodeScalarView(arguments)
        case ("Duration", _): return makeDuration(name, arguments)
        case ("Optional", "some") where arguments.count == 1 && arguments[0].label == nil:
            return .optional(arguments[0].value)
        case ("DecodingError", "dataCorruptedError"): return try dataCorruptedError(arguments, interpreter, at: node)
        default: return nil
        }
    }
}
