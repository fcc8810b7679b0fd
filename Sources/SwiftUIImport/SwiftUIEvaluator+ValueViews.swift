internal import SwiftSyntax
internal import SwiftUISource

extension SwiftUIEvaluator {
    /// The views `base.name(…)` builds when `base` is a value of a source
    /// type (a model, an enum case) whose method `name` returns views
    /// (`func view() -> some View`); `nil` when it is not such a call, so
    /// the call is read as a modifier of the views `base` builds.
    func valueMethodViews(_ base: ExprSyntax, _ name: String, _ call: FunctionCallExprSyntax, _ scope: Scope) -> [ViewNode]? {
        guard viewMethodNames.contains(name) else { return nil }
        let receiver = value(base, scope)
        let owner: TypeDeclaration?
        var properties: [String: SwiftValue] = [:]
        switch receiver {
        case .instance(let type, let stored):
            owner = sources.types[type]
            properties = stored
        case .member(let type, let caseName, _):
            owner = type.flatMap { sources.types[$0] }
                ?? sources.types.values.first { $0.kind == .enumeration && $0.cases.contains { $0.name == caseName } && $0.functions.contains { $0.name == name } }
        default: return nil
        }
        guard let declared = owner, !declared.isView, let function = declared.functions.first(where: { $0.name == name && !$0.isStatic }),
            let body = function.body
        else { return nil }
        var inner = Scope(type: declared, file: declared.file)
        inner.values = properties
        inner.values["self"] = receiver
        inner.environment = scope.environment
        let arguments = Array(call.arguments)
        for (index, parameter) in function.parameters.enumerated() {
            let argument = arguments.first { $0.label?.text == parameter.label } ?? (parameter.label == nil && index < arguments.count ? arguments[index] : nil)
            inner.values[parameter.name] = argument.map { value($0.expression, as: parameter.type, scope) } ?? parameter.defaultValue.map { value($0, as: parameter.type, scope) } ?? .unknown(parameter.name)
        }
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
                if let returned = function.returnType?.tokenText, returned.hasSuffix("View") || returned.hasSuffix("Body") { names.insert(function.name) }
            }
        }
        cache.viewMethodNames = names
        return names
    }
}
