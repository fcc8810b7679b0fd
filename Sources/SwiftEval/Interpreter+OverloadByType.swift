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
        var fitting = candidates.filter { $0.body != nil && fits($0.parameters, labels: labels) }
        // A type given as `X.self` picks by the type written, before anything runs.
        let typed = fitting.filter {
            writtenTypesFit($0.parameters, syntax) && metatypesFit($0.parameters, syntax, in: scope)
        }
        if typed.count < fitting.count {
            guard !typed.isEmpty else { throw LibraryOverloadRuns() }
            if typed.count == 1 {
                return (typed[0], try evaluateArguments(syntax, for: typed[0].parameters, in: scope))
            }
            fitting = typed
        }
        guard fitting.count > 1 else { return nil }
        let arguments = try evaluateArguments(syntax, for: Self.sharedParameters(of: fitting), in: scope)
        let values = arguments.map(\.value)
        if let unknown = values.first(where: \.isUnknown), case .unknown(let why) = unknown {
            throw stop(
                .unknownControlFlow, "which overload of \(fitting[0].name) runs depends on an unknown argument",
                at: node, cause: why.cause)
        }
        let literals = Set(syntax.indices.filter { syntax[$0].expression.is(StringLiteralExprSyntax.self) })
        var matching = try fitting.filter {
            try argumentsFit($0.parameters, values, labels: labels, literals: literals)
        }
        // `@_disfavoredOverload` loses to any other overload that takes the arguments.
        let favored = matching.filter { !$0.attributes.contains("_disfavoredOverload") }
        if matching.count > 1, !favored.isEmpty { matching = favored }
        if matching.count > 1 {
            // As the compiler ranks them: one whose every type is known and takes its argument
            // (a `String` parameter for a string literal) before one of a type it cannot check
            // or that a literal only converts to (a localized resource).
            let exact = try matching.filter {
                try argumentsFit($0.parameters, values, labels: labels, strictly: true, literals: literals)
            }
            if exact.count == 1 { matching = exact }
        }
        guard matching.count == 1 else {
            throw stop(
                .unsupported, "overloads of \(fitting[0].name) that differ by type, for these arguments", at: node)
        }
        return (matching[0], arguments)
    }

    /// Whether each `X.self` argument names the type its `T.Type` parameter
    /// (of the same label) takes; a type the interpreter does not know (a
    /// generic parameter) takes any.
    private func writtenTypesFit(
        _ parameters: [Parameter], _ syntax: [(label: String?, expression: ExprSyntax)]
    )
        -> Bool
    {
        for argument in syntax {
            guard let member = argument.expression.as(MemberAccessExprSyntax.self),
                member.declName.baseName.text == "self", let base = member.base,
                let written = Self.writtenType(of: base),
                case .metatype(let taken)? = parameters.first(where: { $0.label == argument.label })?.type,
                isKnownType(taken)
            else { continue }
            if Self.sameType(written, taken) || ["Any", "AnyObject"].contains(taken.name) { continue }
            // `Widget.Type` takes a subclass's or a conforming type's `Chart.self`.
            guard case .named(let name, _) = written, name != taken.name, let decl = declarations.type(named: name),
                conforms(decl, to: taken.name)
            else { return false }
        }
        return true
    }

    /// Whether no argument is a metatype (`Bird.self`) where its parameter
    /// takes a value of a concrete type of the sources, nor a value of such
    /// a type (a variable's written type) where its parameter takes a
    /// metatype: `ModelContainer(for: schema, …)` is not the overload taking
    /// `for types: any PersistentModel.Type...`.
    private func metatypesFit(
        _ parameters: [Parameter], _ syntax: [(label: String?, expression: ExprSyntax)], in scope: Scope
    ) -> Bool {
        for argument in syntax {
            guard let parameter = parameters.first(where: { $0.label == argument.label })?.type else { continue }
            let isMetatype =
                argument.expression.as(MemberAccessExprSyntax.self)?.declName.baseName.text == "self"
                && argument.expression.as(MemberAccessExprSyntax.self)?.base.flatMap(Self.writtenType) != nil
            switch parameter {
            case .named(let name, _) where isMetatype && isConcreteSourceType(name): return false
            case .metatype where !isMetatype:
                guard case .named(let name, let arguments)? = staticType(of: argument.expression, in: scope),
                    arguments.isEmpty, isConcreteSourceType(name)
                else { continue }
                return false
            default: continue
            }
        }
        return true
    }

    private func isConcreteSourceType(_ name: String) -> Bool {
        guard let decl = declarations.types[name] else { return false }
        return [.structure, .classType, .enumeration].contains(decl.kind)
    }

    /// The type an expression names (`Measurement<UnitMass>`, `Model.Kind`).
    static func writtenType(of expression: ExprSyntax) -> TypeRef? {
        if let reference = expression.as(DeclReferenceExprSyntax.self) { return .named(reference.baseName.text, []) }
        if let specialized = expression.as(GenericSpecializationExprSyntax.self),
            case .named(let name, _)? = writtenType(of: specialized.expression)
        {
            let arguments = specialized.genericArgumentClause.arguments.compactMap {
                $0.argument.as(TypeSyntax.self).map(TypeRef.init)
            }
            return .named(name, arguments)
        }
        if let member = expression.as(MemberAccessExprSyntax.self), let base = member.base,
            case .named(let name, _)? = writtenType(of: base)
        {
            return .named(name + "." + member.declName.baseName.text, [])
        }
        return nil
    }

    /// Two written types alike, a module's qualification aside.
    private static func sameType(_ a: TypeRef, _ b: TypeRef) -> Bool {
        switch (a, b) {
        case (.named(let first, let firstArguments), .named(let second, let secondArguments)):
            let unqualified = { (name: String) in name.split(separator: ".").last.map(String.init) ?? name }
            return unqualified(first) == unqualified(second) && firstArguments.count == secondArguments.count
                && zip(firstArguments, secondArguments).allSatisfy(sameType)
        default: return a == b
        }
    }

    /// The parameters of the first overload, each typed only where every
    /// overload gives the parameter of its label the same type (an argument
    /// is evaluated against the type all agree on: `areas: [.init(…)]`).
    static func sharedParameters(of overloads: [FunctionDecl]) -> [Parameter]? {
        guard var shared = overloads.first?.parameters else { return nil }
        for index in shared.indices {
            let parameter = shared[index]
            let agreed = overloads.dropFirst().allSatisfy { other in
                other.parameters.first { $0.label == parameter.label }.map { $0.type == parameter.type } ?? false
            }
            if !agreed { shared[index].type = nil }
        }
        return shared
    }

    /// Whether `values` fit the types of the parameters they bind to (by
    /// `labels`, as ``fits(_:labels:)`` pairs them; without labels, by
    /// position); a type the interpreter cannot check (a generic parameter)
    /// takes any value.
    func argumentsFit(
        _ parameters: [Parameter], _ values: [Value], labels: [String?]? = nil, strictly: Bool = false,
        literals: Set<Int> = []
    ) throws -> Bool {
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
                if try !valueFits(values[index], parameter.type, strictly: strictly, literal: literals.contains(index))
                {
                    return false
                }
                index += 1
            } while parameter.isVariadic && index < values.count && written[index] == nil
        }
        return index == values.count
    }

    private func valueFits(_ value: Value, _ type: TypeRef?, strictly: Bool, literal: Bool = false) throws -> Bool {
        guard let type else { return false }
        // A string literal makes a localized resource or key; a `String` value does not become one.
        if case .named(let name, _) = type.nonOptional, Self.localizedTypes.contains(name), case .string = value {
            return literal && !strictly
        }
        if case .tuple(let members, _) = type, members.isEmpty {
            if case .void = value { return true }
            return false
        }
        // A type given (`T.Type`) is checked by its written name, not its value.
        if case .metatype = type { return true }
        // A function type takes a closure or a function, never a text or a number;
        // a closure fits no named type the library or the sources declare as a value.
        if type.isFunction, !value.isUnknown {
            if case .function = value { return true }
            return false
        }
        if case .function = value, case .named(let name, _) = type,
            Interpreter.valueTypeNames.contains(name)
                || declarations.types[name].map({ [.structure, .enumeration, .classType].contains($0.kind) }) == true
        {
            return false
        }
        guard isKnownType(type), !type.isFunction else { return !strictly || type.isFunction }
        return try isInstance(value, of: type)
    }
}

/// The program declares overloads of a method that none of which takes the
/// type a call names (`decode(String.self, forKey:)` where the program
/// adds only `decode(_: Measurement<UnitMass>.Type, …)` to a library
/// type): the library's own method runs.
struct LibraryOverloadRuns: Error {
}

extension Interpreter {
    /// Library types whose values are never closures.
    static let valueTypeNames: Set<String> = [
        "String", "Int", "Double", "Float", "Bool", "Character", "Substring", "LocalizedStringResource",
        "LocalizedStringKey", "Text", "Date", "URL", "UUID", "Data", "Decimal", "CGFloat",
    ]
}
