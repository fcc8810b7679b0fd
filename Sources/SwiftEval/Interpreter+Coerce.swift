import Foundation
import SwiftSyntax

extension Interpreter {
    /// A value stored where `type` is written becomes that type: `3` a
    /// `Double` `3.0`, a value an optional, `"a"` a `Character`, an array
    /// literal a `Set`; elements and tuple parts likewise.
    func coerce(_ value: Value, to type: TypeRef?) throws -> Value {
        guard let type else { return value }
        if case .unknown = value { return value }
        switch (type, value) {
        case (.optional(let wrapped), .optional(let inner)):
            return .optional(try inner.map { try coerce($0, to: wrapped) })
        case (.optional(let wrapped), _):
            return .optional(try coerce(value, to: wrapped))
        case (.array(let element), .array(let items)):
            return .array(try items.map { try coerce($0, to: element) })
        case (.array(let element), .sequence(let view)) where view.kind == "ReversedCollection":
            // `reversed()` where an array is expected is Sequence's array overload.
            return .array(try view.items.map { try coerce($0, to: element) })
        case (.dictionary(let keyType, let valueType), .dictionary(let dictionary)):
            var result = DictionaryValue()
            for (key, item) in dictionary.entries {
                result[try coerce(key, to: keyType)] = try coerce(item, to: valueType)
            }
            return .dictionary(result)
        case (.tuple(let types, let labels), .tuple(let items, let oldLabels)) where types.count == items.count:
            let converted = try zip(items, types).map { try coerce($0, to: $1) }
            let merged = zip(labels, oldLabels).map { $0 ?? $1 }
            return .tuple(converted, labels: merged)
        case (.function(let parameters, let result), .function(let function)):
            switch function.kind {
            case .closure, .library(_, nil): break
            default: return value
            }
            return .function(
                Function(
                    function.kind, scope: function.scope, boundSelf: function.boundSelf, signature: (parameters, result)
                ))
        case (.named("AnyHashable", _), _): return Library.anyHashable(value, interpreter: self)
        case (.named(let name, _), .optional(let inner?)) where isConcrete(name):
            // An implicitly unwrapped optional read where a value is needed.
            return try coerce(inner, to: type)
        case (.named(let name, let arguments), _):
            return try coerceNamed(name, arguments, value)
        default:
            return value
        }
    }

    /// A type no optional is (a library value type or a type of the
    /// program), unlike `Any`, a protocol or a generic parameter.
    func isConcrete(_ name: String) -> Bool {
        if let decl = declarations.types[name] { return decl.kind != .protocolType && decl.kind != .builtin }
        return ["Int", "Double", "String", "Bool", "Character", "Float", "CGFloat"].contains(name)
    }

    /// A value stored where nothing is written takes the shape of what was
    /// there: `3` into a `Double` is `3.0`, `(5, 6)` keeps the labels, a
    /// value into an optional is wrapped.
    func adapt(_ new: Value, like old: Value) -> Value {
        switch (old, new) {
        case (.double, .int(let number)): return .double(Double(number))
        case (.float, .int(let number)): return .float(Float(number))
        case (.tuple(_, let labels), .tuple(let items, _)) where items.count == labels.count:
            return .tuple(items, labels: labels)
        case (.optional, .optional), (.optional, .unknown): return new
        case (.optional(let wrapped?), _): return .optional(adapt(new, like: wrapped))
        case (.optional(nil), _): return .optional(new)
        case (.character, .string(let text)) where text.count == 1: return .character(text.first!)
        case (.set, .array(let items)):
            guard let unique = try? uniqued(items) else {
                return .unknown(Unknown(.evaluatorGap, "a Set of a type with its own == or hash(into:)"))
            }
            return .set(unique)
        default: return new
        }
    }

    private func coerceNamed(_ name: String, _ arguments: [TypeRef], _ value: Value) throws -> Value {
        switch (name, value) {
        case ("Double", .int(let number)), ("CGFloat", .int(let number)), ("TimeInterval", .int(let number)):
            return .double(Double(number))
        case ("Float", .int(let number)): return .float(Float(number))
        case ("Float", .double(let number)): return .float(Float(number))
        case ("Character", .string(let text)) where text.count == 1: return .character(text.first!)
        case ("Set", .array(let items)):
            let element = arguments.first
            return .set(try uniqued(try items.map { try coerce($0, to: element) }))
        case ("Substring", .string(let text)): return .substring(Substring(text))
        case ("AttributedString", .string(let text)): return Library.attributed(text, styled: false)
        case ("Decimal", .int), ("Decimal", .double), ("NSDecimalNumber", .int), ("NSDecimalNumber", .double):
            return Library.decimalOperand(value).map(name == "Decimal" ? Library.decimal : Library.decimalNumber)
                ?? value
        case ("NSDecimalNumber", .native) where Library.isDecimal(value):
            return Library.decimalOperand(value).map(Library.decimalNumber) ?? value
        case (_, .int) where Library.fixedKinds[name] != nil:
            return Library.fixedLiteral(name, value)
                ?? .unknown(Unknown(.evaluatorGap, "\(value) as the fixed-width type \(name)"))
        default:
            if let alias = declarations.typeAliases[name] { return try coerce(value, to: alias) }
            return value
        }
    }

    /// Whether a written type name is one this interpreter knows (not a
    /// generic parameter such as `T`, whose binding it does not track).
    func isKnownType(_ type: TypeRef) -> Bool {
        switch type {
        case .optional(let wrapped), .array(let wrapped), .metatype(let wrapped): return isKnownType(wrapped)
        case .dictionary(let key, let value): return isKnownType(key) && isKnownType(value)
        case .tuple(let items, _): return items.allSatisfy(isKnownType)
        case .named(let name, _):
            if name.contains(" & ") { return true }
            return declarations.type(named: name) != nil || declarations.typeAliases[name] != nil
                || Library.typeNames.contains(name) || Library.knownProtocols.contains(name)
        case .function, .opaque: return true
        }
    }

    /// `x is T`.
    func isInstance(_ value: Value, of type: TypeRef) throws -> Bool {
        if let inner = Library.anyHashableInner(value), type.name != "AnyHashable" {
            return try isInstance(inner, of: type)
        }
        guard isKnownType(type) else {
            throw Interrupt.stop(
                EvalStop(
                    kind: .unknownControlFlow, message: "a type check against a generic parameter", line: 0, column: 0))
        }
        switch (type, value) {
        case (.opaque, _): return true
        case (.optional(let wrapped), .optional(let inner)):
            return try inner.map { try isInstance($0, of: wrapped) } ?? true
        case (.optional(let wrapped), _): return try isInstance(value, of: wrapped)
        case (_, .optional(let inner)): return try inner.map { try isInstance($0, of: type) } ?? false
        case (.array(let element), .array(let items)): return try items.allSatisfy { try isInstance($0, of: element) }
        case (.dictionary, .dictionary): return true
        case (.tuple(let types, _), .tuple(let items, _)):
            return try types.count == items.count && zip(items, types).allSatisfy { try isInstance($0, of: $1) }
        case (.function, .function): return true
        case (.metatype(let wrapped), .metatype(let name)):
            // `type(of: error) is NSError.Type`: the type or one of its subtypes.
            guard let decl = declarations.types[name], decl.kind != .builtin else { return wrapped.name == name }
            return decl.name == wrapped.name || conforms(decl, to: wrapped.name)
        case (.named("Measurement", let arguments), .native(let object)) where arguments.count == 1:
            // `Measurement<UnitMass>`: the unit's dimension decides.
            guard let box = object.object as? MeasurementBox else { return false }
            return String(describing: Swift.type(of: box.measurement.unit)) == arguments[0].name
        case (.named(let name, _), _) where declarations.typeAliases[name] != nil:
            return try isInstance(value, of: declarations.typeAliases[name]!)
        case (.named(let name, _), _) where name.contains(" & "):
            return try name.components(separatedBy: " & ").allSatisfy { try isInstance(value, of: .named($0, [])) }
        case (.named("View", _), .instance(let instance)) where Library.madeSwiftUIViews.contains(instance.type):
            return true
        case (.named(let name, _), _):
            // A value of a library type the program extends (`Text` with `extension Text`) is one.
            if case .instance(let instance) = value, instance.type == name { return true }
            if let decl = typeDecl(of: value), decl.kind != .builtin {
                let declared = declarations.type(named: name)?.name ?? name
                guard conforms(decl, to: name) || conforms(decl, to: declared) else { return false }
                return try meetsConditions(of: decl, for: name, value)
                    && meetsConditions(of: decl, for: declared, value)
            }
            // A library type the program extends with a conformance (`extension ModifiedContent: P`).
            if let decl = typeDecl(of: value), decl.inherited.contains(name) {
                return try meetsConditions(of: decl, for: name, value)
            }
            return Library.isInstance(value, of: name)
        default: return false
        }
    }

    /// `x as T` (no check), `x as? T` (an optional), `x as! T` (a trap when not).
    func castExpression(_ node: AsExprSyntax, in scope: Scope) throws -> Value {
        let type = resolvingBindings(TypeRef(node.type), in: scope)
        if node.questionOrExclamationMark != nil, !isKnownType(type) {
            _ = try evaluate(node.expression, in: scope)
            return gap("a cast to \(node.type.trimmedDescription), a generic parameter", at: node)
        }
        var value = try evaluate(node.expression, in: scope, expected: type)
        if value.isUnknown { return value }
        // Every error is an `NSError` on Apple's platforms, bridged.
        if type.nonOptional.name == "NSError", let decl = typeDecl(of: value), conforms(decl, to: "Error") {
            value = try bridgedNSError(value, at: node)
        }
        switch node.questionOrExclamationMark?.tokenKind {
        case .postfixQuestionMark?:
            guard try isInstance(value, of: type) else { return .null }
            return .optional(try cast(value, to: type))
        case .exclamationMark?:
            guard try isInstance(value, of: type) else {
                throw stop(.trap, "could not cast a \(value.typeName) to \(node.type.trimmedDescription)", at: node)
            }
            return try cast(value, to: type)
        default:
            return try coerce(value, to: type)
        }
    }

    /// The value seen as `type` after a successful check: an optional's
    /// content when `type` is not optional.
    func cast(_ value: Value, to type: TypeRef) throws -> Value {
        if let inner = Library.anyHashableInner(value), type.name != "AnyHashable" { return try cast(inner, to: type) }
        if case .optional(let inner?) = value {
            if case .optional = type { return try coerce(value, to: type) }
            return try cast(inner, to: type)
        }
        return try coerce(value, to: type)
    }
}

extension Value {
    /// The type a pattern compares with, for implicit members (`.done`).
    var typeRef: TypeRef? {
        switch self {
        case .enumCase(let value): .named(value.type, [])
        case .instance(let instance): .named(instance.type, [])
        case .object(let object): .named(object.type, [])
        case .optional(let wrapped?): wrapped.typeRef.map(TypeRef.optional)
        case .double: .named("Double", [])
        case .float: .named("Float", [])
        case .native(let object) where object.isValueType: .named(object.type, [])
        default: nil
        }
    }
}
