import SwiftSyntax

extension Interpreter {
    /// The generic arguments of a struct value as Swift writes them, each
    /// from a stored property declared as the bare parameter whose value's
    /// type is exact (a number, string, or non-generic struct or enum);
    /// `nil` when a parameter is not settled so.
    func genericArguments(of instance: Instance, _ type: TypeDecl) -> [String]? {
        var found: [String: String] = [:]
        for property in type.stored {
            // `let content: () -> Content` given `{ Text("x") }`: the closure's one expression's type.
            if case .function([], .named(let name, let arguments))? = property.type, arguments.isEmpty,
                type.genericParameters.contains(name), let value = instance[property.name]
            {
                guard let exact = closureResultType(value) else { return nil }
                guard found[name] == nil || found[name] == exact else { return nil }
                found[name] = exact
                continue
            }
            guard case .named(let name, let arguments)? = property.type, arguments.isEmpty,
                type.genericParameters.contains(name), let value = instance[property.name]
            else { continue }
            let exact: String?
            switch value {
            case .int: exact = "Int"
            case .double: exact = "Double"
            case .string: exact = "String"
            case .bool: exact = "Bool"
            case .character: exact = "Character"
            case .instance(let inner): exact = inner.type
            case .enumCase(let inner): exact = inner.type
            default: exact = nil
            }
            // A nested or generic type of the program is written in ways not followed here.
            if let exact, exact.contains(".") || declarations.types[exact]?.genericParameters.isEmpty == false {
                return nil
            }
            guard let exact, found[name] == nil || found[name] == exact else { return nil }
            found[name] = exact
        }
        let ordered = type.genericOrder.compactMap { found[$0] }
        guard ordered.count == type.genericOrder.count, !ordered.isEmpty, onlyExactArgumentsWritten(for: type)
        else { return nil }
        return ordered
    }

    /// A generic instance's type with its arguments (`Step<Text>`) when they
    /// are known; `nil` for another value or unknown arguments.
    func genericTypeDescription(_ value: Value) -> String? {
        guard case .instance(let instance) = value, let type = declarations.types[instance.type],
            !type.genericParameters.isEmpty, let arguments = genericArguments(of: instance, type)
        else { return nil }
        return type.shortName + "<" + arguments.joined(separator: ", ") + ">"
    }

    /// Whether every `Type<…>` the program writes gives exact types (a
    /// number, string, its own struct or enum, or the type's own generic
    /// parameters, as `swapped() -> Pair<Second, First>` does): with
    /// `Pair<Any, Int>` or a function's `Pair<T, Int>` written, a value's
    /// type does not tell the argument.
    private func onlyExactArgumentsWritten(for type: TypeDecl) -> Bool {
        let finder = GenericUseFinder(name: type.name)
        for file in files { finder.walk(file) }
        return finder.arguments.allSatisfy { argument in
            guard case .named(let written, let inner) = argument, inner.isEmpty else { return false }
            if ["Int", "Double", "String", "Bool", "Character", "Text", "EmptyView"].contains(written) { return true }
            if type.genericParameters.contains(written), declarations.types[written] == nil { return true }
            guard let decl = declarations.types[written] else { return false }
            return decl.kind == .structure || decl.kind == .enumeration
        }
    }
}

/// The generic arguments written for one type name, in types and in
/// specialized expressions.
private final class GenericUseFinder: SyntaxVisitor {
    let name: String
    var arguments: [TypeRef] = []
    init(name: String) {
        self.name = name
        super.init(viewMode: .sourceAccurate)
    }
    override func visit(_ node: IdentifierTypeSyntax) -> SyntaxVisitorContinueKind {
        if node.name.text == name, let clause = node.genericArgumentClause { collect(clause) }
        return .visitChildren
    }
    override func visit(_ node: GenericSpecializationExprSyntax) -> SyntaxVisitorContinueKind {
        if node.expression.as(DeclReferenceExprSyntax.self)?.baseName.text == name {
            collect(node.genericArgumentClause)
        }
        return .visitChildren
    }
    private func collect(_ clause: GenericArgumentClauseSyntax) {
        arguments += clause.arguments.map { $0.argument.as(TypeSyntax.self).map(TypeRef.init) ?? .opaque }
    }
}
