internal import Foundation
internal import SwiftSyntax
internal import SwiftUISource

extension SwiftUIEvaluator {
    /// The value a getter, function or closure body returns (its `return`,
    /// or the one expression it is), run as ``execute(_:_:returning:implicitResult:)``
    /// runs it; `nil` when it returns nothing. A result is read as
    /// `returning` says (`.init(name)` in a getter of `LocalizedStringKey`).
    func evaluateBody(
        _ statements: CodeBlockItemListSyntax, _ scope: Scope, returning: TypeSyntax? = nil
    ) -> SwiftValue? {
        var scope = scope
        if case .returned(let result) = execute(statements, &scope, returning: returning, implicitResult: true) {
            return result
        }
        return nil
    }

    /// Whether `if`/`guard` conditions hold: boolean tests and `let`
    /// bindings (bound into `scope`; `nil` fails them); `nil` when a
    /// condition is not known.
    func conditionsHold(_ conditions: ConditionElementListSyntax, _ scope: inout Scope) -> Bool? {
        for condition in conditions {
            switch condition.condition {
            case .expression(let test):
                guard case .bool(let flag) = effectfulValue(test, &scope) else { return nil }
                if !flag { return false }
            case .optionalBinding(let binding):
                let name = binding.pattern.tokenText
                // `if let name` alone unwraps what `name` names: a local, or a property (stored or computed).
                let bound =
                    binding.initializer.map { value($0.value, scope) } ?? scope.values[name]
                    ?? value(ExprSyntax(DeclReferenceExprSyntax(baseName: .identifier(name))), scope)
                switch bound {
                case .null: return false
                case .unknown: return nil
                default: scope.values[name] = bound
                }
            case .matchingPattern(let match):
                guard let holds = caseMatches(match, scope, into: &scope) else { return nil }
                if !holds { return false }
            default: return nil
            }
        }
        return true
    }

    /// Whether `case .name(let x) = value` matches, binding what the
    /// pattern declares; `nil` when the value is not known.
    func caseMatches(_ match: MatchingPatternConditionSyntax, _ scope: Scope, into bound: inout Scope) -> Bool? {
        matches(match.pattern, value(match.initializer.value, scope), scope, into: &bound)
    }

    /// The scope the views inside an environment modifier see: the object
    /// or value it puts in the environment.
    func environmentScope(_ modifier: String, _ call: FunctionCallExprSyntax, _ scope: Scope) -> Scope {
        // `.labelsHidden()`: the views inside read `\.labelsVisibility` as hidden.
        if modifier == "labelsHidden", call.arguments.isEmpty {
            var inner = scope
            inner.environment["labelsVisibility"] = .member(type: "Visibility", name: "hidden")
            return inner
        }
        guard modifier == "environmentObject" || modifier == "environment", let first = call.arguments.first?.expression
        else { return scope }
        var inner = scope
        if call.arguments.count == 2,
            let key = first.as(KeyPathExprSyntax.self)?.components.last?.tokenText.replacingOccurrences(
                of: ".", with: "")
        {
            inner.environment[key] = value(call.arguments.last!.expression, scope)
        } else if case .instance(let type, _) = value(first, scope) {
            inner.environment[type] = value(first, scope)
            if live != nil, let key = stateKey(of: first, scope) { inner.slots["environment " + type] = key }
        }
        return inner
    }

    /// A member of an instance of a source type that is not stored: a
    /// computed property, read with the instance's properties in scope.
    func instanceMember(_ name: String, of type: String, _ properties: [String: SwiftValue]) -> SwiftValue? {
        guard let declared = sources.types[type], let getter = declared.property(name)?.getter else { return nil }
        var inner = Scope(type: declared, file: declared.file)
        inner.values = properties
        inner.values["self"] = .instance(type: type, properties: properties)
        return guarded { evaluateBody(getter, inner, returning: declared.property(name)?.type) }
    }

    /// `item.formattedTimes()` and `model.title(for: x)`: a method of an
    /// instance of a source type, its parameters bound to the arguments.
    func methodCall(_ call: FunctionCallExprSyntax, _ scope: Scope) -> SwiftValue? {
        guard let method = call.calledExpression.as(MemberAccessExprSyntax.self), let base = method.base,
            let (function, inner) = boundMethod(method.declName.baseName.text, on: value(base, scope), call, scope),
            let body = function.body
        else { return nil }
        return guarded { evaluateBody(body, inner, returning: function.returnType) }
    }

    /// The method `name` of the source type `receiver` is a value of (a
    /// model's instance, an enum case), and the scope to run it in: the
    /// receiver's stored properties, `self`, and its parameters bound to
    /// the call's arguments. `nil` when `receiver` has no such method.
    func boundMethod(
        _ name: String, on receiver: SwiftValue, _ call: FunctionCallExprSyntax, _ scope: Scope
    ) -> (function: FunctionDeclaration, scope: Scope)? {
        let owner: TypeDeclaration?
        var properties: [String: SwiftValue] = [:]
        switch receiver {
        case .instance(let type, let stored):
            owner = sources.types[type]
            properties = stored
        case .member(let type, let caseName, _):
            // A method of an enum case (`mode.iconName()`).
            owner =
                type.flatMap { sources.types[$0] }
                ?? sources.types.values.first {
                    $0.kind == .enumeration && $0.cases.contains { $0.name == caseName }
                        && $0.functions.contains { $0.name == name }
                }
        default: return nil
        }
        guard let declared = owner, let function = declared.functions.first(where: { $0.name == name && !$0.isStatic }),
            function.body != nil
        else { return nil }
        var inner = Scope(type: declared, file: declared.file)
        inner.values = properties
        inner.values["self"] = receiver
        bindArguments(of: function, call, from: scope, into: &inner)
        return (function, inner)
    }

    /// `function`'s parameters in `inner`, each the value of its argument
    /// in `call` (read in `scope`), else its default, else unknown.
    func bindArguments(
        of function: FunctionDeclaration, _ call: FunctionCallExprSyntax, from scope: Scope, into inner: inout Scope
    ) {
        let arguments = Array(call.arguments)
        for (index, parameter) in function.parameters.enumerated() {
            let argument =
                arguments.first { $0.label?.text == parameter.label }
                ?? (parameter.label == nil && index < arguments.count ? arguments[index] : nil)
            inner.values[parameter.name] =
                argument.map { value($0.expression, as: parameter.type, scope) } ?? parameter.defaultValue.map {
                    value($0, as: parameter.type, scope)
                } ?? .unknown(parameter.name)
        }
    }

    /// Runs `body` one level deeper; past the limit, `nil`.
    private func guarded(_ body: () -> SwiftValue?) -> SwiftValue? {
        guard depth < Self.maximumDepth else { return nil }
        depth += 1
        defer { depth -= 1 }
        return body()
    }
}
