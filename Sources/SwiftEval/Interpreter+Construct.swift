import SwiftSyntax

extension Interpreter {
    /// `Type(…)`: a type of the program's initializer, or a library type's.
    func construct(
        _ type: String, generic: GenericSpecializationExprSyntax?, _ syntax: [(label: String?, expression: ExprSyntax)],
        labels: [String?], in scope: Scope, at node: FunctionCallExprSyntax
    ) throws -> Value {
        if let decl = declarations.types[type], decl.kind != .builtin, decl.kind != .protocolType {
            // `Box<Int>(…)`: the type's parameters as written.
            let written = generic?.genericArgumentClause.arguments.compactMap { $0.argument.as(TypeSyntax.self) }
            return try initialize(
                decl, syntax, labels: labels, in: scope, at: node,
                genericArguments: (written ?? []).map { resolvingBindings(TypeRef($0), in: scope) })
        }
        if let made = try constructApplied(type, labels: labels, { try evaluateArguments(syntax, for: nil, in: scope) })
        {
            return made
        }
        if type == "String", labels.first == "localized",
            let text = try localizedString(
                syntax, keyLabel: "localized", tableLabel: "table", defaultLabel: "defaultValue", in: scope, at: node)
        {
            return text
        }
        if type == "AttributedString", labels.first == "localized",
            let text = try localizedAttributedString(syntax, in: scope, at: node)
        {
            return text
        }
        if type == "String", labels == ["localized"], let written = syntax.first?.expression,
            !Self.parenthesized(written).is(StringLiteralExprSyntax.self)
        {
            return try localizedText(of: written, in: scope)
        }
        if let decl = libraryTypeDecl(Library.canonicalName(type)),
            let (initializer, owner) = initializer(of: decl, labels: labels)
        {
            // The program's own initializer of a library type (`extension TimeInterval { init(hours:) }`).
            let arguments = try evaluateArguments(syntax, for: initializer.parameters, in: scope)
            let selfBox = Box(.unknown(Unknown(.evaluatorGap, "self before the initializer sets it")))
            let frame = Scope(parent: globals, selfBox: selfBox, typeContext: owner.name)
            _ = try bind(initializer.parameters, arguments, into: frame, at: node)
            guard let body = initializer.body else { return gap("\(type).init without a body", at: node) }
            let flow = try execute(body, in: frame)
            if initializer.isFailable {
                if case .returned(let value) = flow, value.isNil { return .null }
                return .optional(selfBox.value)
            }
            return selfBox.value
        }
        let element = generic?.genericArgumentClause.arguments.first?.argument.as(TypeSyntax.self).map(TypeRef.init)
        let arguments = try evaluateArguments(syntax, for: nil, in: scope)
        if let made = try onDemandConstruct(type, element: element, arguments, in: scope, at: node) { return made }
        if let result = try Library.construct(
            type, element: element, arguments, interpreter: self, scope: scope, at: Syntax(node))
        {
            return result
        }
        try checkSkippedEffects(arguments, skipping: "the initializer \(type)(…)", at: node)
        return gap("the initializer \(type)(\(labels.map { ($0 ?? "_") + ":" }.joined()))", at: node)
    }
}
