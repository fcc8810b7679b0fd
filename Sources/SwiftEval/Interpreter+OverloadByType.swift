import SwiftSyntax

/// Overloads that differ only by their parameters' types
/// (`func scale(_ by: Int)`, `func scale(_ by: String)`): the one whose
/// types take the arguments, as the compiler picks it.
extension Interpreter {
    /// The overload of `candidates` (one type's, or one scope's, functions
    /// of a name) that the call's arguments pick by type, with the
    /// arguments evaluated once; `nil` when at most one fits the labels (the
    /// caller evaluates the arguments with that one's types). Several or
    /// none taking the arguments stop the run rather than guess.
    func overloadByType(
        _ candidates: [FunctionDecl], labels: [String?], _ syntax: [(label: String?, expression: ExprSyntax)],
        in scope: Scope, at node: some SyntaxProtocol
    ) throws -> (FunctionDecl, [Argument])? {
        let fitting = candidates.filter { $0.body != nil && fits($0.parameters, labels: labels) }
        guard fitting.count > 1 else { return nil }
        let arguments = try evaluateArguments(syntax, for: nil, in: scope)
        let values = arguments.map(\.value)
        if let unknown = values.first(where: \.isUnknown), case .unknown(let why) = unknown {
            throw stop(
                .unknownControlFlow, "which overload of \(fitting[0].name) runs depends on an unknown argument",
                at: node, cause: why.cause)
        }
        let matching = try fitting.filter { try argumentsFit($0.parameters, values, labels: labels) }
        guard matching.count == 1 else {
            throw stop(
                .unsupported, "overloads of \(fitting[0].name) that differ by type, for these arguments", at: node)
        }
        return (matching[0], arguments)
    }

    /// Whether `values` fit the types of the parameters they bind to (by
    /// `labels`, as ``fits(_:labels:)`` pairs them; without labels, by
    /// position); a type the interpreter cannot check (a generic parameter)
    /// takes any value.
    func argumentsFit(_ parameters: [Parameter], _ values: [Value], labels: [String?]? = nil) throws -> Bool {
        let written = labels ?? values.map { _ in nil }
        var index = 0
        for parameter in parameters where index < values.count {
            let bound =
                written[index] == parameter.label || (written[index] == nil && parameter.type?.isFunction == true)
            guard bound else {
                if parameter.defaultValue == nil, !parameter.isVariadic, labels != nil { return false }
                if labels == nil { return false }
                continue
            }
            repeat {
                if try !valueFits(values[index], parameter.type) { return false }
                index += 1
            } while parameter.isVariadic && index < values.count && written[index] == nil
        }
        return index == values.count
    }

    private func valueFits(_ value: Value, _ type: TypeRef?) throws -> Bool {
        guard let type else { return false }
        if case .tuple(let members, _) = type, members.isEmpty {
            if case .void = value { return true }
            return false
        }
        guard isKnownType(type), !type.isFunction else { return true }
        return try isInstance(value, of: type)
    }
}
