import SwiftSyntax

/// Static types of arithmetic and of a single-expression closure's result,
/// found without running code: what `reached.map { $0.rawValue + 1 } ?? 0`
/// makes of its `0` when the left side is `nil`.
extension Interpreter {
    /// Operators whose result has their operands' type.
    private static let arithmeticOperators: Set<String> = ["+", "-", "*", "/", "%"]
    /// Operators whose result is a `Bool`.
    private static let comparisonOperators: Set<String> = ["==", "!=", "<", ">", "<=", ">=", "&&", "||"]

    /// The type of `a + b` (the non-literal operand's, or the literals' own
    /// when both are) and of a comparison; `nil` for other operators.
    func staticInfixType(_ node: InfixOperatorExprSyntax, in scope: Scope, depth: Int) -> TypeRef? {
        guard let symbol = node.operator.as(BinaryOperatorExprSyntax.self)?.operator.text else { return nil }
        if Self.comparisonOperators.contains(symbol) { return .named("Bool", []) }
        guard Self.arithmeticOperators.contains(symbol) else { return nil }
        let left =
            isNumberLiteral(node.leftOperand) ? nil : staticType(of: node.leftOperand, in: scope, depth: depth + 1)
        let right =
            isNumberLiteral(node.rightOperand) ? nil : staticType(of: node.rightOperand, in: scope, depth: depth + 1)
        switch (left, right) {
        case (let type?, nil), (nil, let type?): return Self.isNumberType(type) || symbol == "+" ? type : nil
        case (let a?, let b?): return a == b ? a : nil
        case (nil, nil):
            guard isNumberLiteral(node.leftOperand), isNumberLiteral(node.rightOperand) else { return nil }
            return .named("Int", [])
        }
    }

    private static func isNumberType(_ type: TypeRef) -> Bool {
        ["Int", "Double", "Float", "CGFloat"].contains(type.name)
    }

    /// The type a single-expression closure's body has when its parameter
    /// is an element of `receiver` (an array's element, an optional's
    /// wrapped value); `nil` when either is not known.
    func staticClosureResult(
        _ closure: ClosureExprSyntax, receiver: TypeRef?, in scope: Scope, depth: Int
    ) -> TypeRef? {
        guard closure.statements.count == 1, let body = Self.singleExpression(closure.statements.first!) else {
            return nil
        }
        let parameter: TypeRef?
        switch receiver {
        case .array(let element)?: parameter = element
        case .optional(let wrapped)?: parameter = wrapped
        default: parameter = nil
        }
        let frame = Scope(parent: scope)
        if let parameter {
            var name = "$0"
            if case .simpleInput(let list)? = closure.signature?.parameterClause, list.count == 1 {
                name = list.first!.name.text
            }
            frame.declare(name, Box(.unknown(Unknown(.evaluatorGap, "a closure parameter")), type: parameter))
        }
        return staticType(of: body, in: frame, depth: depth + 1)
    }
}

extension Interpreter {
    /// The type a ternary's chosen branch is evaluated as: the expected
    /// one, or for a number literal the other branch's (`c ? 100 : ratio`
    /// makes `100.0`); `.some(nil)` when nothing is needed, `nil` when a
    /// literal's type depends on another branch whose type is not known.
    func ternaryBranchType(
        _ chosen: ExprSyntax, other: ExprSyntax, in scope: Scope, expected: TypeRef?
    ) throws -> TypeRef?? {
        // `Any` (a print argument) lets each branch keep its own literal type; a
        // generic parameter takes the branches' joined type.
        if let expected, expected == .opaque || isKnownType(expected) { return .some(expected) }
        if isPrintArgument(chosen.parent) { return .some(expected) }
        guard isNumberLiteral(chosen), !isNumberLiteral(other), !other.is(NilLiteralExprSyntax.self) else {
            return .some(expected)
        }
        guard let type = staticType(of: other, in: scope) else { return nil }
        return .some(type)
    }

    /// Whether a ternary is an argument of `print` (or `debugPrint`), whose
    /// `Any` parameter lets each branch keep its own literal type.
    private func isPrintArgument(_ ternary: Syntax?) -> Bool {
        var node = ternary
        while let current = node, let parent = current.parent,
            let tuple = parent.as(LabeledExprSyntax.self)?.parent?.parent?.as(TupleExprSyntax.self),
            tuple.elements.count == 1
        {
            node = Syntax(tuple)
        }
        guard let call = node?.parent?.parent?.parent?.as(FunctionCallExprSyntax.self),
            let name = call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text
        else { return false }
        return ["print", "debugPrint"].contains(name) && declarations.functions[name] == nil
    }
}
