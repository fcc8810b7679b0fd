@_spi(Compiler) import SwiftParser
import SwiftSyntax

extension Interpreter {
    /// A string literal: its text with escapes resolved (multi-line and raw
    /// strings as Swift reads them) and each `\(…)` written as `print`
    /// would; a `Character` where one is expected.
    func stringLiteral(_ node: StringLiteralExprSyntax, in scope: Scope, expected: TypeRef?) throws -> Value {
        guard let kind = node.stringLiteralKind else { return gap("this string literal", at: node) }
        var text = ""
        for segment in node.segments {
            switch segment {
            case .stringSegment(let part):
                part.appendUnescapedLiteralValue(
                    stringLiteralKind: kind, delimiterLength: node.delimiterLength, to: &text)
            case .expressionSegment(let part):
                let items = Array(part.expressions)
                guard items.count == 1, items[0].label == nil else {
                    return gap("an interpolation with arguments (\(part.trimmedDescription))", at: part)
                }
                let value = try evaluate(items[0].expression, in: scope)
                text += try describe(value, debug: false)
            }
            try checkSize(text.utf8.count, at: node)
        }
        if expected?.nonOptional.name == "Character", text.count == 1 { return .character(text.first!) }
        return .string(text)
    }

    /// Runs a computed property's getter with `self`.
    func runAccessor(
        _ getter: CodeBlockItemListSyntax, self value: Value, selfBox: Box?, type: TypeDecl, expected: TypeRef?,
        isStatic: Bool = false
    ) throws -> Value {
        callDepth += 1
        defer { callDepth -= 1 }
        if callDepth > limits.callDepth {
            throw stop(.limit, "calls nested deeper than \(limits.callDepth) (unbounded recursion?)", at: getter)
        }
        let frame = Scope(
            parent: globals, selfBox: isStatic ? nil : (selfBox ?? Box(value)), typeContext: type.name,
            isStatic: isStatic)
        if !isStatic { bindGenericParameters(of: selfBox?.value ?? value, owner: type, in: frame) }
        bindApplied(selfValue: value, owner: type, in: frame)
        if let builder = resultBuilder(ofGetter: getter), !Self.returnsExplicitly(getter) {
            return try coerce(buildResult(getter, builder: builder, in: frame), to: expected)
        }
        return try runBody(getter, in: frame, expected: expected)
    }
}
