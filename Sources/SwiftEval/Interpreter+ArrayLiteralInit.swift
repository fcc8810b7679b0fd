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

extension Interpreter {
    /// `[k: v]` (or `[:]`) where a type of the program that conforms to
    /// `ExpressibleByDictionaryLiteral` is expected: its
    /// `init(dictionaryLiteral:)` given each pair as a tuple, in the order
    /// written. `nil` when no such type is expected.
    func dictionaryLiteralInit(_ node: DictionaryExprSyntax, in scope: Scope, expected: TypeRef?) throws -> Value? {
        guard case .named(let name, _)? = expected?.nonOptional,
            let type = declarations.type(named: name, from: scope.typeContext),
            [.structure, .classType, .enumeration].contains(type.kind),
            conforms(type, to: "ExpressibleByDictionaryLiteral"),
            let picked = initializer(of: type, labels: ["dictionaryLiteral"])
        else { return nil }
        var pairType: (key: TypeRef?, value: TypeRef?) = (nil, nil)
        if case .tuple(let written, _)? = picked.0.parameters.first?.type, written.count == 2 {
            pairType = (isKnownType(written[0]) ? written[0] : nil, isKnownType(written[1]) ? written[1] : nil)
        }
        var arguments: [Argument] = []
        if case .elements(let elements) = node.content {
            for (index, element) in elements.enumerated() {
                let key = try coerce(evaluate(element.key, in: scope, expected: pairType.key), to: pairType.key)
                let value = try coerce(evaluate(element.value, in: scope, expected: pairType.value), to: pairType.value)
                arguments.append(
                    Argument(
                        label: index == 0 ? "dictionaryLiteral" : nil, value: .tuple([key, value], labels: [nil, nil])))
                try checkSize(arguments.count, at: node)
            }
        }
        // `[:]` gives the variadic parameter no pair, by the same initializer.
        return try initialize(type, arguments: arguments, chosen: picked, at: node)
    }
}
