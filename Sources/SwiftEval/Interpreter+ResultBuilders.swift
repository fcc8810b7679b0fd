import SwiftSyntax

/// Result builders (`@resultBuilder`): a function, or a closure passed to a
/// parameter, marked with a builder type runs its statements as that type's
/// static `build…` functions combine them, as the Swift compiler rewrites
/// them: each expression through `buildExpression`, an `if` through
/// `buildOptional` or `buildEither`, a `for` through `buildArray`, the whole
/// through `buildBlock` (or `buildPartialBlock`) and `buildFinalResult`.
extension Interpreter {
    /// The result builder named by one of `attributes` (`SmoothieBuilder`):
    /// a type of the program that declares a static `buildBlock` or
    /// `buildPartialBlock`.
    func resultBuilder(among attributes: [String]) -> TypeDecl? {
        for name in attributes {
            guard let type = declarations.type(named: name), type.kind != .builtin else { continue }
            if type.methods["buildBlock"] != nil || type.methods["buildPartialBlock"] != nil { return type }
        }
        return nil
    }

    /// The result builder a computed property's attribute names
    /// (`@Joined var text: String { … }`), found from its getter.
    func resultBuilder(ofGetter getter: CodeBlockItemListSyntax) -> TypeDecl? {
        var node = getter.parent
        for _ in 0..<8 {
            guard let current = node else { return nil }
            if let variable = current.as(VariableDeclSyntax.self) {
                let names = variable.attributes.compactMap {
                    $0.as(AttributeSyntax.self)?.attributeName.trimmedDescription
                }
                return names.isEmpty ? nil : resultBuilder(among: names)
            }
            node = current.parent
        }
        return nil
    }

    /// `items` run as a body of `builder`: the value its build functions make.
    func buildResult(_ items: CodeBlockItemListSyntax, builder: TypeDecl, in scope: Scope) throws -> Value {
        let block = try buildBlock(items, builder: builder, in: scope)
        if block.isUnknown { return block }
        if builder.methods["buildFinalResult"] != nil {
            return try callBuilder(builder, "buildFinalResult", label: nil, [block], at: items)
        }
        return block
    }

    /// One block's statements combined by `buildBlock` (or `buildPartialBlock`).
    private func buildBlock(_ items: CodeBlockItemListSyntax, builder: TypeDecl, in scope: Scope) throws -> Value {
        var components: [Value] = []
        for item in items {
            try step(item)
            switch item.item {
            case .decl(let decl):
                guard let variable = decl.as(VariableDeclSyntax.self) else {
                    return gap("a declaration other than a variable in a result builder's body", at: decl)
                }
                try declareVariables(variable, in: scope)
            case .stmt(let statement):
                if let loop = statement.as(ForStmtSyntax.self) {
                    components.append(try buildLoop(loop, builder: builder, in: scope))
                } else if let expression = statement.as(ExpressionStmtSyntax.self)?.expression {
                    components.append(try buildComponent(expression, builder: builder, in: scope))
                } else {
                    return gap("this statement in a result builder's body", at: statement)
                }
            case .expr(let expression):
                components.append(try buildComponent(expression, builder: builder, in: scope))
            }
            if let unknown = components.last, unknown.isUnknown { return unknown }
        }
        return try combine(components, builder: builder, at: items)
    }

    /// An expression statement of a builder body: an `if`, or a value
    /// through `buildExpression` when the builder declares it.
    private func buildComponent(_ expression: ExprSyntax, builder: TypeDecl, in scope: Scope) throws -> Value {
        if let node = expression.as(IfExprSyntax.self) { return try buildIf(node, builder: builder, in: scope) }
        if expression.is(SwitchExprSyntax.self) { return gap("a switch in a result builder's body", at: expression) }
        let value = try evaluate(expression, in: scope)
        if value.isUnknown || builder.methods["buildExpression"] == nil { return value }
        return try callBuilder(builder, "buildExpression", label: nil, [value], at: expression)
    }

    /// An `if` chain: the branch taken, its block wrapped in
    /// `buildEither(first:)`/`buildEither(second:)` along its path in the
    /// balanced tree the compiler makes over the branches (the left part
    /// the largest power of two below their count), and, with no final
    /// `else`, in `buildOptional` (`nil` when no branch is taken).
    private func buildIf(_ node: IfExprSyntax, builder: TypeDecl, in scope: Scope) throws -> Value {
        var branches: [IfExprSyntax] = [node]
        var finalElse: CodeBlockSyntax?
        while let last = branches.last, let next = last.elseBody, branches.count < 10_000 {
            switch next {
            case .ifExpr(let chained): branches.append(chained)
            case .codeBlock(let block): finalElse = block
            }
            if finalElse != nil { break }
        }
        let count = branches.count + (finalElse == nil ? 0 : 1)
        var taken: (index: Int, value: Value)?
        for (index, branch) in branches.enumerated() {
            let inner = Scope(parent: scope)
            guard try conditions(branch.conditions, bindInto: inner) else { continue }
            taken = (index, try buildBlock(branch.body.statements, builder: builder, in: inner))
            break
        }
        if taken == nil, let finalElse {
            taken = (count - 1, try buildBlock(finalElse.statements, builder: builder, in: Scope(parent: scope)))
        }
        guard var (index, value) = taken else {
            return try callBuilder(builder, "buildOptional", label: nil, [.optional(nil)], at: node)
        }
        if value.isUnknown { return value }
        var sides: [String] = []
        var size = count
        while size > 1 {
            var half = 1
            while half * 2 < size { half *= 2 }
            if index < half {
                sides.append("first")
                size = half
            } else {
                sides.append("second")
                index -= half
                size -= half
            }
        }
        for side in sides.reversed() {
            value = try callBuilder(builder, "buildEither", label: side, [value], at: node)
        }
        if finalElse == nil {
            value = try callBuilder(builder, "buildOptional", label: nil, [.optional(value)], at: node)
        }
        return value
    }

    /// `for x in s { … }`: each pass's block, through `buildArray`.
    private func buildLoop(_ node: ForStmtSyntax, builder: TypeDecl, in scope: Scope) throws -> Value {
        guard node.caseKeyword == nil, node.whereClause == nil else {
            return gap("a for-case or for-where loop in a result builder's body", at: node)
        }
        let sequence = try evaluate(node.sequence, in: scope)
        if sequence.isUnknown { return sequence }
        var passes: [Value] = []
        var unknown: Value?
        try forEachElement(of: sequence, at: node.sequence) { element in
            try step(node)
            let inner = Scope(parent: scope)
            try bindPattern(node.pattern, element, in: inner, constant: true, at: node)
            let pass = try buildBlock(node.body.statements, builder: builder, in: inner)
            if pass.isUnknown {
                unknown = pass
                return false
            }
            passes.append(pass)
            return true
        }
        if let unknown { return unknown }
        return try callBuilder(builder, "buildArray", label: nil, [.array(passes)], at: node)
    }

    /// The components combined by `buildBlock(…)`, or pairwise by
    /// `buildPartialBlock(first:)` and `buildPartialBlock(accumulated:next:)`.
    private func combine(_ components: [Value], builder: TypeDecl, at node: some SyntaxProtocol) throws -> Value {
        if builder.methods["buildBlock"] != nil {
            return try callBuilder(builder, "buildBlock", label: nil, components, at: node)
        }
        guard let first = components.first else { return gap("an empty block with buildPartialBlock", at: node) }
        var accumulated = try callBuilder(builder, "buildPartialBlock", labels: ["first"], [first], at: node)
        for next in components.dropFirst() {
            accumulated = try callBuilder(
                builder, "buildPartialBlock", labels: ["accumulated", "next"], [accumulated, next], at: node)
        }
        return accumulated
    }

    private func callBuilder(
        _ builder: TypeDecl, _ name: String, label: String?, _ values: [Value], at node: some SyntaxProtocol
    ) throws -> Value {
        try callBuilder(builder, name, labels: values.map { _ in label }, values, at: node)
    }

    /// `Builder.name(values…)`: the first available overload whose
    /// parameters take the values (by label, count and type).
    private func callBuilder(
        _ builder: TypeDecl, _ name: String, labels: [String?], _ values: [Value], at node: some SyntaxProtocol
    ) throws -> Value {
        let candidates = (builder.methods[name] ?? []).filter { $0.isStatic && !Self.isUnavailable($0) }
        for candidate in candidates where fits(candidate.parameters, labels: labels) {
            guard try accepts(candidate.parameters, values) else { continue }
            var arguments: [Argument] = []
            for (label, value) in zip(labels, values) { arguments.append(Argument(label: label, value: value)) }
            return try invokeMethod(
                candidate, owner: builder, arguments, selfBox: Box(.metatype(builder.name)), at: node)
        }
        return gap("\(builder.name).\(name) for these values", at: node)
    }

    /// Whether `values` fit `parameters`' types (a generic parameter takes any).
    private func accepts(_ parameters: [Parameter], _ values: [Value]) throws -> Bool {
        for (index, value) in values.enumerated() {
            guard let parameter = index < parameters.count ? parameters[index] : parameters.last(where: \.isVariadic),
                let type = parameter.type
            else { return false }
            if case .tuple(let members, _) = type, members.isEmpty {
                guard case .void = value else { return false }
                continue
            }
            guard isKnownType(type) else { continue }
            if try !isInstance(value, of: type) { return false }
        }
        return true
    }

    /// Whether a body says `return` (outside closures and nested functions):
    /// the compiler then runs it as written, not through its builder.
    static func returnsExplicitly(_ items: CodeBlockItemListSyntax) -> Bool {
        let finder = ReturnFinder(viewMode: .sourceAccurate)
        finder.walk(items)
        return finder.found
    }

    /// `@available(*, unavailable)`: a build function the compiler never picks.
    static func isUnavailable(_ function: FunctionDecl) -> Bool {
        guard let attributes = function.node.as(FunctionDeclSyntax.self)?.attributes else { return false }
        return attributes.contains {
            $0.trimmedDescription.hasPrefix("@available") && $0.trimmedDescription.contains("unavailable")
        }
    }
}

/// Finds a `return` of a body, not of a closure or function inside it.
private final class ReturnFinder: SyntaxVisitor {
    var found = false
    override func visit(_ node: ClosureExprSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
    override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
    override func visit(_ node: ReturnStmtSyntax) -> SyntaxVisitorContinueKind {
        found = true
        return .skipChildren
    }
}
