import SwiftSyntax

/// The exact type a view-building closure returns, as Swift writes it, for
/// the shapes where the code alone settles it: `{ Text("x") }` is `Text`,
/// `{ Text("a"); Button("b") { … } }` is `TupleView<(Text, Button<Text>)>`,
/// `{ Form { Text("a") } }` is `Form<Text>`. Anything else (a modifier, an
/// `if`, a view whose type depends on its arguments) is not settled: `nil`.
extension Interpreter {
    /// The type the closure `value` (no parameters) returns, when settled.
    func closureResultType(_ value: Value) -> String? {
        guard case .function(let function) = value, case .closure(let closure) = function.kind,
            closure.signature == nil
        else { return nil }
        return builtType(of: closure.statements, depth: 0)
    }

    /// SwiftUI's views whose type is their name alone.
    private static let plainViews: Set<String> = ["Text", "Image", "Spacer", "Divider", "EmptyView", "ProgressView"]
    /// SwiftUI's views made with a title string (`Button("Save") { … }`): their label is a `Text`.
    private static let titledViews: Set<String> = ["Button", "Toggle", "Link"]
    /// SwiftUI's containers of one `@ViewBuilder` closure: `VStack<Content>`.
    private static let containers: Set<String> = [
        "VStack", "HStack", "ZStack", "Form", "Group", "LazyVStack", "LazyHStack",
    ]

    /// Every SwiftUI type name the types above are written with.
    static var builtViewNames: Set<String> { plainViews.union(titledViews).union(containers).union(["TupleView"]) }

    private func builtType(of statements: CodeBlockItemListSyntax, depth: Int) -> String? {
        guard depth < 8, !statements.isEmpty, statements.count <= 10 else { return nil }
        var types: [String] = []
        for item in statements {
            guard let expression = item.item.as(ExprSyntax.self), let type = builtType(of: expression, depth: depth)
            else { return nil }
            types.append(type)
        }
        return types.count == 1 ? types[0] : "TupleView<(" + types.joined(separator: ", ") + ")>"
    }

    private func builtType(of expression: ExprSyntax, depth: Int) -> String? {
        guard let call = expression.as(FunctionCallExprSyntax.self),
            let name = call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.bare,
            Self.looksLikeTypeName(name)
        else { return nil }
        if let decl = declarations.types[name], decl.kind != .builtin {
            return decl.genericParameters.isEmpty ? decl.name : nil
        }
        if Self.plainViews.contains(name) { return name }
        let arguments = Array(call.arguments)
        if Self.titledViews.contains(name), let first = arguments.first, first.label == nil,
            first.expression.is(StringLiteralExprSyntax.self)
        {
            return name + "<Text>"
        }
        if Self.containers.contains(name), let closure = call.trailingClosure, call.additionalTrailingClosures.isEmpty,
            arguments.allSatisfy({ $0.label != nil }),
            let inner = builtType(of: closure.statements, depth: depth + 1)
        {
            return name + "<" + inner + ">"
        }
        return nil
    }
}
