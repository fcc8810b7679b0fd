import Foundation
@_spi(Compiler) import SwiftParser
import SwiftSyntax

/// The text of a localized string's key in the app's string tables, in the
/// language the app is read in: `key` as Swift derives it from the literal
/// (`"Serves \(n)"` is `Serves %lld`), the table named (`nil`: the default
/// one), and the first number interpolated, which picks a plural variant.
/// `nil` when no table holds the key.
public typealias StringTableLookup = (_ key: String, _ table: String?, _ count: Int?) -> String?

extension Interpreter {
    /// `String(localized: "…", table:, bundle:, locale:, comment:)` and
    /// `NSLocalizedString("…", tableName:, bundle:, value:, comment:)`: the
    /// key's text in the client's string tables, formatted with the
    /// interpolated values; with no table holding it, the default value
    /// when one is given, else the literal as interpolated (what a compiled
    /// program with no tables prints). `nil` when the key is not a literal.
    func localizedString(
        _ syntax: [(label: String?, expression: ExprSyntax)], keyLabel: String?, tableLabel: String,
        defaultLabel: String, in scope: Scope, at node: FunctionCallExprSyntax
    ) throws -> Value? {
        guard let written = syntax.first(where: { $0.label == keyLabel })?.expression,
            let literal = Self.parenthesized(written).as(StringLiteralExprSyntax.self)
        else { return nil }
        var key = ""
        var arguments: [Value] = []
        var specified = false
        for segment in literal.segments {
            switch segment {
            case .stringSegment(let part):
                if let kind = literal.stringLiteralKind {
                    part.appendUnescapedLiteralValue(
                        stringLiteralKind: kind, delimiterLength: literal.delimiterLength, to: &key)
                }
            case .expressionSegment(let part):
                guard let item = part.expressions.first else { return nil }
                let value = try evaluate(item.expression, in: scope)
                if value.isUnknown { return value }
                arguments.append(value)
                // `\(number, specifier: "%02d")`: the key holds the specifier written.
                if part.expressions.count == 2, part.expressions.last?.label?.text == "specifier",
                    let format = part.expressions.last?.expression.as(StringLiteralExprSyntax.self)
                        .flatMap(Self.plainText)
                {
                    key += format
                    specified = true
                } else if part.expressions.count == 1 {
                    key += Self.formatSpecifier(for: value)
                } else {
                    return nil
                }
            }
        }
        var table: String?
        if let written = syntax.first(where: { $0.label == tableLabel })?.expression {
            let value = try evaluate(written, in: scope)
            if value.isUnknown { return value }
            table = value.text
        }
        let count = arguments.lazy.compactMap { if case .int(let number) = $0 { number } else { nil } }.first
        if let format = stringTables?(key, table, count) {
            return .string(try Self.formatLocalized(format, arguments, interpreter: self))
        }
        if let fallback = syntax.first(where: { $0.label == defaultLabel })?.expression {
            return try evaluate(fallback, in: scope)
        }
        // With no table, the key formats the values (a specifier written is honoured).
        if specified { return .string(try Self.formatLocalized(key, arguments, interpreter: self)) }
        return try stringLiteral(literal, in: scope, expected: nil)
    }

    /// A literal's text when it has no interpolation.
    static func plainText(_ literal: StringLiteralExprSyntax) -> String? {
        var text = ""
        guard let kind = literal.stringLiteralKind else { return nil }
        for segment in literal.segments {
            guard case .stringSegment(let part) = segment else { return nil }
            part.appendUnescapedLiteralValue(
                stringLiteralKind: kind, delimiterLength: literal.delimiterLength, to: &text)
        }
        return text
    }

    /// `("…")`: the expression inside parentheses.
    static func parenthesized(_ expression: ExprSyntax) -> ExprSyntax {
        var current = expression
        while let tuple = current.as(TupleExprSyntax.self), tuple.elements.count == 1, let only = tuple.elements.first,
            only.label == nil
        {
            current = only.expression
        }
        return current
    }

    /// The specifier a localized key holds for an interpolated value.
    static func formatSpecifier(for value: Value) -> String {
        switch value {
        case .int: "%lld"
        case .double, .float: "%lf"
        default: "%@"
        }
    }

    /// `format` from a table with `arguments` in its specifiers, by
    /// Foundation (positional specifiers included).
    static func formatLocalized(_ format: String, _ arguments: [Value], interpreter: Interpreter) throws -> String {
        let values: [any CVarArg] = try arguments.map { value in
            switch value {
            case .int(let number): number
            case .double(let number): number
            case .float(let number): Double(number)
            default: try interpreter.describe(value, debug: false)
            }
        }
        return String(format: format, arguments: values)
    }
}
