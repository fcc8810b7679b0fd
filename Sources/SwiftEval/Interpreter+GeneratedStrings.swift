public import SwiftSyntax

/// Constants a string-table code generator (SwiftGen) makes from an app's
/// tables, in a file the sources do not hold: `L10n.A11y.ChatInput.label`
/// is the key `a11y.chatInput.label` (each name's first letter lowered,
/// joined by dots), read from the app's own string tables.
public enum GeneratedStrings {
    /// The chain's root name and the key its other names spell, for the
    /// top of a chain of two or more names (not continued by a member or a
    /// call); `nil` otherwise.
    public static func key(of node: MemberAccessExprSyntax) -> (root: String, key: String)? {
        if let member = node.parent?.as(MemberAccessExprSyntax.self), member.base?.id == ExprSyntax(node).id {
            return nil
        }
        if let call = node.parent?.as(FunctionCallExprSyntax.self), call.calledExpression.id == ExprSyntax(node).id {
            return nil
        }
        var names = [node.declName.baseName.text]
        var current = node.base
        while let member = current?.as(MemberAccessExprSyntax.self), names.count < 12 {
            names.append(member.declName.baseName.text)
            current = member.base
        }
        guard names.count >= 2, let root = current?.as(DeclReferenceExprSyntax.self)?.baseName.text,
            root.first?.isUppercase == true, !AppleFrameworks.typeNames.contains(root)
        else { return nil }
        return (root, names.reversed().map { $0.prefix(1).lowercased() + $0.dropFirst() }.joined(separator: "."))
    }
}

extension Interpreter {
    /// The table's text for a chain of names rooted at a type no file
    /// declares, when the key it spells is in the app's tables; `nil`
    /// otherwise (then the chain is unknown as before).
    func generatedStringKey(_ node: MemberAccessExprSyntax, in scope: Scope) -> Value? {
        guard let tables = stringTables, let (root, key) = GeneratedStrings.key(of: node), scope.lookup(root) == nil,
            declarations.type(named: root) == nil, !Library.typeNames.contains(root), !Self.swiftUINames.contains(root)
        else { return nil }
        return tables(key, nil, nil).map(Value.string)
    }
}
