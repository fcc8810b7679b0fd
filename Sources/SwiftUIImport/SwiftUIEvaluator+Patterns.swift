internal import SwiftEval
internal import SwiftSyntax
internal import SwiftUISource

extension SwiftUIEvaluator {
    /// An enum case that carries values (`.title("Space")`,
    /// `SocialFeedTag.donut(.classic)`): the case of a source enum, each
    /// value read as the type the case declares; `nil` when `call` makes none.
    func enumCase(_ call: FunctionCallExprSyntax, of declared: TypeDeclaration? = nil, _ scope: Scope) -> SwiftValue? {
        guard let member = call.calledExpression.as(MemberAccessExprSyntax.self) else { return nil }
        let name = member.declName.baseName.text
        // Most calls are not cases: only a name some enum of the sources declares is looked further.
        guard payloadCaseOwners()[name] != nil else { return nil }
        let owner: TypeDeclaration?
        if let declared {
            owner = declared
        } else if let base = member.base {
            owner = resolveType(base.tokenText, scope)
        } else {
            // `.title("Space")` where no type is written: the one enum of the sources with such a case.
            let candidates = payloadCaseOwners()[name] ?? []
            owner = candidates.count == 1 ? sources.types[candidates[0]] : nil
        }
        guard let owner, owner.kind == .enumeration, let found = owner.cases.first(where: { $0.name == name }),
            !found.associatedValues.isEmpty
        else { return nil }
        let arguments = allArguments(call)
        var payload: [SwiftValue] = []
        for (index, associated) in found.associatedValues.enumerated() {
            let argument =
                arguments.first { $0.label?.text != nil && $0.label?.text == associated.label }
                ?? (index < arguments.count ? arguments[index] : nil)
            payload.append(
                argument.map { value($0.expression, as: associated.type, scope) } ?? .unknown(associated.label ?? name))
        }
        return .member(type: owner.qualifiedName, name: name, payload: payload)
    }

    /// The enums of the sources by the names of their cases that carry values, worked out once.
    private func payloadCaseOwners() -> [String: [String]] {
        if let known = cache.payloadCaseOwners { return known }
        var owners: [String: [String]] = [:]
        for type in sources.types.values where type.kind == .enumeration {
            for found in type.cases where !found.associatedValues.isEmpty {
                owners[found.name, default: []].append(type.qualifiedName)
            }
        }
        cache.payloadCaseOwners = owners
        return owners
    }

    /// `let (a, b) = made`: each name the pattern declares bound to its
    /// part; when `made` is not known, each name is unknown, said as
    /// itself, for the reason the value is unknown (noted at `written`).
    func declare(
        _ pattern: PatternSyntax, _ made: SwiftValue, written: ExprSyntax, _ scope: inout Scope
    ) {
        var bound = scope
        if matches(pattern, made, scope, into: &bound, binding: true) == true {
            scope.values = bound.values
            return
        }
        let cause = cache.unknownNotes[made.text].map { Unknown($0.cause, $0.detail) }
        for token in pattern.tokens(viewMode: .sourceAccurate) {
            guard case .identifier(let name) = token.tokenKind, token.parent?.is(IdentifierPatternSyntax.self) == true
            else { continue }
            scope.values[name] = .unknown(name)
            noteUnknown(.unknown(name), cause: cause, at: written, scope)
        }
    }

    /// Whether `subject` matches a `case` pattern (`.title(let text)`,
    /// `let .donut(donut)`, `(.a, _)`, `"x"`), binding the names it
    /// declares into `bound`; `nil` when the subject is not known enough.
    func matches(
        _ pattern: PatternSyntax, _ subject: SwiftValue, _ scope: Scope, into bound: inout Scope, binding: Bool = false
    ) -> Bool? {
        if let valueBinding = pattern.as(ValueBindingPatternSyntax.self) {
            return matches(valueBinding.pattern, subject, scope, into: &bound, binding: true)
        }
        if let identifier = pattern.as(IdentifierPatternSyntax.self) {
            bound.values[identifier.identifier.text] = subject
            return true
        }
        if pattern.is(WildcardPatternSyntax.self) { return true }
        if let tuple = pattern.as(TuplePatternSyntax.self) {
            guard case .array(let parts) = subject, parts.count == tuple.elements.count else {
                return subject.isUnknown ? nil : false
            }
            return all(
                zip(tuple.elements, parts).map { element, part in
                    matches(element.pattern, part, scope, into: &bound, binding: binding)
                })
        }
        guard let expression = pattern.as(ExpressionPatternSyntax.self)?.expression else { return nil }
        return matches(expression, subject, scope, into: &bound, binding: binding)
    }

    private func matches(
        _ expression: ExprSyntax, _ subject: SwiftValue, _ scope: Scope, into bound: inout Scope, binding: Bool
    ) -> Bool? {
        if let inner = expression.as(PatternExprSyntax.self) {
            return matches(inner.pattern, subject, scope, into: &bound, binding: binding)
        }
        if binding, let name = expression.as(DeclReferenceExprSyntax.self)?.baseName.text {
            bound.values[name] = subject
            return true
        }
        if expression.is(DiscardAssignmentExprSyntax.self) { return true }
        if let tuple = expression.as(TupleExprSyntax.self), tuple.elements.count > 1 {
            guard case .array(let parts) = subject, parts.count == tuple.elements.count else {
                return subject.isUnknown ? nil : false
            }
            return all(
                zip(tuple.elements, parts).map { element, part in
                    matches(element.expression, part, scope, into: &bound, binding: binding)
                })
        }
        if let optional = expression.as(OptionalChainingExprSyntax.self) {
            // `let name?`: any value but `nil`.
            if subject == .null { return false }
            return matches(optional.expression, subject, scope, into: &bound, binding: binding)
        }
        if let call = expression.as(FunctionCallExprSyntax.self),
            let member = call.calledExpression.as(MemberAccessExprSyntax.self)
        {
            if member.declName.baseName.text == "some", call.arguments.count == 1,
                let wrapped = call.arguments.first?.expression
            {
                if subject == .null { return false }
                return matches(wrapped, subject, scope, into: &bound, binding: binding)
            }
            // `.title(let text)`: the case by name, then what it carries.
            guard case .member(_, let name, let payload) = subject else { return subject == .null ? false : nil }
            guard name == member.declName.baseName.text else { return false }
            var results: [Bool?] = []
            for (index, argument) in call.arguments.enumerated() {
                let carried = index < payload.count ? payload[index] : unknown(argument.expression)
                results.append(matches(argument.expression, carried, scope, into: &bound, binding: binding))
            }
            return all(results)
        }
        guard !subject.isUnknown else { return nil }
        return Self.same(value(expression, scope), subject)
    }

    /// All hold: `false` when one fails, `nil` when none fails but one is not known.
    private func all(_ results: [Bool?]) -> Bool? {
        if results.contains(false) { return false }
        return results.contains(nil) ? nil : true
    }
}
