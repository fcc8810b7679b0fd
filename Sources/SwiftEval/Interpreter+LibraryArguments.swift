import SwiftSyntax

extension Interpreter {
    /// The parameters of a library collection method whose arguments take
    /// the receiver's element type (`append(_:)` of a `[Double]` makes `3`
    /// a `3.0`; of a `[(rank: Int, name: String)]` gives `(1, "a")` its
    /// labels), when the receiver's type is known without running code.
    func libraryParameters(
        _ name: String, labels: [String?], base: ExprSyntax, receiver value: Value?, in scope: Scope
    ) -> [Parameter]? {
        if let unit = Library.unitParameter(name, labels: labels, of: value) {
            return [Parameter(label: labels.first ?? nil, name: "_0", type: unit)]
        }
        guard let receiver = staticType(of: base, in: scope)?.nonOptional else { return nil }
        let element: TypeRef
        switch receiver {
        case .array(let type): element = type
        case .named("Set", let arguments) where arguments.count == 1: element = arguments[0]
        default: return nil
        }
        let types: [TypeRef]
        switch (name, labels) {
        case ("append", [nil]), ("insert", [nil]), ("contains", [nil]), ("remove", [nil]):
            types = [element]
        case ("firstIndex", ["of"]), ("lastIndex", ["of"]): types = [element]
        case ("insert", [nil, "at"]): types = [element, .named("Int", [])]
        case ("append", ["contentsOf"]): types = [.array(element)]
        default: return nil
        }
        return zip(labels, types).enumerated().map { index, pair in
            Parameter(label: pair.0, name: "_\(index)", type: pair.1)
        }
    }

    /// Arguments of a library method, each with the type its parameter has
    /// (see ``libraryParameters(_:labels:base:receiver:in:)``) and converted to it.
    func evaluateLibraryArguments(
        _ syntax: [(label: String?, expression: ExprSyntax)], method name: String, base: ExprSyntax,
        receiver: Value? = nil, in scope: Scope
    ) throws -> [Argument] {
        let parameters =
            syntax.contains { $0.expression.is(ClosureExprSyntax.self) }
            ? nil : libraryParameters(name, labels: syntax.map(\.label), base: base, receiver: receiver, in: scope)
        var arguments = try evaluateArguments(syntax, for: parameters, in: scope)
        guard let parameters else { return arguments }
        for index in arguments.indices where index < parameters.count {
            arguments[index].value = try coerce(arguments[index].value, to: parameters[index].type)
        }
        return arguments
    }
}
