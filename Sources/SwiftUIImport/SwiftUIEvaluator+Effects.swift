internal import SwiftSyntax
internal import SwiftUISource

/// A condition that calls a model's method in a live action
/// (`if form.validate() { … }`): the method runs with its effects kept, and
/// its result decides the branch.
extension SwiftUIEvaluator {
    /// `test`'s value; when an action is running and `test` calls a method
    /// of a model the scope holds (or negates such a call), the method's
    /// body runs and what it changes in the model stays changed.
    func effectfulValue(_ test: ExprSyntax, _ scope: inout Scope) -> SwiftValue {
        guard live?.running == true else { return value(test, scope) }
        let expr = fold(test)
        if let negated = expr.as(PrefixOperatorExprSyntax.self), negated.operator.text == "!" {
            guard case .bool(let flag) = effectfulValue(negated.expression, &scope) else { return unknown(test) }
            return .bool(!flag)
        }
        guard let call = expr.as(FunctionCallExprSyntax.self),
            let member = call.calledExpression.as(MemberAccessExprSyntax.self), let base = member.base,
            let result = runMethod(member.declName.baseName.text, on: base, call, &scope)
        else { return value(test, scope) }
        return result
    }

    /// Runs a model's method for its result and its effects; `nil` when
    /// `base` is not a model the scope holds or the method is not found.
    private func runMethod(
        _ name: String, on base: ExprSyntax, _ call: FunctionCallExprSyntax, _ scope: inout Scope
    ) -> SwiftValue? {
        let written = base.trimmedDescription
        let owner = written.hasPrefix("self.") ? String(written.dropFirst(5)) : written
        guard case .instance(let typeName, let properties)? = scope.values[owner],
            let (function, bound) = boundMethod(
                name, on: .instance(type: typeName, properties: properties), call, scope),
            let body = function.body, let type = sources.types[typeName], depth < Self.maximumDepth
        else { return nil }
        var inner = bound
        depth += 1
        let flow = execute(body, &inner, returning: function.returnType, implicitResult: true)
        depth -= 1
        var updated = properties
        for property in type.properties where !property.isStatic && property.getter == nil {
            if let changed = inner.values[property.name] { updated[property.name] = changed }
        }
        scope.values[owner] = .instance(type: typeName, properties: updated)
        if case .returned(let result) = flow { return result.said(as: Self.source(call)) }
        return unknown(ExprSyntax(call))
    }
}
