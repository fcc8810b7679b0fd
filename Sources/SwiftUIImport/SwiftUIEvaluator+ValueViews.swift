internal import SwiftSyntax
internal import SwiftUISource

extension SwiftUIEvaluator {
    /// The views `base.name(…)` builds when `base` is a value of a source
    /// type (a model, an enum case) whose method `name` returns views
    /// (`func view() -> some View`); `nil` when it is not such a call, so
    /// the call is read as a modifier of the views `base` builds.
    func valueMethodViews(
        _ base: ExprSyntax, _ name: String, _ call: FunctionCallExprSyntax, _ scope: Scope
    ) -> [ViewNode]? {
        guard viewMethodNames.contains(name), let bound = boundMethod(name, on: value(base, scope), call, scope),
            bound.scope.type?.isView == false, let body = bound.function.body
        else { return nil }
        var inner = bound.scope
        inner.environment = scope.environment
        return guarded(at: ExprSyntax(call), inner) { content(body, inner) }
    }

    /// The names of the source types' methods (not views' own) that return
    /// views, found once: only a call of one of these is worth evaluating
    /// its receiver for.
    var viewMethodNames: Set<String> {
        if let known = cache.viewMethodNames { return known }
        var names: Set<String> = []
        for type in sources.types.values where !type.isView {
            for function in type.functions where !function.isStatic && function.body != nil {
                // `some View`, `AnyView`, `Self.Body`: read from the type's tokens, not a rebuilt tree.
                if let returned = function.returnType?.tokenText,
                    returned.hasSuffix("View") || returned.hasSuffix("Body")
                {
                    names.insert(function.name)
                }
            }
        }
        cache.viewMethodNames = names
        return names
    }
}
