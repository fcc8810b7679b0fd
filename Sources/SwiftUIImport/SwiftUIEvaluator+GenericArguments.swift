internal import SwiftSyntax
internal import SwiftUISource

/// A generic view's type parameters, as Swift infers them from the call
/// that makes it (docs/swiftui.md, "Views of the sources"): each is named
/// in the view's scope as the type it is bound to, so `Tests.allCases`,
/// `String(describing: Tests.self)` and `Value.allCases` read that type.
extension SwiftUIEvaluator {
    /// Binds `type`'s generic parameters from `call`: written arguments
    /// (`TestsView<SettingsTests>(…)`), a metatype given for `Tests.Type`
    /// (`tests: SettingsTests.self`), or a binding given for `Binding<Value>`
    /// (`selection: $drink`, `drink` declared as `Drink`).
    func bindGenericArguments(
        of type: TypeDeclaration, _ call: FunctionCallExprSyntax?, caller: Scope, into inner: inout Scope
    ) {
        guard !type.genericParameters.isEmpty, let call else { return }
        if let specialized = call.calledExpression.as(GenericSpecializationExprSyntax.self) {
            for (parameter, argument) in zip(type.genericParameters, specialized.genericArgumentClause.arguments) {
                let written = argument.argument.trimmedDescription
                if let found = resolveType(written, caller) {
                    inner.values[parameter] = .member(type: found.qualifiedName, name: found.qualifiedName)
                }
            }
        }
        let parameters: [(label: String, type: String)]
        if let initializer = matchingInitializer(type, call) {
            parameters = initializer.signature.parameterClause.parameters.map {
                ($0.firstName.text, $0.type.trimmedDescription)
            }
        } else {
            // The memberwise initializer: a `@Binding var value: Value` is given as `value: $x`.
            parameters = type.properties.compactMap { property in
                guard property.getter == nil, !property.isStatic, let written = property.type?.trimmedDescription
                else { return nil }
                return (property.name, property.wrapper == "Binding" ? "Binding<\(written)>" : written)
            }
        }
        for (label, written) in parameters {
            guard let argument = call.arguments.first(where: { ($0.label?.text ?? "_") == label }),
                let (name, found) = boundGeneric(written, type, argument.expression, caller),
                inner.values[name] == nil
            else { continue }
            inner.values[name] = .member(type: found, name: found)
        }
    }

    /// The generic parameter a parameter written `written` names and the
    /// type `argument` binds it to: `Tests.Type` given `X.self`, or
    /// `Binding<Value>` given `$x` of a property declared as a type of the sources.
    private func boundGeneric(
        _ written: String, _ type: TypeDeclaration, _ argument: ExprSyntax, _ caller: Scope
    ) -> (String, String)? {
        if written.hasSuffix(".Type"), type.genericParameters.contains(String(written.dropLast(5))),
            let member = argument.as(MemberAccessExprSyntax.self), member.declName.baseName.text == "self",
            let base = member.base, let found = resolveType(base.trimmedDescription, caller)
        {
            return (String(written.dropLast(5)), found.qualifiedName)
        }
        guard written.hasPrefix("Binding<"), written.hasSuffix(">") else { return nil }
        let name = String(written.dropFirst(8).dropLast())
        guard type.genericParameters.contains(name), let reference = argument.as(DeclReferenceExprSyntax.self),
            reference.baseName.text.hasPrefix("$"),
            let declared = caller.type?.property(String(reference.baseName.text.dropFirst()))?.type
        else { return nil }
        // The caller's own generic parameter, bound where it was made.
        if case .member(let bound?, let same, _)? = caller.values[declared.trimmedDescription], bound == same {
            return resolveType(bound, caller).map { (name, $0.qualifiedName) }
        }
        // `@State var selection: Flavor?` given as `$selection`: `Value` is `Optional<Flavor>`.
        if let optional = declared.as(OptionalTypeSyntax.self) {
            let wrapped = optional.wrappedType
            guard wrapped.is(IdentifierTypeSyntax.self) || wrapped.is(MemberTypeSyntax.self),
                let found = resolveType(wrapped.trimmedDescription, caller)
            else { return nil }
            return (name, "Optional<\(found.qualifiedName)>")
        }
        guard declared.is(IdentifierTypeSyntax.self) || declared.is(MemberTypeSyntax.self),
            let found = resolveType(declared.trimmedDescription, caller)
        else { return nil }
        return (name, found.qualifiedName)
    }
}
