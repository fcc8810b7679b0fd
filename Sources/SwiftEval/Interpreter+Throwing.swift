import SwiftSyntax

/// What happens to a path on which an error is thrown, as seen from where
/// the interpreter is: the code goes on (a `catch` that handles it, `try?`),
/// or it ends (`try!`, an uncaught error, a `catch` that calls `fatalError`).
enum ThrowOutcome {
    case continues
    case ends
}

extension Interpreter {
    /// Where an error thrown now goes: the innermost handler being run, else
    /// the program's end (a program run alone) or an unseen caller (a client's
    /// evaluation, which may catch it).
    var throwOutcome: ThrowOutcome {
        errorHandlers.last ?? (lazyGlobals ? .continues : .ends)
    }

    /// `try expression` whose value is unknown: the call may have thrown, and
    /// the interpreter cannot tell. Where a throw ends the program or traps,
    /// the only path that goes on is the one that did not throw; elsewhere
    /// which path runs is unknown.
    func checkUnknownThrow(_ value: Value, at node: TryExprSyntax) throws {
        guard case .unknown(let unknown) = value, throwOutcome == .continues else { return }
        throw stop(
            .unknownControlFlow, "whether \(node.expression.trimmedDescription) throws is unknown (\(unknown.detail))",
            at: node, cause: unknown.cause)
    }

    /// Runs `body` with `outcome` as the handler of what it throws.
    func handling<T>(_ outcome: ThrowOutcome, _ body: () throws -> T) rethrows -> T {
        errorHandlers.append(outcome)
        defer { errorHandlers.removeLast() }
        return try body()
    }

    /// What a `do` statement's `catch` clauses do with an error: they end
    /// the path when every clause ends it (calls a function that never
    /// returns, or throws on to a handler that ends it) and either one
    /// catches every error or an outer handler ends the path too.
    func outcome(of node: DoStmtSyntax) -> ThrowOutcome {
        let outer = throwOutcome
        var catchesAll = false
        for clause in node.catchClauses {
            switch Self.clauseEnd(clause.body) {
            case .never: break
            case .throwsOn: if outer == .continues { return .continues }
            case .goesOn: return .continues
            }
            if clause.catchItems.isEmpty
                || clause.catchItems.contains(where: {
                    $0.whereClause == nil && ($0.pattern?.is(ValueBindingPatternSyntax.self) ?? true)
                        && $0.pattern?.as(ValueBindingPatternSyntax.self)?.pattern.is(IdentifierPatternSyntax.self)
                            ?? true
                })
            {
                catchesAll = true
            }
        }
        return catchesAll || outer == .ends ? .ends : .continues
    }

    /// How a catch clause's body ends.
    enum ClauseEnd {
        /// In a call to a function that never returns (`fatalError`).
        case never
        /// In `throw`, to the next handler.
        case throwsOn
        /// Its path may go on.
        case goesOn
    }

    /// Functions of the standard library that never return.
    static let neverReturning: Set<String> = ["fatalError", "preconditionFailure", "exit", "abort"]

    static func clauseEnd(_ body: CodeBlockSyntax) -> ClauseEnd {
        guard let last = body.statements.last?.item else { return .goesOn }
        // A clause that can leave early (return, break, continue) goes on.
        let leaves = body.statements.dropLast().contains { item in
            item.tokens(viewMode: .sourceAccurate).contains {
                [.keyword(.return), .keyword(.break), .keyword(.continue), .keyword(.throw)].contains($0.tokenKind)
            }
        }
        if leaves { return .goesOn }
        if last.is(ThrowStmtSyntax.self) { return .throwsOn }
        let expression = last.as(ExpressionStmtSyntax.self)?.expression ?? last.as(ExprSyntax.self)
        if let call = expression?.as(FunctionCallExprSyntax.self),
            let name = call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text,
            neverReturning.contains(name)
        {
            return .never
        }
        return .goesOn
    }
}
