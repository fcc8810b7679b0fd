import SwiftSyntax

extension SwiftSession {
    /// The type Swift infers `expression` against from where it is written,
    /// which settles an implicit member (`.init(…)`, `.plain`): the written
    /// type of the variable it initializes (`let s: Signal = .init(…)`) or
    /// of the parameter whose default value it is, or
    /// of the stored property or initializer parameter its argument label
    /// names in a call of a type of the sources (`Row(state: .init(…))`),
    /// or the element type of the array literal it is an element of.
    func expectedType(of expression: ExprSyntax) -> TypeRef? {
        if let clause = expression.parent?.as(InitializerClauseSyntax.self),
            let annotation = clause.parent?.as(PatternBindingSyntax.self)?.typeAnnotation
        {
            return TypeRef(annotation.type)
        }
        // A parameter's default value: `service: RecipeService = .init()`.
        if let clause = expression.parent?.as(InitializerClauseSyntax.self),
            let parameter = clause.parent?.as(FunctionParameterSyntax.self)
        {
            return TypeRef(parameter.type)
        }
        // `return .seconds(60)` in a computed property or a function: the type it returns.
        if let returned = expression.parent?.as(ReturnStmtSyntax.self), let type = Self.returnType(around: returned) {
            return type
        }
        // An element of an array literal: the array's element type (`areas: [.init(…), .init(…)]`).
        if let element = expression.parent?.as(ArrayElementSyntax.self),
            let array = element.parent?.parent?.as(ArrayExprSyntax.self),
            case .array(let item)? = expectedType(of: ExprSyntax(array))
        {
            return item
        }
        guard let argument = expression.parent?.as(LabeledExprSyntax.self),
            let call = argument.parent?.parent?.as(FunctionCallExprSyntax.self),
            let typeName = Self.initializedType(by: call),
            let type = interpreter.declarations.type(named: typeName), type.kind != .builtin
        else { return nil }
        let labels = call.arguments.map { $0.label?.text }
        let initializers = type.initializers.filter { interpreter.fits($0.parameters, labels: labels) }
        if !initializers.isEmpty {
            guard let index = call.arguments.firstIndex(where: { $0.id == argument.id }) else { return nil }
            let position = call.arguments.distance(from: call.arguments.startIndex, to: index)
            // Several initializers fit the labels: the type when they all agree on it.
            let types = initializers.map { Self.parameter(at: position, labels: labels, of: $0.parameters)?.type }
            guard let first = types.first, types.allSatisfy({ $0 == first }) else { return nil }
            return first
        }
        guard initializers.isEmpty, !type.declaresInit, let label = argument.label?.text else { return nil }
        // The memberwise initializer: the stored property of that name.
        return interpreter.storedProperties(of: type).first { $0.name == label }?.type
    }

    /// The type a call initializes: `Row(…)`, `Row.init(…)`, or, inside a
    /// type, `self.init(…)` and `Self.init(…)` (an initializer that
    /// delegates to another of its type), named as declared (`Outer.Inner`).
    static func initializedType(by call: FunctionCallExprSyntax) -> String? {
        if let name = call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text { return name }
        guard let member = call.calledExpression.as(MemberAccessExprSyntax.self),
            member.declName.baseName.text == "init", let base = member.base
        else { return nil }
        if let reference = base.as(DeclReferenceExprSyntax.self), !["self", "Self"].contains(reference.baseName.text) {
            return reference.baseName.text
        }
        guard ["self", "Self"].contains(base.trimmedDescription) else { return nil }
        var names: [String] = []
        var node = Syntax(call).parent
        for _ in 0..<256 {
            guard let current = node else { break }
            if let named = current.asProtocol((any NamedDeclSyntax).self),
                current.is(StructDeclSyntax.self)
                    || current.is(ClassDeclSyntax.self) || current.is(EnumDeclSyntax.self)
                    || current.is(ActorDeclSyntax.self)
            {
                names.insert(named.name.text, at: 0)
            } else if let extended = current.as(ExtensionDeclSyntax.self) {
                names.insert(extended.extendedType.trimmedDescription, at: 0)
            }
            node = current.parent
        }
        return names.isEmpty ? nil : names.joined(separator: ".")
    }

    /// The parameter the argument at `position` of a call with `labels`
    /// binds: arguments take the parameters in order, a parameter with a
    /// default value that the next argument's label does not name is
    /// skipped.
    static func parameter(at position: Int, labels: [String?], of parameters: [Parameter]) -> Parameter? {
        var next = 0
        for (index, label) in labels.enumerated() {
            while next < parameters.count, parameters[next].label != label,
                parameters[next].defaultValue != nil || parameters[next].isVariadic
            {
                next += 1
            }
            guard next < parameters.count, parameters[next].label == label else { return nil }
            if index == position { return parameters[next] }
            if !parameters[next].isVariadic { next += 1 }
        }
        return nil
    }

    /// The written result type of the function, accessor or computed
    /// property a `return` is in (a closure's is not written: `nil`).
    static func returnType(around statement: ReturnStmtSyntax) -> TypeRef? {
        var current = statement.parent
        for _ in 0..<64 {
            guard let node = current else { return nil }
            if node.is(ClosureExprSyntax.self) { return nil }
            if let function = node.as(FunctionDeclSyntax.self) {
                return function.signature.returnClause.map { TypeRef($0.type) }
            }
            if let binding = node.as(PatternBindingSyntax.self) {
                return binding.typeAnnotation.map { TypeRef($0.type) }
            }
            if let subscriptDecl = node.as(SubscriptDeclSyntax.self) { return TypeRef(subscriptDecl.returnClause.type) }
            current = node.parent
        }
        return nil
    }
}
