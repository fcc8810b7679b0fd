import SwiftSyntax

extension Interpreter {
    /// Binds the names of a declaration's pattern (`x`, `(a, b)`, `_`).
    func bindPattern(
        _ pattern: PatternSyntax, _ value: Value, in scope: Scope, constant: Bool, at node: some SyntaxProtocol
    ) throws {
        if let identifier = pattern.as(IdentifierPatternSyntax.self) {
            scope.declare(identifier.identifier.bare, Box(value, constant: constant))
        } else if pattern.is(WildcardPatternSyntax.self) {
            return
        } else if let tuple = pattern.as(TuplePatternSyntax.self) {
            let elements = Array(tuple.elements)
            guard case .tuple(let items, _) = value, items.count == elements.count else {
                if value.isUnknown {
                    for element in elements {
                        try bindPattern(element.pattern, value, in: scope, constant: constant, at: node)
                    }
                    return
                }
                throw stop(
                    .unsupported, "a tuple pattern over a value that is not a tuple of \(elements.count)", at: pattern)
            }
            for (element, item) in zip(elements, items) {
                try bindPattern(element.pattern, item, in: scope, constant: constant, at: node)
            }
        } else if let binding = pattern.as(ValueBindingPatternSyntax.self) {
            try bindPattern(
                binding.pattern, value, in: scope, constant: binding.bindingSpecifier.text == "let", at: node)
        } else if let expression = pattern.as(ExpressionPatternSyntax.self),
            try bindExpression(expression.expression, value, in: scope, constant: constant, at: node)
        {
            return
        } else {
            throw stop(.unsupported, "the pattern \(pattern.trimmedDescription)", at: pattern)
        }
    }

    /// Binds a pattern the parser read as an expression: `(lo, hi)` in
    /// `if let (lo, hi) = …`, names and `_` nested in tuples; `false` when
    /// the expression is not one.
    private func bindExpression(
        _ expression: ExprSyntax, _ value: Value, in scope: Scope, constant: Bool, at node: some SyntaxProtocol
    ) throws -> Bool {
        if let reference = expression.as(DeclReferenceExprSyntax.self) {
            scope.declare(reference.baseName.text, Box(value, constant: constant))
            return true
        }
        if expression.is(DiscardAssignmentExprSyntax.self) { return true }
        if let pattern = expression.as(PatternExprSyntax.self) {
            try bindPattern(pattern.pattern, value, in: scope, constant: constant, at: node)
            return true
        }
        guard let tuple = expression.as(TupleExprSyntax.self), tuple.elements.count > 1,
            tuple.elements.allSatisfy({ $0.label == nil && isBindable($0.expression) })
        else { return false }
        if value.isUnknown {
            for element in tuple.elements {
                _ = try bindExpression(element.expression, value, in: scope, constant: constant, at: node)
            }
            return true
        }
        guard case .tuple(let items, _) = value, items.count == tuple.elements.count else { return false }
        for (element, item) in zip(tuple.elements, items) {
            _ = try bindExpression(element.expression, item, in: scope, constant: constant, at: node)
        }
        return true
    }

    /// Whether an expression is a name, `_` or a tuple of them.
    private func isBindable(_ expression: ExprSyntax) -> Bool {
        if expression.is(DeclReferenceExprSyntax.self) || expression.is(DiscardAssignmentExprSyntax.self)
            || expression.is(PatternExprSyntax.self)
        {
            return true
        }
        guard let tuple = expression.as(TupleExprSyntax.self) else { return false }
        return tuple.elements.allSatisfy { $0.label == nil && isBindable($0.expression) }
    }

    /// Whether `value` matches a `case` pattern; its bindings go into `scope`.
    @discardableResult
    func match(
        _ pattern: PatternSyntax, _ value: Value, bindInto scope: Scope, at node: some SyntaxProtocol,
        binding: Bool = false
    ) throws -> Bool {
        if case .unknown(let unknown) = value {
            throw stop(
                .unknownControlFlow, "matching \(pattern.trimmedDescription) depends on an unknown (\(unknown.detail))",
                at: pattern, cause: unknown.cause)
        }
        if let identifier = pattern.as(IdentifierPatternSyntax.self) {
            scope.declare(identifier.identifier.bare, Box(value, constant: true))
            return true
        }
        if pattern.is(WildcardPatternSyntax.self) { return true }
        if let bindingPattern = pattern.as(ValueBindingPatternSyntax.self) {
            return try match(bindingPattern.pattern, value, bindInto: scope, at: node, binding: true)
        }
        if let tuple = pattern.as(TuplePatternSyntax.self) {
            guard case .tuple(let items, _) = value, items.count == tuple.elements.count else { return false }
            for (element, item) in zip(tuple.elements, items) {
                guard try match(element.pattern, item, bindInto: scope, at: node, binding: binding) else {
                    return false
                }
            }
            return true
        }
        if let isType = pattern.as(IsTypePatternSyntax.self) {
            return try isInstance(value, of: resolvingBindings(TypeRef(isType.type), in: scope))
        }
        if let expression = pattern.as(ExpressionPatternSyntax.self) {
            return try matchExpression(expression.expression, value, bindInto: scope, binding: binding)
        }
        throw stop(.unsupported, "the pattern \(pattern.trimmedDescription)", at: pattern)
    }

    /// A pattern written as an expression: an enum case (with payload
    /// patterns), a tuple, `x?`, `let x as T`, or a value compared with `~=`.
    private func matchExpression(
        _ expression: ExprSyntax, _ value: Value, bindInto scope: Scope, binding: Bool
    ) throws -> Bool {
        if let pattern = expression.as(PatternExprSyntax.self) {
            return try match(pattern.pattern, value, bindInto: scope, at: expression, binding: binding)
        }
        if expression.is(DiscardAssignmentExprSyntax.self) { return true }
        if binding, let reference = expression.as(DeclReferenceExprSyntax.self) {
            scope.declare(reference.baseName.text, Box(value, constant: true))
            return true
        }
        if let optional = expression.as(OptionalChainingExprSyntax.self) {
            guard case .optional(.some(let wrapped)) = value else { return false }
            return try matchExpression(optional.expression, wrapped, bindInto: scope, binding: binding)
        }
        if let casting = expression.as(AsExprSyntax.self) {
            let type = TypeRef(casting.type)
            guard try isInstance(value, of: type) else { return false }
            return try matchExpression(casting.expression, try cast(value, to: type), bindInto: scope, binding: binding)
        }
        if let tuple = expression.as(TupleExprSyntax.self) {
            let elements = Array(tuple.elements)
            if elements.count == 1 {
                return try matchExpression(elements[0].expression, value, bindInto: scope, binding: binding)
            }
            guard case .tuple(let items, _) = value, items.count == elements.count else { return false }
            for (element, item) in zip(elements, items) {
                guard try matchExpression(element.expression, item, bindInto: scope, binding: binding) else {
                    return false
                }
            }
            return true
        }
        if let caseMatch = try matchEnumCase(expression, value, bindInto: scope, binding: binding) { return caseMatch }
        let pattern = try evaluate(expression, in: scope, expected: value.typeRef)
        return try patternMatches(pattern, value, at: expression)
    }

    /// `.name`, `Type.name`, `.name(patterns…)` against an enum value (or an
    /// optional holding one); `nil` when the expression is not a case.
    private func matchEnumCase(
        _ expression: ExprSyntax, _ value: Value, bindInto scope: Scope, binding: Bool
    ) throws -> Bool? {
        var callee = expression
        var arguments: LabeledExprListSyntax?
        if let call = expression.as(FunctionCallExprSyntax.self) {
            callee = call.calledExpression
            arguments = call.arguments
        }
        guard let member = callee.as(MemberAccessExprSyntax.self) else { return nil }
        let name = member.declName.baseName.text
        var subject = value
        // `Optional<Any>.none` and `Optional.some(let x)` name Optional's cases as `.none` and `.some` do.
        let optionalCase = member.base == nil || Self.namesOptional(member.base)
        var isOptional = false
        if case .optional = value { isOptional = true }
        if optionalCase, member.base != nil, ["none", "some"].contains(name), !isOptional, !value.isUnknown {
            // A value that is not optional (one held as `Any`) is `.some` of itself.
            guard name == "some" else { return false }
            guard let argument = arguments?.first else { return true }
            return try matchExpression(argument.expression, value, bindInto: scope, binding: binding)
        }
        if case .optional(let wrapped) = value {
            if name == "none", optionalCase { return wrapped == nil }
            if name == "some", optionalCase, arguments == nil { return wrapped != nil }
            if name == "some", let wrapped, let argument = arguments?.first {
                return try matchExpression(argument.expression, wrapped, bindInto: scope, binding: binding)
            }
            guard let wrapped else { return false }
            subject = wrapped
        }
        guard case .enumCase(let enumValue) = subject else { return nil }
        guard let type = declarations.types[enumValue.type], type.cases.contains(where: { $0.name == name }) else {
            return nil
        }
        guard enumValue.name == name else { return false }
        guard let arguments else { return true }
        let patterns = Array(arguments)
        if patterns.count == 1, enumValue.payload.count > 1 {
            let whole = Value.tuple(enumValue.payload, labels: enumValue.labels)
            return try matchExpression(patterns[0].expression, whole, bindInto: scope, binding: binding)
        }
        guard patterns.count == enumValue.payload.count else { return false }
        let types = type.cases.first { $0.name == name }?.types ?? []
        for (index, (argument, item)) in zip(patterns, enumValue.payload).enumerated() {
            guard try matchExpression(argument.expression, item, bindInto: scope, binding: binding) else {
                return false
            }
            // A payload bound to a name has the type the case declares.
            if index < types.count, let bound = boundName(argument.expression, binding: binding) {
                scope.lookup(bound)?.inferred = types[index]
            }
        }
        return true
    }

    /// Whether `base` names the Optional type (`Optional`, `Optional<Any>`).
    static func namesOptional(_ base: ExprSyntax?) -> Bool {
        guard let base else { return false }
        let root = base.as(GenericSpecializationExprSyntax.self)?.expression ?? base
        return root.as(DeclReferenceExprSyntax.self)?.baseName.text == "Optional"
    }

    /// The name a payload pattern binds (`let c`, or `c` inside `case let`).
    private func boundName(_ expression: ExprSyntax, binding: Bool) -> String? {
        if binding, let reference = expression.as(DeclReferenceExprSyntax.self) { return reference.baseName.text }
        guard let pattern = expression.as(PatternExprSyntax.self)?.pattern.as(ValueBindingPatternSyntax.self),
            let identifier = pattern.pattern.as(IdentifierPatternSyntax.self)
        else { return nil }
        return identifier.identifier.bare
    }

    /// Swift's `~=`: a range contains the value; otherwise `==`.
    func patternMatches(_ pattern: Value, _ value: Value, at node: some SyntaxProtocol) throws -> Bool {
        if case .range = pattern { return try rangeContains(pattern, value, at: node) }
        return try equals(pattern, value, at: node)
    }
}
