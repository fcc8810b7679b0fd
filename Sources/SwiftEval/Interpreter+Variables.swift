import SwiftSyntax

extension Interpreter {
    /// `let`/`var` in a body or at the top level: each binding's value,
    /// converted to its written type; an optional `var` without one is `nil`.
    func declareVariables(_ node: VariableDeclSyntax, in scope: Scope) throws {
        let constant = node.bindingSpecifier.text == "let"
        for binding in node.bindings {
            let type = binding.typeAnnotation.map { TypeRef($0.type) }
            if let block = binding.accessorBlock, Declarations.isComputed(block) {
                let accessors = Declarations.accessors(block)
                guard let getter = accessors.getter, accessors.setter == nil,
                    let identifier = binding.pattern.as(IdentifierPatternSyntax.self)
                else { throw stop(.unsupported, "a local computed variable with a setter", at: binding) }
                // Read through its getter each time; its storage is never read.
                let box = Box(.unknown(Unknown(.evaluatorGap, "a local computed variable's storage")), type: type)
                box.getter = getter
                box.getterScope = scope
                scope.declare(identifier.identifier.bare, box)
                continue
            }
            var value: Value
            let inferred = type == nil ? binding.initializer.flatMap { staticType(of: $0.value, in: scope) } : nil
            if let initial = binding.initializer?.value {
                value = try coerce(evaluate(initial, in: scope, expected: type), to: type)
            } else if case .optional? = type, !constant {
                value = .null
            } else {
                value = .unknown(Unknown(.evaluatorGap, "a variable read before it is set"))
            }
            if let identifier = binding.pattern.as(IdentifierPatternSyntax.self) {
                let box = Box(value, constant: constant, type: type)
                box.inferred = inferred
                scope.declare(identifier.identifier.bare, box)
            } else {
                try bindPattern(binding.pattern, value, in: scope, constant: constant, at: binding)
            }
        }
    }
}
