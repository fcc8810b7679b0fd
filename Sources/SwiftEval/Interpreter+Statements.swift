import SwiftSyntax

extension Interpreter {
    /// Runs a list of statements in `scope` (a new one per block), with each
    /// `defer` run on the way out in reverse order.
    /// `reached` hears the position of each statement before it runs.
    func execute(
        _ items: CodeBlockItemListSyntax, in scope: Scope, topLevel: Bool = false, reached: ((Int) -> Void)? = nil
    ) throws -> Flow {
        var defers: [CodeBlockItemListSyntax] = []
        var shadowed: [String: TypeDecl] = [:]
        defer {
            for body in defers.reversed() { _ = try? execute(body, in: Scope(parent: scope)) }
            if !shadowed.isEmpty { declarations.restore(shadowed) }
        }
        // A local function can be called above where it is written (Swift declares them for the whole block).
        if !topLevel {
            for item in items {
                guard case .decl(let decl) = item.item, let function = decl.as(FunctionDeclSyntax.self) else {
                    continue
                }
                scope.functions[function.name.text, default: []].append(FunctionDecl(function))
            }
        }
        for (position, item) in items.enumerated() {
            reached?(position)
            try step(item)
            switch item.item {
            case .decl(let decl):
                if let node = decl.as(IfConfigDeclSyntax.self) {
                    // `#if`: the clause the build takes runs in this scope, as if written here.
                    guard case .statements(let inner)? = declarations.activeClause(node)?.elements else { continue }
                    let flow = try execute(inner, in: scope, topLevel: topLevel)
                    if case .next = flow { continue }
                    return flow
                } else if let deferred = decl.as(VariableDeclSyntax.self) {
                    try declareVariables(deferred, in: scope)
                } else if decl.is(FunctionDeclSyntax.self), !topLevel {
                    continue
                } else if !topLevel, isTypeDeclaration(decl) {
                    shadowed.merge(declarations.declareLocal(decl)) { outer, _ in outer }
                }
            case .stmt(let statement):
                if let deferred = statement.as(DeferStmtSyntax.self) {
                    defers.append(deferred.body.statements)
                    continue
                }
                let flow = try execute(statement, in: scope)
                if case .next = flow { break }
                return flow
            case .expr(let expression):
                if let flow = try executeExpressionStatement(expression, in: scope) { return flow }
            }
            try runPendingDeinits()
        }
        return .next
    }

    private func isTypeDeclaration(_ decl: DeclSyntax) -> Bool {
        decl.is(StructDeclSyntax.self) || decl.is(ClassDeclSyntax.self) || decl.is(EnumDeclSyntax.self)
            || decl.is(ExtensionDeclSyntax.self) || decl.is(ProtocolDeclSyntax.self)
    }

    /// An expression used as a statement; `if` and `switch` as statements
    /// may jump.
    private func executeExpressionStatement(_ expression: ExprSyntax, in scope: Scope) throws -> Flow? {
        if let node = expression.as(IfExprSyntax.self) {
            let flow = try executeIf(node, in: scope)
            if case .next = flow { return nil }
            return flow
        }
        if let node = expression.as(SwitchExprSyntax.self) {
            let flow = try executeSwitch(node, in: scope)
            if case .next = flow { return nil }
            return flow
        }
        _ = try evaluate(expression, in: scope)
        return nil
    }

    /// Runs one statement.
    func execute(_ statement: StmtSyntax, in scope: Scope) throws -> Flow {
        if let node = statement.as(ExpressionStmtSyntax.self) {
            return try executeExpressionStatement(node.expression, in: scope) ?? .next
        }
        if let node = statement.as(ReturnStmtSyntax.self) {
            return .returned(
                try node.expression.map { try evaluate($0, in: scope, expected: scope.expectedReturn) } ?? .void)
        }
        if let node = statement.as(GuardStmtSyntax.self) {
            let inner = scope
            if try conditions(node.conditions, bindInto: inner) { return .next }
            let flow = try execute(node.body.statements, in: Scope(parent: scope))
            if case .next = flow {
                throw stop(.unsupported, "a guard's else that does not leave the scope", at: node)
            }
            return flow
        }
        if let node = statement.as(ForStmtSyntax.self) { return try executeFor(node, label: nil, in: scope) }
        if let node = statement.as(WhileStmtSyntax.self) { return try executeWhile(node, label: nil, in: scope) }
        if let node = statement.as(RepeatStmtSyntax.self) { return try executeRepeat(node, label: nil, in: scope) }
        if let node = statement.as(LabeledStmtSyntax.self) { return try executeLabeled(node, in: scope) }
        if let node = statement.as(BreakStmtSyntax.self) { return .breakLoop(label: node.label?.text) }
        if let node = statement.as(ContinueStmtSyntax.self) { return .continueLoop(label: node.label?.text) }
        if statement.is(FallThroughStmtSyntax.self) { return .fallthroughCase }
        if let node = statement.as(ThrowStmtSyntax.self) {
            throw Interrupt.thrown(Thrown(value: try evaluate(node.expression, in: scope)))
        }
        if let node = statement.as(DoStmtSyntax.self) { return try executeDo(node, in: scope) }
        throw stop(.unsupported, "this statement (\(statement.kind)) is not evaluated", at: statement)
    }

    private func executeLabeled(_ node: LabeledStmtSyntax, in scope: Scope) throws -> Flow {
        let label = node.label.text
        let flow: Flow
        if let loop = node.statement.as(ForStmtSyntax.self) {
            flow = try executeFor(loop, label: label, in: scope)
        } else if let loop = node.statement.as(WhileStmtSyntax.self) {
            flow = try executeWhile(loop, label: label, in: scope)
        } else if let loop = node.statement.as(RepeatStmtSyntax.self) {
            flow = try executeRepeat(loop, label: label, in: scope)
        } else {
            flow = try execute(node.statement, in: scope)
        }
        if case .breakLoop(let target) = flow, target == label { return .next }
        return flow
    }

    private func executeDo(_ node: DoStmtSyntax, in scope: Scope) throws -> Flow {
        do {
            guard !node.catchClauses.isEmpty else { return try execute(node.body.statements, in: Scope(parent: scope)) }
            return try handling(outcome(of: node)) { try execute(node.body.statements, in: Scope(parent: scope)) }
        } catch Interrupt.thrown(let thrown) {
            let error = thrown.value
            for clause in node.catchClauses {
                let inner = Scope(parent: scope)
                if clause.catchItems.isEmpty {
                    inner.declare("error", Box(error, constant: true))
                    return try execute(clause.body.statements, in: inner)
                }
                for item in clause.catchItems {
                    guard let pattern = item.pattern else {
                        inner.declare("error", Box(error, constant: true))
                        return try execute(clause.body.statements, in: inner)
                    }
                    if try match(pattern, error, bindInto: inner, at: item),
                        try item.whereClause.map({ try truth(evaluate($0.condition, in: inner), at: $0) }) ?? true
                    {
                        return try execute(clause.body.statements, in: inner)
                    }
                }
            }
            throw Interrupt.thrown(thrown)
        }
    }

    /// Runs the deinitializers of objects released since the last statement.
    /// Each object's deinitializers (subclass first), then, before the next
    /// object's, those of what it alone held: Swift's order.
    func runPendingDeinits() throws {
        guard !pendingDeinits.isEmpty else { return }
        var queue = pendingDeinits
        pendingDeinits = []
        while !queue.isEmpty {
            do {
                let (type, fields) = queue.removeFirst()
                try runDeinit(type: type, fields: fields)
            }
            try runPendingDeinits()
        }
    }

    private func runDeinit(type: String, fields: [(name: String, value: Value)]) throws {
        var current: TypeDecl? = declarations.types[type]
        let object = Object(type: type)
        object.fields = fields
        while let decl = current {
            if let body = decl.deinitBody {
                let scope = Scope(
                    parent: globals, selfBox: Box(.object(object), constant: true), typeContext: decl.name)
                _ = try execute(body, in: scope)
            }
            current = superclass(of: decl)
        }
    }
}
