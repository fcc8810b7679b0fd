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
            // A value whose fields the reader cannot all read (an ordered dictionary, a `Text`) is the interpreter's.
            if properties.values.contains(where: \.isUnknown),
                case .success(let made) = interpreted(ExprSyntax(call), scope), case .instance = made
            {
                return made
            }
            return .instance(type: type.qualifiedName, properties: properties)
        }
        return unknown(ExprSyntax(call))
    }
}
