internal import SwiftSyntax
internal import SwiftUISource

/// Which of a view's initializers a call picks, as the reader reads it:
/// the first whose labels the arguments give, trailing closures filling
/// the function parameters no argument names, a literal text never a
/// function parameter and a closure never a text one.
extension SwiftUIEvaluator {
    /// The initializer `call` picks of `type`'s, `nil` for none (memberwise).
    func matchingInitializer(_ type: TypeDeclaration, _ call: FunctionCallExprSyntax) -> InitializerDeclSyntax? {
        // The same call always picks the same initialiser: chosen once.
        if let known = cache.initializers[call.id] { return known.index.map { type.initializers[$0] } }
        let chosen = firstMatchingInitializer(type, call)
        cache.initializers[call.id] = (
            call, chosen.flatMap { match in type.initializers.firstIndex { $0.id == match.id } }
        )
        return chosen
    }

    private func firstMatchingInitializer(
        _ type: TypeDeclaration, _ call: FunctionCallExprSyntax
    ) -> InitializerDeclSyntax? {
        guard !type.initializers.isEmpty else { return nil }
        let labels = call.arguments.map { $0.label?.text ?? "_" }
        let closures = (call.trailingClosure == nil ? 0 : 1) + call.additionalTrailingClosures.count
        return type.initializers.first { initializer in
            let parameters = initializer.signature.parameterClause.parameters
            let required = parameters.filter { $0.defaultValue == nil }
            // Trailing closures fill required parameters no argument names, which take functions.
            let unnamed = required.filter { !labels.contains($0.firstName.text) }
            return unnamed.count <= closures && unnamed.allSatisfy { $0.type.trimmedDescription.contains("->") }
                && labels.allSatisfy { label in parameters.contains { $0.firstName.text == label } }
                && Self.argumentKindsFit(call, parameters, generic: Self.genericNames(initializer, of: type))
        }
    }

    /// Whether each labelled argument that is a literal text or a closure
    /// goes to a parameter that takes one: a text never fills a function
    /// parameter, a closure never a `String` or localized one (overloads
    /// that differ only there: `init(title: () -> Text)` and
    /// `init(title: LocalizedStringResource)`).
    private static func argumentKindsFit(
        _ call: FunctionCallExprSyntax, _ parameters: FunctionParameterListSyntax, generic: Set<String>
    )
        -> Bool
    {
        // Unlabelled arguments fill the unlabelled parameters in order.
        var unlabelled = parameters.filter { $0.firstName.tokenKind == .wildcard }.makeIterator()
        return call.arguments.allSatisfy { argument in
            let found =
                argument.label.map { label in parameters.first(where: { $0.firstName.text == label.text }) }
                ?? unlabelled.next()
            guard let parameter = found else { return true }
            let written = parameter.type.trimmedDescription
            let takesFunction = written.contains("->")
            // A text literal is no view (`Text` and `Image` take no literal).
            if argument.expression.is(StringLiteralExprSyntax.self) {
                if takesFunction { return false }
                return generic.contains(written) || !Self.viewsNoLiteralMakes.contains(written)
            }
            if argument.expression.is(ClosureExprSyntax.self) {
                let named = written.hasSuffix("?") ? String(written.dropLast()) : written
                return !["String", "LocalizedStringResource", "LocalizedStringKey", "Text"].contains(named)
            }
            return true
        }
    }

    /// The generic parameters an initializer's parameter types may name
    /// (`init<Text: StringProtocol>(verbatim text: Text)`: `Text` is one).
    static func genericNames(_ initializer: InitializerDeclSyntax, of type: TypeDeclaration) -> Set<String> {
        Set((initializer.genericParameterClause?.parameters.map(\.name.text) ?? []) + type.genericParameters)
    }

    /// View types a text literal cannot stand for.
    static let viewsNoLiteralMakes: Set<String> = ["Text", "Image", "Label", "AnyView", "some View"]
}
