@_spi(Compiler) import SwiftParser
import SwiftSyntax

extension Interpreter {
    /// A string literal: its text with escapes resolved (multi-line and raw
    /// strings as Swift reads them) and each `\(…)` written as `print`
    /// would; a `Character` where one is expected.
    func stringLiteral(_ node: StringLiteralExprSyntax, in scope: Scope, expected: TypeRef?) throws -> Value {
        guard let kind = node.stringLiteralKind else { return gap("this string literal", at: node) }
        var text = ""
        // The first part not known: the whole text is unknown for its reason, printed with `«…»` in its place.
        var unknownPart: (unknown: Unknown, knownPrefix: String)?
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
                let written = try describe(value, debug: false)
                if unknownPart == nil, let unknown = Self.unknownPart(value, written: written) {
                    unknownPart = (unknown, text)
                }
                text += written
            }
            try checkSize(text.utf8.count, at: node)
        }
        if let (found, prefix) = unknownPart {
            var unknown = found
            unknown.shown = text
            if !prefix.isEmpty { unknown.textPrefix = (unknown.textPrefix.map { prefix + $0 }) ?? prefix }
            return .unknown(unknown)
        }
        if expected?.nonOptional.name == "Character", text.count == 1 { return .character(text.first!) }
        return .string(text)
    }

    /// Why an interpolated value makes its text unknown: it is unknown, or
    /// it holds an unknown or a part this interpreter does not write
    /// (written `«…»`); `nil` for a value written in full.
    static func unknownPart(_ value: Value, written: String) -> Unknown? {
        if case .unknown(let unknown) = value { return unknown }
        switch value {
        case .string, .substring, .character: return nil
        default:
            guard written.contains("«…»") else { return nil }
            return firstUnknownInside(value) ?? Unknown(.evaluatorGap, "a part of this value that is not written here")
        }
    }

    /// The first unknown inside a collection, optional, tuple or instance, a few levels deep.
    static func firstUnknownInside(_ value: Value, depth: Int = 0) -> Unknown? {
        guard depth < 6 else { return nil }
        let inner = { (values: [Value]) in values.lazy.compactMap { firstUnknownInside($0, depth: depth + 1) }.first }
        switch value {
        case .unknown(let found): return found
        case .optional(let wrapped?): return firstUnknownInside(wrapped, depth: depth + 1)
        case .array(let values), .set(let values), .tuple(let values, _): return inner(values)
        case .enumCase(let found): return inner(found.payload)
        case .instance(let instance): return inner(instance.fields.map(\.value))
        default: return nil
        }
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
