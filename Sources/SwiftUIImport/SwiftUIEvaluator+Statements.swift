internal import SwiftEval
internal import SwiftSyntax
internal import SwiftUISource

extension SwiftUIEvaluator {
    /// Whether `item` is `return` with a value.
    static func returnsValue(_ item: CodeBlockItemSyntax) -> Bool {
        guard case .stmt(let stmt) = item.item else { return false }
        return stmt.as(ReturnStmtSyntax.self)?.expression != nil
    }

    /// How a run of statements ended.
    enum Flow {
        /// It ran to its end.
        case next
        /// `return` (or an implicit result); ``SwiftValue/unsettled`` when a
        /// condition it needed was not known.
        case returned(SwiftValue)
        case breakLoop, continueLoop
    }

    /// Loops run at most this many times.
    static let maximumIterations = 1_000

    /// Runs the statements of a getter, function or closure body: local
    /// `let`/`var`s, assignments and `+=`-style updates, `append` on a local
    /// array, `if`/`guard`/`switch`, `for … in` over known values with
    /// `where`, `break` and `continue`, and `return`. A body of one
    /// expression is its result (`implicitResult`), as in Swift.
    func execute(
        _ statements: CodeBlockItemListSyntax, _ scope: inout Scope, returning: TypeSyntax?, implicitResult: Bool
    ) -> Flow {
        execute(items: activeStatements(statements), &scope, returning: returning, implicitResult: implicitResult)
    }

    /// Runs `items` (statements of one list, `#if` resolved) in turn; in a
    /// live action, `Task.sleep` leaves the rest to run when its time comes.
    func execute(
        items: [CodeBlockItemSyntax], _ scope: inout Scope, returning: TypeSyntax?, implicitResult: Bool
    ) -> Flow {
        let single = implicitResult && items.count == 1
        for (position, statement) in items.enumerated() {
            if let live, live.running, suspends(at: statement, rest: Array(items[(position + 1)...]), scope, live) {
                return .next
            }
            if live?.suspended == true {
                // A wait deeper inside (a `do` body) holds up the statements after it, which this does not run.
                warnNotRun(statement, scope)
                return .next
            }
            let flow: Flow
            switch statement.item {
            case .decl(let decl):
                declare(decl, &scope)
                continue
            case .expr(let expr):
                flow = perform(expr, &scope, returning: returning, implicitResult: single)
            case .stmt(let stmt):
                flow = perform(stmt, &scope, returning: returning, implicitResult: single)
            }
            if restWaits {
                // The interpreter runs what follows once the statement that waits is done.
                runRestInInterpreter(items[(position + 1)...], scope)
                return .next
            }
            if case .next = flow { continue }
            return flow
        }
        return .next
    }

    /// `let x = …`, `var (a, b) = …`: names bound in `scope`.
    private func declare(_ decl: DeclSyntax, _ scope: inout Scope) {
        for binding in decl.as(VariableDeclSyntax.self)?.bindings ?? [] {
            guard let initial = binding.initializer?.value else { continue }
            let made = value(initial, as: binding.typeAnnotation?.type, scope)
            if let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text {
                scope.values[name] = made
            } else {
                declare(binding.pattern, made, written: initial, &scope)
            }
        }
    }

    private func perform(_ stmt: StmtSyntax, _ scope: inout Scope, returning: TypeSyntax?, implicitResult: Bool) -> Flow
    {
        if let guardStmt = stmt.as(GuardStmtSyntax.self) {
            switch conditionsHold(guardStmt.conditions, &scope) {
            case true?: return .next
            case false?:
                // What the body assigns to names outside it stays assigned (`state = x; return`).
                let flow = within(&scope, scope) {
                    execute(guardStmt.body.statements, &$0, returning: returning, implicitResult: false)
                }
                // A guard's body leaves; one that does not in a way read here (`throw`, `fatalError`) settles nothing.
                if case .next = flow { return .returned(.unsettled) }
                return flow
            case nil: return .returned(.unsettled)
            }
        }
        if let returned = stmt.as(ReturnStmtSyntax.self) {
            return .returned(returned.expression.map { value($0, as: returning, scope) } ?? .null)
        }
        if let expression = stmt.as(ExpressionStmtSyntax.self) {
            return perform(expression.expression, &scope, returning: returning, implicitResult: implicitResult)
        }
        if let loop = stmt.as(ForStmtSyntax.self) {
            // `for await`: the interpreter waits for each element.
            if loop.awaitKeyword != nil, live?.running == true, runInInterpreter(loop, &scope) { return .next }
            return forLoop(loop, &scope, returning: returning)
        }
        if stmt.is(BreakStmtSyntax.self) { return .breakLoop }
        if stmt.is(ContinueStmtSyntax.self) { return .continueLoop }
        // An action runs the body of its `do` (what throws is not known, so its `catch` is not run).
        if let doStmt = stmt.as(DoStmtSyntax.self), live?.running == true {
            return within(&scope, scope) {
                execute(doStmt.body.statements, &$0, returning: returning, implicitResult: false)
            }
        }
        // `while`, `repeat`, `do`, `throw` and the rest are not run: what follows is not known.
        if live?.running == true {
            if runInInterpreter(stmt, &scope) { return .next }
            warn("this code is not run by a11ysim ('\(Self.source(stmt))'); it changes nothing", at: stmt, scope)
        }
        return .returned(.unsettled)
    }

    private func perform(
        _ written: ExprSyntax, _ scope: inout Scope, returning: TypeSyntax?, implicitResult: Bool
    ) -> Flow {
        let expr = fold(written)
        if let ifExpr = expr.as(IfExprSyntax.self) {
            return branch(ifExpr, &scope, returning: returning, implicitResult: implicitResult)
        }
        if let switchExpr = expr.as(SwitchExprSyntax.self) {
            return branch(switchExpr, &scope, returning: returning, implicitResult: implicitResult)
        }
        if let infix = expr.as(InfixOperatorExprSyntax.self), assign(infix, &scope) { return .next }
        if let call = expr.as(FunctionCallExprSyntax.self), mutate(call, &scope) { return .next }
        if implicitResult { return .returned(value(expr, as: returning, scope)) }
        if let live, live.running {
            runStatement(expr, &scope)
            return .next
        }
        forgetMentioned(in: expr, &scope)
        return .next
    }

    /// A statement run only for what it changes, which is not read here
    /// (`orders.forEach { result[$0.status].append($0) }`): every name it
    /// mentions may have changed, so none of them is known after it.
    private func forgetMentioned(in expr: ExprSyntax, _ scope: inout Scope) {
        for token in expr.tokens(viewMode: .sourceAccurate) {
            guard case .identifier(let name) = token.tokenKind, let old = scope.values[name] else { continue }
            scope.values[name] = .unknown(name)
            // A value already unknown stays unknown for its reason (`result.sort(…)` of unread rows).
            if case .unknown(let text) = old, let note = cache.unknownNotes[text] {
                noteUnknown(name, cause: Unknown(note.cause, note.detail), at: note.place)
            }
        }
    }

    /// `if`: the branch its conditions pick; what the branch assigns to
    /// names outside it stays assigned.
    private func branch(
        _ ifExpr: IfExprSyntax, _ scope: inout Scope, returning: TypeSyntax?, implicitResult: Bool
    ) -> Flow {
        var inner = scope
        let holds = conditionsHold(ifExpr.conditions, &inner)
        // What the conditions changed (a model's method they call) stays changed.
        for name in scope.values.keys { if let changed = inner.values[name] { scope.values[name] = changed } }
        switch holds {
        case true?:
            return within(&scope, inner) {
                execute(ifExpr.body.statements, &$0, returning: returning, implicitResult: implicitResult)
            }
        case false?:
            switch ifExpr.elseBody {
            case .codeBlock(let block)?:
                return within(&scope, scope) {
                    execute(block.statements, &$0, returning: returning, implicitResult: implicitResult)
                }
            case .ifExpr(let next)?:
                return branch(next, &scope, returning: returning, implicitResult: implicitResult)
            case nil:
                return .next
            }
        case nil:
            return .returned(.unsettled)
        }
    }

    /// `switch`: the first case whose pattern matches, with what it binds.
    private func branch(
        _ switchExpr: SwitchExprSyntax, _ scope: inout Scope, returning: TypeSyntax?, implicitResult: Bool
    ) -> Flow {
        let subject = value(switchExpr.subject, scope)
        guard !subject.isUnknown else { return .returned(.unsettled) }
        for switchCase in activeCases(switchExpr.cases) {
            switch switchCase.label {
            case .default:
                return within(&scope, scope) {
                    execute(switchCase.statements, &$0, returning: returning, implicitResult: implicitResult)
                }
            case .case(let label):
                for caseItem in label.caseItems {
                    var bound = scope
                    switch matches(caseItem.pattern, subject, scope, into: &bound) {
                    case true?:
                        if let condition = caseItem.whereClause?.condition {
                            guard case .bool(let holds) = value(condition, bound) else { return .returned(.unsettled) }
                            if !holds { continue }
                        }
                        return within(&scope, bound) {
                            execute(switchCase.statements, &$0, returning: returning, implicitResult: implicitResult)
                        }
                    case false?: continue
                    case nil: return .returned(.unsettled)
                    }
                }
            }
        }
        return .returned(.unsettled)
    }

    /// `for item in items where test { … }` over a known array or range.
    private func forLoop(_ loop: ForStmtSyntax, _ scope: inout Scope, returning: TypeSyntax?) -> Flow {
        guard loop.tryKeyword == nil, loop.awaitKeyword == nil else { return .returned(.unsettled) }
        let items: [SwiftValue]
        if let span = range(loop.sequence, scope) {
            let upper = span.closed ? span.upper : span.upper - 1
            items = upper >= span.lower ? stride(from: span.lower, through: upper, by: 1).map(SwiftValue.number) : []
        } else if case .array(let known) = value(loop.sequence, scope) {
            items = known
        } else {
            return .returned(.unsettled)
        }
        guard items.count <= Self.maximumIterations else { return .returned(.unsettled) }
        for item in items {
            var bound = scope
            guard matches(loop.pattern, item, scope, into: &bound, binding: true) == true else {
                return .returned(.unsettled)
            }
            if let condition = loop.whereClause?.condition {
                guard case .bool(let holds) = value(condition, bound) else { return .returned(.unsettled) }
                if !holds { continue }
            }
            let flow = within(&scope, bound) {
                execute(loop.body.statements, &$0, returning: returning, implicitResult: false)
            }
            switch flow {
            case .returned: return flow
            case .breakLoop: return .next
            case .next, .continueLoop: continue
            }
        }
        return .next
    }

    /// Runs `body` in `inner`, then keeps what it assigned to the names `scope` already had.
    func within(_ scope: inout Scope, _ inner: Scope, _ body: (inout Scope) -> Flow) -> Flow {
        var inner = inner
        let flow = body(&inner)
        for name in scope.values.keys { if let changed = inner.values[name] { scope.values[name] = changed } }
        return flow
    }

    /// `total = …`, `total += price`, `self.best = flavor`, `item.count = 2`
    /// on a local; whether `infix` is an assignment.
    private func assign(_ infix: InfixOperatorExprSyntax, _ scope: inout Scope) -> Bool {
        let op: String
        if infix.operator.is(AssignmentExprSyntax.self) {
            op = "="
        } else if let binary = infix.operator.as(BinaryOperatorExprSyntax.self)?.operator.text,
            ["+=", "-=", "*=", "/="].contains(binary)
        {
            op = binary
        } else {
            return false
        }
        var target = infix.leftOperand
        if let member = target.as(MemberAccessExprSyntax.self),
            member.base?.as(DeclReferenceExprSyntax.self)?.baseName.text == "self"
        {
            target = ExprSyntax(DeclReferenceExprSyntax(baseName: member.declName.baseName))
        }
        // `sheet = .choreForm(chore: nil)`: an implicit member read as the property's declared type.
        let declared =
            target.as(DeclReferenceExprSyntax.self).flatMap {
                scope.values[$0.baseName.text] == nil ? scope.type?.property($0.baseName.text)?.type : nil
            }
            ?? target.as(DeclReferenceExprSyntax.self).flatMap { reference in
                scope.type?.property(reference.baseName.text)?.type
            }
        let assigned = value(infix.rightOperand, as: declared, scope)
        if op == "=", let name = target.as(DeclReferenceExprSyntax.self)?.baseName.text, deliversLater(to: name, scope)
        {
            return true
        }
        live?.awaitedTimer = nil
        func updated(_ old: SwiftValue) -> SwiftValue {
            guard op != "=" else { return assigned }
            return binary(String(op.dropLast()), old, assigned, ExprSyntax(infix))
        }
        if let name = target.as(DeclReferenceExprSyntax.self)?.baseName.text {
            scope.values[name] = updated(scope.values[name] ?? lookup(name, target, scope))
        } else if let member = target.as(MemberAccessExprSyntax.self),
            let owner = member.base?.as(DeclReferenceExprSyntax.self)?.baseName.text,
            case .instance(let type, var properties)? = scope.values[owner]
        {
            let name = member.declName.baseName.text
            properties[name] = updated(properties[name] ?? unknown(member))
            scope.values[owner] = .instance(type: type, properties: properties)
        } else {
            // `result[key] = x`, `model.items = []`: what changed is not followed, so what it names is no longer known.
            forgetMentioned(in: infix.leftOperand, &scope)
        }
        return true
    }

    /// `names.append(x)`, `append(contentsOf:)`, `insert(_:at: 0)`, `removeAll()` on a local array; whether `call` is one.
    private func mutate(_ call: FunctionCallExprSyntax, _ scope: inout Scope) -> Bool {
        guard let member = call.calledExpression.as(MemberAccessExprSyntax.self),
            let owner = member.base?.as(DeclReferenceExprSyntax.self)?.baseName.text,
            case .array(var items)? = scope.values[owner]
        else { return false }
        let argument = call.arguments.first.map { value($0.expression, scope) }
        switch (member.declName.baseName.text, call.arguments.first?.label?.text) {
        case ("append", nil): items.append(argument ?? .null)
        case ("append", "contentsOf"):
            guard case .array(let more)? = argument else {
                scope.values[owner] = .unknown(owner)
                return true
            }
            items += more
        case ("insert", nil)
        where call.arguments.count == 2 && value(call.arguments.last!.expression, scope).number == 0:
            items.insert(argument ?? .null, at: 0)
        case ("removeAll", nil) where call.arguments.isEmpty: items.removeAll()
        default: return false
        }
        scope.values[owner] = .array(items)
        return true
    }
}

extension SwiftUIEvaluator {
    /// What a closure passed in returns when called (`condition()` of a
    /// `condition: () -> Bool`): its body run where it was written, with
    /// its parameters bound to the arguments.
    func passedClosureValue(_ passed: PassedClosure, _ call: FunctionCallExprSyntax, _ scope: Scope) -> SwiftValue {
        var inner = passed.scope
        for (parameter, argument) in zip(Self.parameterNames(passed.closure), call.arguments) {
            inner.values[parameter] = value(argument.expression, scope)
        }
        guard
            case .returned(let result) = execute(
                passed.closure.statements, &inner, returning: nil, implicitResult: true)
        else { return unknown(ExprSyntax(call)) }
        return result.said(as: Self.source(call))
    }

    /// `await imageLoader()` of a closure passed in: what it returns when it
    /// runs to its end without waiting (`{ nil }`); unknown when it waits
    /// (its result comes later) or is another call.
    func awaitedValue(_ awaited: AwaitExprSyntax, _ scope: Scope) -> SwiftValue {
        var inner = awaited.expression
        if let tried = inner.as(TryExprSyntax.self) { inner = tried.expression }
        guard let call = inner.as(FunctionCallExprSyntax.self) else { return unknown(awaited) }
        let name = call.calledExpression.tokenText
        let kept = scope.actions[name].flatMap { action in
            action.syntax.as(ClosureExprSyntax.self).map { PassedClosure($0, in: action.scope) }
        }
        guard let passed = scope.closures[name] ?? kept else { return unknown(awaited) }
        let waiting = live?.suspended ?? false
        let timers = live?.timers.count ?? 0
        let result = passedClosureValue(passed, call, scope)
        guard let live, live.suspended != waiting else { return result }
        // It waits: the statements after its wait run later, and what it returns is not known now
        // (an assignment of it takes it when they return: ``deliversLater(to:_:)``).
        live.suspended = waiting
        if live.timers.count == timers + 1 { live.awaitedTimer = timers }
        return unknown(awaited)
    }
}
