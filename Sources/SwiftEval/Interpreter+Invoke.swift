import SwiftSyntax

extension Interpreter {
    /// Calls a declared function or method: binds its parameters in a new
    /// frame over `scope`, runs its body, writes `inout` arguments back.
    func invoke(
        _ decl: FunctionDecl, _ arguments: [Argument], selfBox: Box?, type: TypeDecl?, scope: Scope,
        at node: some SyntaxProtocol, expected: TypeRef? = nil
    ) throws -> Value {
        callDepth += 1
        defer { callDepth -= 1 }
        if callDepth > limits.callDepth {
            throw stop(.limit, "calls nested deeper than \(limits.callDepth) (unbounded recursion?)", at: node)
        }
        let frame = Scope(parent: scope, selfBox: selfBox, typeContext: type?.name, isStatic: decl.isStatic)
        bindElement(of: selfBox?.value, owner: type, in: frame)
        if !decl.isStatic { bindGenericParameters(of: selfBox?.value, owner: type, in: frame) }
        bindApplied(selfValue: selfBox?.value, owner: type, in: frame)
        let inouts = try bind(decl.parameters, arguments, into: frame, at: node)
        bindResultType(decl, expected: expected, in: frame)
        guard let body = decl.body else { return gap("\(decl.name) has no body", at: node) }
        // `inout` arguments are written back when the call ends, thrown or not.
        let writeBack = {
            for (name, index) in inouts {
                if let value = frame.lookup(name)?.value { try arguments[index].writeBack?(value) }
            }
        }
        let result: Value
        do {
            if let builder = resultBuilder(among: decl.attributes), !Self.returnsExplicitly(body) {
                result = try coerce(buildResult(body, builder: builder, in: frame), to: decl.returnType)
            } else {
                result = try runBody(body, in: frame, expected: decl.returnType)
            }
        } catch Interrupt.thrown(let error) {
            try writeBack()
            throw Interrupt.thrown(error)
        }
        try writeBack()
        return result
    }

    /// Calls a method with `self` in `selfBox`; a mutating method's changes
    /// stay in the box for the caller to store.
    func invokeMethod(
        _ decl: FunctionDecl, owner: TypeDecl, _ arguments: [Argument], selfBox: Box, at node: some SyntaxProtocol
    ) throws -> Value {
        try invoke(decl, arguments, selfBox: selfBox, type: owner, scope: globals, at: node)
    }

    /// Whether a trailing closure passes over `parameter` (a defaulted one
    /// that is not of a function type), as Swift's forward scan does.
    static func skipsForTrailingClosure(_ parameter: Parameter, _ argument: Argument) -> Bool {
        guard argument.isTrailingClosure, parameter.defaultValue != nil, let type = parameter.type else { return false }
        return !type.isFunction
    }

    /// Binds arguments to parameters by label (defaults, variadics,
    /// unlabeled trailing closures); returns the `inout` parameters with
    /// their argument's index.
    func bind(
        _ parameters: [Parameter], _ arguments: [Argument], into frame: Scope, at node: some SyntaxProtocol
    ) throws -> [(String, Int)] {
        var index = 0
        var inouts: [(String, Int)] = []
        for parameter in parameters {
            var value: Value
            var written: TypeRef?
            if parameter.isVariadic {
                var items: [Value] = []
                if index < arguments.count, arguments[index].label == parameter.label {
                    items.append(try coerce(arguments[index].value, to: parameter.type))
                    index += 1
                    while index < arguments.count, arguments[index].label == nil {
                        items.append(try coerce(arguments[index].value, to: parameter.type))
                        index += 1
                    }
                }
                value = .array(items)
            } else if index < arguments.count, !Self.skipsForTrailingClosure(parameter, arguments[index]),
                arguments[index].label == parameter.label || arguments[index].label == nil
                    || parameter.defaultValue == nil
            {
                if parameter.isInout { inouts.append((parameter.name, index)) }
                value = try coerce(arguments[index].value, to: parameter.type)
                written = arguments[index].writtenType
                index += 1
            } else if let initial = parameter.defaultValue {
                value = try coerce(
                    defaultArgument(initial, at: Syntax(node), in: frame, expected: parameter.type), to: parameter.type)
            } else {
                throw stop(.unsupported, "no argument for the parameter \(parameter.label ?? "_")", at: node)
            }
            if !parameter.attributes.isEmpty, case .function(let function) = value, case .closure = function.kind,
                let builder = resultBuilder(among: parameter.attributes)
            {
                // A closure given to a builder parameter combines its statements by the builder.
                let marked = Function(
                    function.kind, scope: function.scope, boundSelf: function.boundSelf, signature: function.signature)
                marked.builder = builder.name
                value = .function(marked)
            }
            let type = parameter.isVariadic ? parameter.type.map(TypeRef.array) : parameter.type
            frame.declare(parameter.name, Box(value, constant: !parameter.isInout, type: type))
            bindGeneric(parameter, to: value, in: frame, written: written)
        }
        return inouts
    }

    /// Runs a body: a single expression is its value (implicit return, an
    /// `if` or `switch` expression included); otherwise what `return` gives.
    func runBody(_ items: CodeBlockItemListSyntax, in frame: Scope, expected: TypeRef?) throws -> Value {
        frame.isBody = true
        frame.returnType = expected
        // A `switch` whose every case is one expression is a value; else it is a statement
        // (its `return`, `fallthrough` and `break` run as statements do).
        if items.count == 1, let only = items.first, let expression = Self.singleExpression(only),
            expression.as(SwitchExprSyntax.self).map(Self.isSwitchExpression) ?? true
        {
            if let node = expression.as(IfExprSyntax.self) {
                return try coerce(executeIfValue(node, in: frame, expected: expected), to: expected)
            }
            if let node = expression.as(SwitchExprSyntax.self) {
                return try coerce(switchValue(node, in: frame, expected: expected), to: expected)
            }
            let value = try evaluate(expression, in: frame, expected: expected)
            try runPendingDeinits()
            return try coerce(value, to: expected)
        }
        let flow = try execute(items, in: frame)
        if case .returned(let value) = flow { return try coerce(value, to: expected) }
        return .void
    }

    /// Whether a `switch` is an expression: each case's body is one expression.
    static func isSwitchExpression(_ node: SwitchExprSyntax) -> Bool {
        node.cases.allSatisfy { item in
            guard let body = item.as(SwitchCaseSyntax.self)?.statements, body.count == 1, let only = body.first
            else { return false }
            return singleExpression(only) != nil
        }
    }

    /// The expression a body's only item is (an `if` or `switch` in
    /// statement position is wrapped in an expression statement).
    static func singleExpression(_ item: CodeBlockItemSyntax) -> ExprSyntax? {
        switch item.item {
        case .expr(let expression): return expression
        case .stmt(let statement): return statement.as(ExpressionStmtSyntax.self)?.expression
        case .decl: return nil
        }
    }

    /// The value of an `if` used as an expression (or as a whole body).
    func executeIfValue(_ node: IfExprSyntax, in scope: Scope, expected: TypeRef?) throws -> Value {
        let inner = Scope(parent: scope)
        if try conditions(node.conditions, bindInto: inner) {
            return try runBody(node.body.statements, in: inner, expected: expected)
        }
        switch node.elseBody {
        case .ifExpr(let next): return try executeIfValue(next, in: scope, expected: expected)
        case .codeBlock(let block): return try runBody(block.statements, in: Scope(parent: scope), expected: expected)
        case nil: return .void
        }
    }

    /// The value of a `switch` used as an expression.
    func switchValue(_ node: SwitchExprSyntax, in scope: Scope, expected: TypeRef?) throws -> Value {
        let subject = try evaluate(node.subject, in: scope)
        if case .unknown(let unknown) = subject {
            throw stop(
                .unknownControlFlow, "the switch's subject is unknown (\(unknown.detail))", at: node.subject,
                cause: unknown.cause)
        }
        for switchCase in activeCases(node.cases) {
            let inner = Scope(parent: scope)
            if try caseMatches(switchCase, subject, bindInto: inner) {
                return try runBody(switchCase.statements, in: inner, expected: expected)
            }
        }
        return .void
    }

    func valueOf(branch value: Value, at node: some SyntaxProtocol) throws -> Value { value }

    /// Calls a closure: its parameters (named, typed, or `$0`…) take the
    /// values; a closure of several parameters given one tuple takes its
    /// elements.
    func invokeClosure(
        _ closure: ClosureExprSyntax, _ values: [Value], scope: Scope, at node: some SyntaxProtocol,
        writeBacks: [((Value) throws -> Void)?] = [], builder: String? = nil, staticTypes: [TypeRef]? = nil,
        expectedResult: TypeRef? = nil
    ) throws -> Value {
        callDepth += 1
        defer { callDepth -= 1 }
        if callDepth > limits.callDepth {
            throw stop(.limit, "calls nested deeper than \(limits.callDepth) (unbounded recursion?)", at: node)
        }
        let frame = Scope(parent: scope)
        var names: [String] = []
        var types: [TypeRef?] = []
        var returnType: TypeRef?
        if let signature = closure.signature {
            returnType = signature.returnClause.map { TypeRef($0.type) }
            switch signature.parameterClause {
            case .simpleInput(let list): names = list.map(\.name.text)
            case .parameterClause(let clause):
                names = clause.parameters.map { ($0.secondName ?? $0.firstName).text }
                types = clause.parameters.map { $0.type.map(TypeRef.init) }
            case nil: break
            }
        }
        let count = names.isEmpty ? anonymousParameterCount(closure) : names.count
        try declareParameters(names, types, count: count, values, staticTypes: staticTypes, in: frame)
        let result: Value
        if let builder = builder.flatMap({ resultBuilder(among: [$0]) }), !Self.returnsExplicitly(closure.statements) {
            result = try coerce(buildResult(closure.statements, builder: builder, in: frame), to: returnType)
        } else {
            result = try runBody(closure.statements, in: frame, expected: returnType ?? expectedResult)
        }
        for (index, writeBack) in writeBacks.enumerated() {
            guard let writeBack else { continue }
            let name = names.isEmpty ? "$\(index)" : (index < names.count ? names[index] : "_")
            if let value = frame.lookup(name)?.value { try writeBack(value) }
        }
        return result
    }

    /// A closure's parameters declared in its frame: named ones converted
    /// to their written types, else `$0`…; with the static types its caller
    /// knows (a collection's element type).
    private func declareParameters(
        _ names: [String], _ types: [TypeRef?], count: Int, _ values: [Value], staticTypes: [TypeRef]?,
        in frame: Scope
    ) throws {
        var arguments = values
        if count > 1, arguments.count == 1, case .tuple(let items, _) = arguments[0], items.count == count {
            arguments = items
        }
        if names.isEmpty, count == 1, arguments.count > 1 {
            arguments = [.tuple(arguments, labels: arguments.map { _ in nil })]
        }
        // Static types hold only when each value is one parameter (no tuple split or joined).
        let staticTypes = staticTypes?.count == values.count && arguments.count == values.count ? staticTypes : nil
        if names.isEmpty {
            for (index, value) in arguments.enumerated() where index < max(count, 0) {
                let box = Box(value, constant: true)
                if let staticTypes, index < staticTypes.count { box.inferred = staticTypes[index] }
                frame.declare("$\(index)", box)
            }
        } else {
            for (index, name) in names.enumerated() where name != "_" && index < arguments.count {
                let type = index < types.count ? types[index] : nil
                let box = Box(try coerce(arguments[index], to: type), constant: true, type: type)
                if let staticTypes, index < staticTypes.count { box.inferred = staticTypes[index] }
                frame.declare(name, box)
            }
        }
    }

    /// How many `$n` a closure uses (the highest plus one), not counting
    /// closures inside it.
    func anonymousParameterCount(_ closure: ClosureExprSyntax) -> Int {
        if let known = anonymousCounts[closure.id] { return known }
        let finder = DollarFinder(viewMode: .sourceAccurate)
        finder.walk(closure.statements)
        anonymousCounts[closure.id] = finder.highest + 1
        return finder.highest + 1
    }
}

/// Finds the highest `$n` of a closure body, outside nested closures.
final class DollarFinder: SyntaxVisitor {
    var highest = -1
    override func visit(_ node: ClosureExprSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
    override func visit(_ node: DeclReferenceExprSyntax) -> SyntaxVisitorContinueKind {
        let text = node.baseName.text
        if text.hasPrefix("$"), let number = Int(text.dropFirst()) { highest = max(highest, number) }
        return .skipChildren
    }
}
