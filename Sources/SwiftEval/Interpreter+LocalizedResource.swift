import SwiftSyntax

/// `LocalizedStringResource` as app code keeps one (a library's default
/// message, a button title passed on) and `String(localized:)` of it.
/// A resource is held as its key, looked up when a text is made from it:
/// what a literal typed as a resource is. One made with a default value
/// or a table is looked up where it is made (its text, which a later
/// lookup finds no key for and keeps). The bundle named is not told
/// apart: the tables of every module in the sources are searched.
extension Interpreter {
    /// `LocalizedStringResource("KEY", defaultValue:, table:, locale:, bundle:, comment:)`;
    /// `nil` when the key is not a plain literal.
    func localizedResource(
        _ syntax: [(label: String?, expression: ExprSyntax)], in scope: Scope
    ) throws -> Value? {
        guard let written = syntax.first, written.label == nil,
            let literal = Self.parenthesized(written.expression).as(StringLiteralExprSyntax.self),
            let key = Self.plainText(literal)
        else { return nil }
        var table: String?
        if let given = syntax.first(where: { $0.label == "table" })?.expression {
            let value = try evaluate(given, in: scope)
            if value.isUnknown { return value }
            table = value.text
        }
        var fallback: String?
        if let given = syntax.first(where: { $0.label == "defaultValue" })?.expression {
            let value = try evaluate(given, in: scope)
            if value.isUnknown { return value }
            fallback = value.text
        }
        guard table != nil || fallback != nil else { return .string(key) }
        return .string(stringTables?(key, table, nil) ?? fallback ?? key)
    }

    /// `String(localized: resource)` of a resource value (not a literal):
    /// its key's text in the string tables, else the key.
    func localizedText(of resource: ExprSyntax, in scope: Scope) throws -> Value {
        let value = try evaluate(resource, in: scope, expected: .named("LocalizedStringResource", []))
        guard case .string(let key) = value else {
            return value.isUnknown ? value : gap("String(localized:) of a \(value.typeName)", at: resource)
        }
        return .string(stringTables?(key, nil, nil) ?? key)
    }
}
