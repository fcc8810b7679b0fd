internal import SwiftSyntax
internal import SwiftUISource

/// `Binding(get:set:)` (also `Binding { … } set: { … }`), written where it
/// is used or as the value of a computed property: a binding whose value is
/// code. Reading it runs its getter; SwiftUI writing it (an alert's state
/// set back to false when the alert goes) runs its setter with the new value.
extension SwiftUIEvaluator {
    /// A binding made of code, with the scope its closures run in.
    struct CodeBinding {
        let get: ClosureExprSyntax
        let set: ClosureExprSyntax?
        let scope: Scope
    }

    /// The code binding `written` makes: the call itself, or the computed
    /// property it names, whose body is one such call. At most a few
    /// properties deep, so a property naming itself ends.
    func codeBinding(_ written: ExprSyntax, _ scope: Scope, depth: Int = 0) -> CodeBinding? {
        guard depth < 4 else { return nil }
        var expr = written
        if let member = expr.as(MemberAccessExprSyntax.self),
            member.base?.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind == .keyword(.self)
        {
            expr = ExprSyntax(DeclReferenceExprSyntax(baseName: member.declName.baseName))
        }
        // `Binding(get:set:)`, `Binding { … } set: { … }`, or `.init(get:set:)` where a binding is taken.
        if let call = expr.as(FunctionCallExprSyntax.self),
            ["Binding", "Binding.init", ".init"].contains(call.calledExpression.trimmedDescription),
            let get = closure(call, "get") ?? call.trailingClosure
        {
            return CodeBinding(get: get, set: closure(call, "set"), scope: scope)
        }
        guard let name = expr.as(DeclReferenceExprSyntax.self)?.baseName.text,
            let property = scope.type?.property(name), !property.isStatic,
            let body = property.getter.map(activeStatements), body.count == 1
        else { return nil }
        let item = body[0].item
        let result = item.as(ExprSyntax.self) ?? item.as(ReturnStmtSyntax.self)?.expression
        return result.flatMap { codeBinding($0, scope, depth: depth + 1) }
    }

    /// The value the binding's getter gives now.
    func value(of binding: CodeBinding) -> SwiftValue {
        var inner = binding.scope
        if case .returned(let made) = execute(binding.get.statements, &inner, returning: nil, implicitResult: true) {
            return made
        }
        return unknown(ExprSyntax(binding.get))
    }

    /// The setter's code, to run with `newValue` when SwiftUI writes the binding.
    func setterCode(_ binding: CodeBinding, newValue: SwiftValue, _ live: LiveRecording) -> String? {
        guard let setter = binding.set else { return nil }
        var inner = binding.scope
        let parameter = Self.parameterNames(setter).first ?? "$0"
        inner.values[parameter.hasPrefix("$") ? String(parameter.dropFirst()) : parameter] = newValue
        return live.record(.run(Syntax(setter), inner, screen: live.screen))
    }
}

extension DeclaredPresentation {
    /// What sets back what shows it: its state, or its binding's setter.
    var reset: SwiftUIRuntime.Reset {
        if let slot { return .state(slot) }
        return resetCode.map(SwiftUIRuntime.Reset.code) ?? .none
    }
}

extension SwiftUIEvaluator {
    /// An environment value the sources declare, where no view above sets
    /// it: `@Entry var name = value` in `extension EnvironmentValues`, or a
    /// property whose getter reads `self[Key.self]` of an `EnvironmentKey`
    /// (its `defaultValue`). A key bridged to UIKit's traits
    /// (`UITraitBridgedEnvironmentKey`) takes its value from the device's
    /// traits instead, which this does not read.
    func declaredEnvironmentDefault(_ name: String) -> SwiftValue? {
        // Made once: the same value at every read (a value the reader holds keeps its place, so
        // `.onChange(of:)` sees no change from one evaluation to the next).
        if let made = cache.environmentDefaults[name] { return made }
        let made = makeEnvironmentDefault(name)
        cache.environmentDefaults[name] = made
        return made
    }

    private func makeEnvironmentDefault(_ name: String) -> SwiftValue? {
        guard let values = sources.types["EnvironmentValues"], let property = values.property(name), !property.isStatic
        else { return nil }
        let scope = Scope(type: values, file: values.file)
        if let initial = property.initialValue { return value(initial, scope) }
        guard let body = property.getter.map(activeStatements), body.count == 1,
            let read = (body[0].item.as(ExprSyntax.self) ?? body[0].item.as(ReturnStmtSyntax.self)?.expression)?.as(
                SubscriptCallExprSyntax.self),
            let key = read.arguments.first?.expression.as(MemberAccessExprSyntax.self),
            key.declName.baseName.text == "self", let keyName = key.base?.trimmedDescription,
            let keyType = resolveType(keyName, scope), !keyType.conformances.contains("UITraitBridgedEnvironmentKey"),
            let fallback = keyType.properties.first(where: { $0.name == "defaultValue" && $0.isStatic })
        else { return nil }
        // Made as Swift makes it (`Date()` is the current date: not a value the sources settle).
        guard let initial = fallback.initialValue,
            case .success(let made) = interpreted(initial, Scope(type: keyType, file: keyType.file))
        else { return nil }
        return made
    }
}
