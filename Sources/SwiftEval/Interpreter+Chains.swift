import SwiftSyntax

/// Thrown inside an optional chain when a link is `nil`; the chain's top
/// catches it and gives `nil`.
struct ChainIsNil: Error {}

extension Interpreter {
    /// Whether `expression` is a link of a postfix chain whose parent does
    /// not continue it: the place an optional chain ends.
    func isChainTop(_ expression: ExprSyntax) -> Bool {
        guard containsOptionalLink(expression) else { return false }
        guard let parent = expression.parent else { return true }
        if let member = parent.as(MemberAccessExprSyntax.self), member.base?.id == expression.id { return false }
        if let call = parent.as(FunctionCallExprSyntax.self), call.calledExpression.id == expression.id { return false }
        if let item = parent.as(SubscriptCallExprSyntax.self), item.calledExpression.id == expression.id {
            return false
        }
        if let forced = parent.as(ForceUnwrapExprSyntax.self), forced.expression.id == expression.id { return false }
        if let optional = parent.as(OptionalChainingExprSyntax.self), optional.expression.id == expression.id {
            return false
        }
        return true
    }

    /// Whether the chain below `expression` has a `?` link.
    private func containsOptionalLink(_ expression: ExprSyntax) -> Bool {
        var current: ExprSyntax? = expression
        var count = 0
        while let node = current, count < 10_000 {
            count += 1
            // One switch on the node's kind: most expressions are no link at all.
            switch node.as(ExprSyntaxEnum.self) {
            case .optionalChainingExpr(let optional): return !namesType(optional.expression)
            case .memberAccessExpr(let member): current = member.base
            case .functionCallExpr(let call): current = call.calledExpression
            case .subscriptCallExpr(let item): current = item.calledExpression
            case .forceUnwrapExpr(let forced): current = forced.expression
            default: return false
            }
        }
        return false
    }

    /// Whether `X` of `X?` names a type (`Flavor?.allCases` is a member
    /// of `Optional<Flavor>`, no chain).
    private func namesType(_ expression: ExprSyntax) -> Bool {
        guard let name = expression.as(DeclReferenceExprSyntax.self)?.baseName.text, Self.looksLikeTypeName(name)
        else { return false }
        return declarations.type(named: name) != nil || Library.typeNames.contains(name)
    }

    /// A whole chain with a `?` link: `nil` when a link is, else the result
    /// made optional (never twice).
    func evaluateChain(_ expression: ExprSyntax, in scope: Scope, expected: TypeRef?) throws -> Value {
        do {
            let value = try evaluateNode(expression, in: scope, expected: expected)
            switch value {
            case .optional, .unknown: return value
            case .void: return .optional(.void)
            default: return .optional(value)
            }
        } catch is ChainIsNil {
            return .null
        }
    }

    /// `x?` inside a chain: the wrapped value, or the chain ends in `nil`.
    func optionalChain(_ node: OptionalChainingExprSyntax, in scope: Scope) throws -> Value {
        let value = try evaluate(node.expression, in: scope)
        switch value {
        case .optional(.some(let wrapped)): return wrapped
        case .optional(nil): throw ChainIsNil()
        default: return value
        }
    }
}
