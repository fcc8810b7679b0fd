import SwiftSyntax

extension SwiftSession {
    /// The type Swift infers `expression` against from where it is written,
    /// which settles an implicit member (`.init(…)`, `.plain`): the written
    /// type of the variable it initializes (`let s: Signal = .init(…)`), or
    /// of the stored property or initializer parameter its argument label
    /// names in a call of a type of the sources (`Row(state: .init(…))`).
    func expectedType(of expression: ExprSyntax) -> TypeRef? {
        if let clause = expression.parent?.as(InitializerClauseSyntax.self),
            let annotation = clause.parent?.as(PatternBindingSyntax.self)?.typeAnnotation
        {
            return TypeRef(annotation.type)
        }
        guard let argument = expression.parent?.as(LabeledExprSyntax.self), let label = argument.label?.text,
            let call = argument.parent?.parent?.as(FunctionCallExprSyntax.self),
            let typeName = call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text,
            let type = interpreter.declarations.type(named: typeName), type.kind != .builtin
        else { return nil }
        let labels = call.arguments.map { $0.label?.text }
        let initializers = type.initializers.filter { interpreter.fits($0.parameters, labels: labels) }
        if initializers.count == 1 {
            return initializers[0].parameters.first { $0.label == label }?.type
        }
        guard initializers.isEmpty, !type.declaresInit else { return nil }
        // The memberwise initializer: the stored property of that name.
        return interpreter.storedProperties(of: type).first { $0.name == label }?.type
    }
}
