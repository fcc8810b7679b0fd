import SwiftSyntax

extension Interpreter {
    /// The type an expression has, as far as declarations and the values
    /// already known tell without evaluating it (no side effects): what a
    /// literal after `??` becomes when the left side is `nil`.
    func staticType(of expression: ExprSyntax, in scope: Scope, depth: Int = 0) -> TypeRef? {
        guard depth < 32 else { return nil }
        if let call = expression.as(FunctionCallExprSyntax.self) {
            if let name = typeName(of: call.calledExpression, in: scope) { return .named(name, []) }
            if let reference = call.calledExpression.as(DeclReferenceExprSyntax.self),
                let function =
                    (scope.lookupFunctions(reference.baseName.text) ?? declarations.functions[reference.baseName.text])?
                    .first
            {
                return function.returnType
            }
            if let member = call.calledExpression.as(MemberAccessExprSyntax.self), let base = member.base,
                let baseType = staticType(of: base, in: scope, depth: depth + 1)?.nonOptional,
                let decl = declarations.types[baseType.name],
                let (method, _) = findMethod(member.declName.baseName.text, labels: nil, in: decl, isStatic: false)
            {
                return method.returnType
            }
            return nil
        }
        if let reference = expression.as(DeclReferenceExprSyntax.self) {
            guard let box = scope.lookup(reference.baseName.text) else { return nil }
            return box.type ?? Self.typeRef(of: box.value)
        }
        if let member = expression.as(MemberAccessExprSyntax.self), let base = member.base,
            let baseType = staticType(of: base, in: scope, depth: depth + 1)?.nonOptional,
            let decl = declarations.types[baseType.name]
        {
            let name = member.declName.baseName.text
            return findStored(name, in: decl)?.type ?? findComputed(name, in: decl)?.0.type
        }
        if let item = expression.as(SubscriptCallExprSyntax.self),
            let holder = staticType(of: item.calledExpression, in: scope, depth: depth + 1)
        {
            switch holder.nonOptional {
            case .dictionary(_, let value): return .optional(value)
            case .array(let element): return element
            default: return nil
            }
        }
        if let tryExpression = expression.as(TryExprSyntax.self) {
            return staticType(of: tryExpression.expression, in: scope, depth: depth + 1)
        }
        return nil
    }

    /// The type of a known value, when it tells one.
    static func typeRef(of value: Value) -> TypeRef? {
        switch value {
        case .int: .named("Int", [])
        case .double: .named("Double", [])
        case .float: .named("Float", [])
        case .string: .named("String", [])
        case .bool: .named("Bool", [])
        case .character: .named("Character", [])
        case .optional(let wrapped?): typeRef(of: wrapped).map(TypeRef.optional)
        case .array(let items): items.first.flatMap(typeRef).map(TypeRef.array)
        case .dictionary(let dictionary):
            dictionary.entries.first.flatMap { entry in
                typeRef(of: entry.key).flatMap { key in typeRef(of: entry.value).map { TypeRef.dictionary(key, $0) } }
            }
        default: value.typeRef
        }
    }

    /// Whether an expression is a number literal (`3`, `-1`), whose type
    /// comes from its context.
    func isNumberLiteral(_ expression: ExprSyntax) -> Bool {
        if expression.is(IntegerLiteralExprSyntax.self) { return true }
        if let prefix = expression.as(PrefixOperatorExprSyntax.self) { return isNumberLiteral(prefix.expression) }
        return false
    }
}
