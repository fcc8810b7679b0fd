import SwiftSyntax

extension Interpreter {
    /// Whether every condition holds; bindings go into `scope`.
    func conditions(_ list: ConditionElementListSyntax, bindInto scope: Scope) throws -> Bool {
        for element in list {
            switch element.condition {
            case .expression(let expression):
                guard try truth(evaluate(expression, in: scope), at: expression) else { return false }
            case .optionalBinding(let binding):
                let value: Value
                if let initializer = binding.initializer {
                    value = try evaluate(initializer.value, in: scope)
                } else {
                    value = try lookupName(binding.pattern.trimmedDescription, in: scope, at: binding)
                }
                switch value {
                case .optional(nil): return false
                case .unknown(let unknown):
                    throw stop(
                        .unknownControlFlow,
                        "whether \(binding.pattern.trimmedDescription) has a value depends on an unknown (\(unknown.detail))",
                        at: binding, cause: unknown.cause)
                default:
                    let inner = value.unwrappedOnce
                    let type = binding.typeAnnotation.map { TypeRef($0.type) }
                    try bindPattern(binding.pattern, coerce(inner, to: type), in: scope, constant: true, at: binding)
                }
            case .matchingPattern(let node):
                let value = try evaluate(node.initializer.value, in: scope)
                guard try match(node.pattern, value, bindInto: scope, at: node) else { return false }
            case .availability:
                continue
            }
        }
        return true
    }

    func executeIf(_ node: IfExprSyntax, in scope: Scope) throws -> Flow {
        let inner = Scope(parent: scope)
        if try conditions(node.conditions, bindInto: inner) {
            return try execute(node.body.statements, in: inner)
        }
        switch node.elseBody {
        case .ifExpr(let next): return try executeIf(next, in: scope)
        case .codeBlock(let block): return try execute(block.statements, in: Scope(parent: scope))
        case nil: return .next
        }
    }

    func executeWhile(_ node: WhileStmtSyntax, label: String?, in scope: Scope) throws -> Flow {
        while true {
            try step(node)
            let inner = Scope(parent: scope)
            guard try conditions(node.conditions, bindInto: inner) else { return .next }
            if let flow = loopFlow(try execute(node.body.statements, in: inner), label: label) { return flow }
        }
    }

    func executeRepeat(_ node: RepeatStmtSyntax, label: String?, in scope: Scope) throws -> Flow {
        repeat {
            try step(node)
            if let flow = loopFlow(try execute(node.body.statements, in: Scope(parent: scope)), label: label) {
                return flow
            }
        } while try truth(evaluate(node.condition, in: scope), at: node.condition)
        return .next
    }

    func executeFor(_ node: ForStmtSyntax, label: String?, in scope: Scope) throws -> Flow {
        let sequence = try evaluate(node.sequence, in: scope)
        let elementType = staticElementType(of: node.sequence, in: scope)
        var result: Flow = .next
        try forEachElement(of: sequence, at: node.sequence) { element in
            try step(node)
            let inner = Scope(parent: scope)
            if node.caseKeyword != nil {
                guard try match(node.pattern, element, bindInto: inner, at: node) else { return true }
            } else {
                try bindPattern(node.pattern, element, in: inner, constant: true, at: node)
                if let elementType, let name = node.pattern.as(IdentifierPatternSyntax.self)?.identifier.bare {
                    inner.lookup(name)?.inferred = elementType
                }
            }
            if let condition = node.whereClause?.condition {
                guard try truth(evaluate(condition, in: inner), at: condition) else { return true }
            }
            if let flow = loopFlow(try execute(node.body.statements, in: inner), label: label) {
                result = flow
                return false
            }
            return true
        }
        return result
    }

    /// What a loop does after its body: `nil` to go on, or the flow that
    /// leaves it (`.next` for its own `break`).
    private func loopFlow(_ flow: Flow, label: String?) -> Flow? {
        switch flow {
        case .next, .fallthroughCase: return nil
        case .continueLoop(let target): return target == nil || target == label ? nil : flow
        case .breakLoop(let target): return target == nil || target == label ? .next : flow
        case .returned: return flow
        }
    }

    func executeSwitch(_ node: SwitchExprSyntax, in scope: Scope) throws -> Flow {
        let subject = try evaluate(node.subject, in: scope)
        if case .unknown(let unknown) = subject {
            throw stop(
                .unknownControlFlow, "the switch's subject is unknown (\(unknown.detail))", at: node.subject,
                cause: unknown.cause)
        }
        let cases = activeCases(node.cases)
        var falling = false
        for switchCase in cases {
            let inner = Scope(parent: scope)
            if !falling {
                guard try caseMatches(switchCase, subject, bindInto: inner) else { continue }
            }
            let flow = try execute(switchCase.statements, in: inner)
            switch flow {
            case .fallthroughCase: falling = true
            case .breakLoop(nil): return .next
            default: return flow
            }
        }
        return .next
    }

    func caseMatches(_ switchCase: SwitchCaseSyntax, _ subject: Value, bindInto scope: Scope) throws -> Bool {
        switch switchCase.label {
        case .default: return true
        case .case(let label):
            for item in label.caseItems {
                let attempt = Scope(parent: scope)
                guard try match(item.pattern, subject, bindInto: attempt, at: item) else { continue }
                if let condition = item.whereClause?.condition {
                    guard try truth(evaluate(condition, in: attempt), at: condition) else { continue }
                }
                try match(item.pattern, subject, bindInto: scope, at: item)
                return true
            }
            return false
        }
    }
}

extension Value {
    /// One level of optional removed; a non-optional value as it is.
    var unwrappedOnce: Value {
        if case .optional(let wrapped) = self { return wrapped ?? self }
        return self
    }
}

extension Interpreter {
    /// A switch's cases as the build has them: those inside an `#if` from its active clause.
    func activeCases(_ list: SwitchCaseListSyntax, depth: Int = 0) -> [SwitchCaseSyntax] {
        list.flatMap { item -> [SwitchCaseSyntax] in
            switch item {
            case .switchCase(let switchCase): return [switchCase]
            case .ifConfigDecl(let config):
                guard depth < 16, case .switchCases(let inner)? = declarations.activeClause(config)?.elements else {
                    return []
                }
                return activeCases(inner, depth: depth + 1)
            }
        }
    }
}
