import SwiftSyntax

/// A library generic type applied to arguments, named as one type:
/// `Optional<Flavor>` (written so, or `Flavor?`) is the type a generic
/// parameter is bound to when a call gives `Flavor?.self`, and the type
/// whose extension members run with `Wrapped` bound to `Flavor`
/// (`extension Optional: CaseIterable where Wrapped: CaseIterable`).
extension Interpreter {
    /// The generic parameters of the library types an extension may name.
    static let libraryGenericParameters: [String: [String]] = [
        "Optional": ["Wrapped"], "Array": ["Element"], "Set": ["Element"], "Dictionary": ["Key", "Value"],
    ]

    /// `Optional<Flavor>` split into its base and arguments; `nil` for a
    /// name that applies nothing.
    static func appliedType(_ name: String) -> (base: String, arguments: [String])? {
        guard name.hasSuffix(">"), let open = name.firstIndex(of: "<") else { return nil }
        let base = String(name[..<open])
        var arguments: [String] = []
        var depth = 0
        var current = ""
        for character in name[name.index(after: open)..<name.index(before: name.endIndex)] {
            switch character {
            case "<", "[", "(": depth += 1
            case ">", "]", ")": depth -= 1
            case "," where depth == 0:
                arguments.append(current.trimmingSpaces)
                current = ""
                continue
            default: break
            }
            current.append(character)
        }
        arguments.append(current.trimmingSpaces)
        guard !base.isEmpty, arguments.allSatisfy({ !$0.isEmpty }) else { return nil }
        return (base, arguments)
    }

    /// The written type `Optional<Flavor>` names, as a type reference.
    static func typeRef(applied name: String) -> TypeRef {
        guard let (base, arguments) = appliedType(name) else { return .named(name, []) }
        let inner = arguments.map(typeRef(applied:))
        switch (base, inner.count) {
        case ("Optional", 1): return .optional(inner[0])
        case ("Array", 1): return .array(inner[0])
        case ("Dictionary", 2): return .dictionary(inner[0], inner[1])
        default: return .named(base, inner)
        }
    }

    /// The name a type reference has as one applied type (`Flavor?` is
    /// `Optional<Flavor>`), `nil` for a function, tuple or `Any`.
    static func appliedName(of type: TypeRef) -> String? {
        switch type {
        case .named(let name, let arguments):
            if arguments.isEmpty { return name }
            let inner = arguments.compactMap(appliedName(of:))
            return inner.count == arguments.count ? "\(name)<\(inner.joined(separator: ", "))>" : nil
        case .optional(let wrapped): return appliedName(of: wrapped).map { "Optional<\($0)>" }
        case .array(let element): return appliedName(of: element).map { "Array<\($0)>" }
        case .dictionary(let key, let value):
            guard let key = appliedName(of: key), let value = appliedName(of: value) else { return nil }
            return "Dictionary<\(key), \(value)>"
        default: return nil
        }
    }

    /// `Optional<Flavor>` or `Flavor?` written as an expression, when the
    /// wrapped type is one the interpreter can name.
    func appliedOptionalName(of expression: ExprSyntax, in scope: Scope) -> String? {
        if let chained = expression.as(OptionalChainingExprSyntax.self) {
            return typeName(of: chained.expression, in: scope).map { "Optional<\($0)>" }
        }
        guard let specialized = expression.as(GenericSpecializationExprSyntax.self),
            specialized.expression.as(DeclReferenceExprSyntax.self)?.baseName.text == "Optional",
            scope.lookup("Optional") == nil, specialized.genericArgumentClause.arguments.count == 1,
            let argument = specialized.genericArgumentClause.arguments.first?.argument.as(TypeSyntax.self)
        else { return nil }
        return Self.appliedName(of: resolvingBindings(TypeRef(argument), in: scope)).map { "Optional<\($0)>" }
    }

    /// The generic parameters of the applied type `name` bound to its
    /// arguments, for a member of `owner` (the library type an extension
    /// of the sources names) that runs on it.
    func appliedBindings(_ name: String, owner: TypeDecl?) -> [String: String] {
        guard let (base, arguments) = Self.appliedType(name) else { return [:] }
        let parameters =
            Self.libraryGenericParameters[base]
            ?? declarations.types[base].map { Array($0.genericParameters).sorted() } ?? []
        guard parameters.count == arguments.count, owner == nil || owner?.name == base else { return [:] }
        return Dictionary(zip(parameters, arguments), uniquingKeysWith: { first, _ in first })
    }

    /// A static member of an applied library type (`Optional<Flavor>.allCases`
    /// from an extension of the sources) run with its parameters bound; `nil`
    /// when no extension declares it (the library's own, of the base type).
    func appliedStaticMember(_ name: String, of typeName: String, at node: some SyntaxProtocol) throws -> Value? {
        guard let (base, _) = Self.appliedType(typeName), let type = declarations.types[base] else { return nil }
        for decl in lookupChain(type) {
            if let accessors = decl.computed["static " + name], let getter = accessors.getter {
                return try runAccessor(
                    getter, self: .metatype(typeName), selfBox: nil, type: decl, expected: accessors.type,
                    isStatic: true)
            }
        }
        if let (method, owner) = findMethod(name, labels: nil, in: type, isStatic: true) {
            return .function(
                Function(.declared(method, type: owner.name), scope: globals, boundSelf: Box(.metatype(typeName))))
        }
        return nil
    }

    /// Binds an applied type's parameters in a member's frame from the
    /// metatype it runs on (`Wrapped` in `Optional<Flavor>.allCases`).
    func bindApplied(selfValue: Value?, owner: TypeDecl?, in frame: Scope) {
        guard case .metatype(let name)? = selfValue else { return }
        for (parameter, type) in appliedBindings(name, owner: owner) where frame.typeBindings[parameter] == nil {
            frame.typeBindings[parameter] = type
        }
    }

    /// `T(nilLiteral: ())`, `Optional<T>(x)` and `Optional<T>.init()` of an
    /// applied optional type; `nil` for other types and initializers.
    func constructApplied(
        _ typeName: String, labels: [String?], _ arguments: () throws -> [Argument]
    ) rethrows
        -> Value?
    {
        guard Self.appliedType(typeName)?.base == "Optional" else { return nil }
        switch labels {
        case ["nilLiteral"], []: return .null
        case [nil]:
            let given = try arguments()
            return given.first.map { $0.value.isNil ? .null : .optional($0.value) }
        default: return nil
        }
    }
}

extension String {
    fileprivate var trimmingSpaces: String {
        String(drop { $0 == " " }.reversed().drop { $0 == " " }.reversed())
    }
}
