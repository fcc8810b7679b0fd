import SwiftSyntax

extension Interpreter {
    /// `[a, b]` where a type of the program that conforms to
    /// `ExpressibleByArrayLiteral` is expected (`var q: Queue<String> = […]`):
    /// its `init(arrayLiteral:)` given the elements, each typed by the
    /// initializer's parameter where that is a known type. `nil` when no
    /// such type is expected, or the literal is an operator's operand (where
    /// an overload may take it as something else).
    func arrayLiteralInit(_ node: ArrayExprSyntax, in scope: Scope, expected: TypeRef?) throws -> Value? {
        guard case .named(let name, _)? = expected?.nonOptional,
            let type = declarations.type(named: name, from: scope.typeContext),
            [.structure, .classType, .enumeration].contains(type.kind),
            conforms(type, to: "ExpressibleByArrayLiteral"), !conforms(type, to: "OptionSet"),
            !(node.parent?.is(InfixOperatorExprSyntax.self) ?? false),
            let (initializer, _) = initializer(of: type, labels: ["arrayLiteral"])
        else { return nil }
        let elementType = initializer.parameters.first?.type.flatMap { isKnownType($0) ? $0 : nil }
        var arguments: [Argument] = []
        for (index, item) in node.elements.enumerated() {
            let value = try coerce(evaluate(item.expression, in: scope, expected: elementType), to: elementType)
            arguments.append(Argument(label: index == 0 ? "arrayLiteral" : nil, value: value))
            try checkSize(arguments.count, at: node)
        }
        return try initialize(type, arguments: arguments, at: node)
    }
}
