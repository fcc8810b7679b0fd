import SwiftSyntax

/// Constants a string-table code generator (SwiftGen) makes from an app's
/// tables, in a file the sources do not hold: `L10n.A11y.ChatInput.label`
/// is the key `a11y.chatInput.label` (each name's first letter lowered,
/// joined by dots), read from the app's own string tables.
extension Interpreter {
    /// The table's text for a chain of names rooted at a type no file
    /// declares, when the key it spells is in the app's tables; `nil`
    /// otherwise (then the chain is unknown as before).
    func generatedStringKey(_ node: MemberAccessExprSyntax, in scope: Scope) -> Value? {
        guard let tables = stringTables, !isContinued(node) else { return nil }
        var names = [node.declName.baseName.text]
        var current = node.base
        while let member = current?.as(MemberAccessExprSyntax.self), names.count < 12 {
            names.append(member.declName.baseName.text)
            current = member.base
        }
        guard names.count >= 2, let root = current?.as(DeclReferenceExprSyntax.self)?.baseName.text,
            Self.looksLikeTypeName(root), scope.lookup(root) == nil, declarations.type(named: root) == nil,
            !Library.typeNames.contains(root), !Self.swiftUINames.contains(root),
            !AppleFrameworks.typeNames.contains(root)
        else { return nil }
        let key = names.reversed().map { $0.prefix(1).lowercased() + $0.dropFirst() }.joined(separator: ".")
        return tables(key, nil, nil).map(Value.string)
    }

    /// Whether the chain goes on above `node` (a longer member chain or a call).
    private func isContinued(_ node: MemberAccessExprSyntax) -> Bool {
        if let member = node.parent?.as(MemberAccessExprSyntax.self), member.base?.id == node.id { return true }
        if let call = node.parent?.as(FunctionCallExprSyntax.self), call.calledExpression.id == node.id { return true }
        return false
    }
}
