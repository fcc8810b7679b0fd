internal import SwiftSyntax

extension SwiftUIEvaluator {
    /// `island.map { island in Row(island: island) }` as a view: an
    /// optional's `map` is a view when the optional holds one, nothing when
    /// it is `nil` (an array's `map` is no view: `nil` here). An optional
    /// whose value is not known shows its view with the value unknown, with
    /// a warning, as an `if let` does.
    func optionalMap(_ call: FunctionCallExprSyntax, _ scope: Scope) -> [ViewNode]? {
        guard let member = call.calledExpression.as(MemberAccessExprSyntax.self),
            member.declName.baseName.text == "map",
            let base = member.base, call.arguments.isEmpty, call.additionalTrailingClosures.isEmpty,
            let closure = call.trailingClosure
        else { return nil }
        let wrapped = value(base, scope)
        var inner = scope
        let name = Self.parameterNames(closure).first ?? "0"
        switch wrapped {
        case .array, .dictionary, .view: return nil
        case .null: return []
        case .unknown:
            // The value keeps its own text, whose note says why it is unknown.
            warn(
                "whether '\(base.trimmedDescription)' has a value is not known from the sources; its view is shown",
                at: ExprSyntax(call), scope)
            inner.values[name] = wrapped
        default: inner.values[name] = wrapped
        }
        return guarded(at: ExprSyntax(call), inner) { content(closure.statements, inner) }
    }
}
