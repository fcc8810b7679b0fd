internal import Foundation
internal import SwiftSyntax
internal import SwiftUISource

/// A model value made by a call (`Recipe(name: "x")`, `.init(…)` of a
/// declared type): by the reader's rules, or by the interpreter when the
/// initializer runs code or the reader cannot read every field.
extension SwiftUIEvaluator {
    func makeInstance(_ callee: String, _ call: FunctionCallExprSyntax, _ scope: Scope) -> SwiftValue {
        // A call reached again while it is being made (`init() { child = .init() }`, or two models
        // making each other) is a cycle: unknown. Nested literals of one type are different calls.
        guard depth < Self.maximumDepth, !making.contains(call.id) else { return unknown(call) }
        making.insert(call.id)
        depth += 1
        defer {
            making.remove(call.id)
            depth -= 1
        }
        // An enum's value (`Theme(rawValue: saved)`) is a case or nil, never fields: the interpreter makes it.
        if let type = resolveType(callee, scope), type.kind == .enumeration {
            if case .success(let made) = interpreted(ExprSyntax(call), scope) { return made }
            return unknown(call)
        }
        if let type = resolveType(callee, scope), !type.isView, let initializer = matchingInitializer(type, call) {
            // An initializer that runs code (`regroup()`, an `if`) is run by the interpreter when it can.
            if !Self.onlyAssigns(initializer), case .success(let made) = interpreted(ExprSyntax(call), scope),
                case .instance = made
            {
                return made
            }
            var built = Scope(type: type, file: type.file)
            applyInitializer(initializer, arguments: allArguments(call), caller: scope, into: &built)
            for property in type.properties
            where !property.isStatic && property.getter == nil && built.values[property.name] == nil {
                if let initial = property.initialValue {
                    built.values[property.name] = value(initial, Scope(type: type, file: type.file))
                } else if property.type?.is(OptionalTypeSyntax.self) == true, !property.isLet,
                    Self.onlyAssigns(initializer)
                {
                    // An optional `var` no initialiser sets starts as nil, unless the initialiser runs code that could set it.
                    built.values[property.name] = .null
                }
            }
            // A struct only: an object made by its initializer keeps the reader's own (its actions
            // write the reader's state, which an object the interpreter made does not yet follow).
            if type.kind != .classType, let made = interpretedWhole(call, of: type, built.values, scope) {
                return made
            }
            return .instance(type: type.qualifiedName, properties: built.values)
        }
        if let type = resolveType(callee, scope), !type.isView {
            var properties: [String: SwiftValue] = [:]
            for property in type.properties where !property.isStatic && property.getter == nil {
                if let initial = property.initialValue {
                    properties[property.name] = value(initial, Scope(type: type, file: type.file))
                }
            }
            for argument in call.arguments {
                if let label = argument.label?.text {
                    properties[label] = value(argument.expression, as: type.property(label)?.type, scope)
                }
            }
            // An optional the memberwise call leaves out is nil.
            for property in type.properties
            where !property.isStatic && property.getter == nil && properties[property.name] == nil
                && property.initialValue == nil && (property.type?.is(OptionalTypeSyntax.self) ?? false)
            {
                properties[property.name] = .null
            }
            if let made = interpretedWhole(call, of: type, properties, scope) { return made }
            return .instance(type: type.qualifiedName, properties: properties)
        }
        return unknown(ExprSyntax(call))
    }

    /// A value whose stored properties the reader cannot all read (an
    /// ordered dictionary, a `Text`, one set from a closure's result) made
    /// by the interpreter instead, when it can; `nil` when the reader read
    /// every one or the interpreter cannot make it.
    private func interpretedWhole(
        _ call: FunctionCallExprSyntax, of type: TypeDeclaration, _ fields: [String: SwiftValue], _ scope: Scope
    ) -> SwiftValue? {
        let stored = type.properties.filter { !$0.isStatic && $0.getter == nil }
        guard stored.contains(where: { fields[$0.name]?.isUnknown ?? true }),
            case .success(let made) = interpreted(ExprSyntax(call), scope)
        else { return nil }
        switch made {
        // Held: the interpreter's value with a part it does not know either (a SwiftUI shape).
        case .instance, .held: return made
        default: return nil
        }
    }
}
