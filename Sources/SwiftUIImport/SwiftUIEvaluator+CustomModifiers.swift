internal import Diagnostics
internal import SwiftSyntax
internal import SwiftUISource

extension SwiftUIEvaluator {
    /// A modifier of the sources: `.modifier(CardStyle())` runs the
    /// `ViewModifier`'s `body(content:)` with the modified view as `content`;
    /// `.cardStyle()` runs the `extension View` method of that name with the
    /// view as `self` (bare calls in it, such as `modifier(…)` or `padding()`,
    /// modify `self`). `nil` when `name` is neither.
    func customModifier(_ node: ViewNode, _ name: String, _ call: FunctionCallExprSyntax, _ scope: Scope) -> [ViewNode]?
    {
        if name == "modifier", let made = call.arguments.first?.expression.as(FunctionCallExprSyntax.self) {
            guard let type = resolveType(made.calledExpression.tokenText, scope),
                type.conformances.contains("ViewModifier") || type.conformances.contains("AnimatableModifier"),
                let body = type.functions.first(where: { $0.name == "body" && !$0.isStatic }),
                let statements = body.body
            else { return nil }
            var inner = Scope(type: type, file: type.file)
            inner.environment = scope.environment
            bindArguments(of: type, made, caller: scope, into: &inner)
            inner.views[body.parameters.first?.name ?? "content"] = [node]
            return guarded(at: ExprSyntax(call), scope) { content(statements, inner) }
        }
        guard let extended = sources.types["View"],
            let method = viewExtension(name, in: extended, call, scope),
            let statements = method.body, method.parameters.count >= call.arguments.count
        else { return nil }
        var inner = Scope(
            type: extended, file: sources.files.firstIndex { $0.path == method.location.file } ?? extended.file)
        inner.environment = scope.environment
        inner.views["self"] = [node]
        let arguments = allArguments(call)
        for (index, parameter) in method.parameters.enumerated() {
            let argument =
                arguments.first { $0.label?.text == parameter.label && parameter.label != nil }
                ?? (parameter.label == nil && index < arguments.count ? arguments[index] : nil)
                ?? (index < arguments.count && arguments[index].label == nil
                    && arguments[index].expression.is(ClosureExprSyntax.self) ? arguments[index] : nil)
            if let closure = argument?.expression.as(ClosureExprSyntax.self) {
                if Self.parameterNames(closure).isEmpty, !Self.returnsValue(parameter.type) {
                    inner.views[parameter.name] = content(closure.statements, scope)
                } else {
                    inner.closures[parameter.name] = PassedClosure(closure, in: scope)
                }
            } else {
                // `state: Binding<ViewState>` given `$viewState`: the parameter names the caller's state.
                if live != nil, let argument, let key = stateKey(of: argument.expression, scope) {
                    inner.slots[parameter.name] = key
                }
                inner.values[parameter.name] =
                    argument.map { value($0.expression, as: parameter.type, scope) } ?? parameter.defaultValue.map {
                        value($0, as: parameter.type, scope)
                    } ?? .unknown(parameter.name)
            }
        }
        return guarded(at: ExprSyntax(call), scope) { content(statements, inner) }
    }

    /// Whether a closure parameter's type returns a value, not views
    /// (`condition: () -> Bool`, unlike `content: () -> Content`).
    static func returnsValue(_ type: TypeSyntax) -> Bool {
        var written = type
        while let attributed = written.as(AttributedTypeSyntax.self) { written = attributed.baseType }
        guard let function = written.as(FunctionTypeSyntax.self) else { return false }
        let result = function.returnClause.type.trimmedDescription
        return ["Bool", "String", "Int", "Double", "CGFloat", "Void", "()"].contains(result)
    }

    /// The `extension View` method `call` calls: of those named so whose
    /// labels fit, the one whose parameters' types the arguments' values
    /// have (`isProcessing: Bool` or `isProcessing: ViewState`); `nil` when
    /// the values cannot tell several apart.
    func viewExtension(
        _ name: String, in extended: TypeDeclaration, _ call: FunctionCallExprSyntax, _ scope: Scope
    ) -> FunctionDeclaration? {
        let arguments = allArguments(call)
        let fitting = extended.functions.filter { method in
            // `` func `if`(…) `` is called `.if(…)`.
            guard method.name == name || method.name == "`\(name)`", !method.isStatic else { return false }
            var next = 0
            for parameter in method.parameters {
                if next < arguments.count, arguments[next].label?.text == parameter.label {
                    next += 1
                } else if next < arguments.count, arguments[next].label == nil,
                    arguments[next].expression.is(ClosureExprSyntax.self),
                    parameter.type.trimmedDescription.contains("->")
                {
                    // A trailing closure fills the closure parameter (`.if(flag) { $0.hidden() }`).
                    next += 1
                } else if parameter.defaultValue == nil {
                    return false
                }
            }
            return next == arguments.count
        }
        guard fitting.count > 1 else { return fitting.first }
        let typed = fitting.filter { method in
            zip(
                arguments,
                method.parameters.filter { parameter in
                    arguments.contains { $0.label?.text == parameter.label }
                }
            ).allSatisfy { argument, parameter in
                argument.expression.is(ClosureExprSyntax.self) || argumentFits(argument.expression, parameter, scope)
            }
        }
        return typed.count == 1 ? typed[0] : nil
    }

    /// Whether an argument may be passed to `parameter`: `$state` only to a
    /// `Binding<…>` (then its value to the type inside), else its value to the type.
    private func argumentFits(
        _ argument: ExprSyntax, _ parameter: FunctionDeclaration.Parameter, _ scope: Scope
    ) -> Bool {
        var written = parameter.type.trimmedDescription
        let binding = written.hasPrefix("Binding<") && written.hasSuffix(">")
        if binding { written = String(written.dropFirst(8).dropLast()) }
        var root = argument
        while let member = root.as(MemberAccessExprSyntax.self), let base = member.base { root = base }
        if root.as(DeclReferenceExprSyntax.self)?.baseName.text.hasPrefix("$") == true, !binding { return false }
        return Self.valueFits(value(argument, scope), written) != false
    }

    /// Whether a value is of the written type: `nil` when it cannot tell.
    static func valueFits(_ value: SwiftValue, _ written: String) -> Bool? {
        let type = written.hasSuffix("?") ? String(written.dropLast()) : written
        switch value {
        case .bool: return type == "Bool"
        case .string: return ["String", "LocalizedStringKey", "LocalizedStringResource", "Text"].contains(type)
        case .number, .real: return ["Int", "Double", "CGFloat", "Float"].contains(type)
        case .member(let owner?, _, _): return owner == type || owner.hasSuffix("." + type)
        case .instance(let owner, _): return owner == type || owner.hasSuffix("." + type)
        default: return nil
        }
    }
}
