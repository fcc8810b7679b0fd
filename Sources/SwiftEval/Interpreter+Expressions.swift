import Foundation
import SwiftSyntax

extension Interpreter {
    /// The value of `expression` in `scope`. `expected` is the type the
    /// context gives it, when written (`let x: Double = 3`, a parameter's
    /// type): literals and implicit members (`.done`) take it.
    func evaluate(_ expression: ExprSyntax, in scope: Scope, expected written: TypeRef? = nil) throws -> Value {
        try step(expression)
        // `IdentifiedArrayOf<Row>` expected: the type its generic alias names (`[Row]`).
        let expected = written.map(expandingAlias)
        expressionDepth += 1
        defer { expressionDepth -= 1 }
        if expressionDepth > limits.expressionDepth {
            throw stop(.limit, "expressions nested deeper than \(limits.expressionDepth) levels", at: expression)
        }
        if isChainTop(expression) { return try evaluateChain(expression, in: scope, expected: expected) }
        return try evaluateNode(expression, in: scope, expected: expected)
    }

    /// One expression, its chain (if any) already handled.
    func evaluateNode(_ expression: ExprSyntax, in scope: Scope, expected: TypeRef?) throws -> Value {
        switch expression.as(ExprSyntaxEnum.self) {
        case .integerLiteralExpr(let node): return try integerLiteral(node, expected: expected)
        case .floatLiteralExpr(let node):
            let text = Self.withoutSeparators(node.literal.text)
            guard let number = Double(text) else { return gap("the literal \(text)", at: node) }
            switch expected?.nonOptional.name {
            case "Float": return .float(Float(number))
            case "Decimal": return Library.decimal(Decimal(floatLiteral: number))
            default: return .double(number)
            }
        case .booleanLiteralExpr(let node): return .bool(node.literal.tokenKind == .keyword(.true))
        case .nilLiteralExpr: return .null
        case .stringLiteralExpr(let node): return try stringLiteral(node, in: scope, expected: expected)
        case .arrayExpr(let node): return try arrayLiteral(node, in: scope, expected: expected)
        case .dictionaryExpr(let node): return try dictionaryLiteral(node, in: scope, expected: expected)
        case .tupleExpr(let node): return try tuple(node, in: scope, expected: expected)
        case .declReferenceExpr(let node): return try reference(node, in: scope, expected: expected)
        case .memberAccessExpr(let node): return try memberAccess(node, in: scope, expected: expected)
        case .functionCallExpr(let node): return try call(node, in: scope, expected: expected)
        case .subscriptCallExpr(let node): return try subscriptCall(node, in: scope)
        case .infixOperatorExpr(let node): return try infix(node, in: scope, expected: expected)
        case .prefixOperatorExpr(let node): return try prefix(node, in: scope, expected: expected)
        case .postfixOperatorExpr(let node): return try postfix(node, in: scope)
        case .ternaryExpr(let node): return try ternary(node, in: scope, expected: expected)
        case .forceUnwrapExpr(let node): return try forceUnwrap(evaluate(node.expression, in: scope), at: node)
        case .optionalChainingExpr(let node): return try optionalChain(node, in: scope)
        case .tryExpr(let node): return try tryExpression(node, in: scope, expected: expected)
        case .awaitExpr(let node): return try evaluate(node.expression, in: scope, expected: expected)
        case .closureExpr(let node): return .function(Function(closure: node, scope: try captureScope(node, in: scope)))
        case .ifExpr(let node):
            return try valueOf(branch: executeIfValue(node, in: scope, expected: expected), at: node)
        case .switchExpr(let node): return try switchValue(node, in: scope, expected: expected)
        case .isExpr(let node):
            let type = resolvingBindings(TypeRef(node.type), in: scope)
            return .bool(try isInstance(evaluate(node.expression, in: scope), of: type))
        case .asExpr(let node): return try castExpression(node, in: scope)
        case .keyPathExpr(let node): return keyPath(node)
        case .typeExpr(let node): return .metatype(TypeRef(node.type).name)
        case .genericSpecializationExpr(let node): return try evaluate(node.expression, in: scope, expected: expected)
        case .superExpr(let node): return try lookupName("self", in: scope, at: node)
        case .inOutExpr(let node): return try evaluate(node.expression, in: scope, expected: expected)
        case .discardAssignmentExpr: return .void
        case .macroExpansionExpr(let node):
            // `#Predicate<Bird> { $0.isFavorite }`: the condition, as its closure.
            if node.macroName.text == "Predicate", let closure = node.trailingClosure, node.arguments.isEmpty {
                return try evaluate(ExprSyntax(closure), in: scope, expected: expected)
            }
            return magicLiteral(node.macroName.text, at: Syntax(node))
                ?? gap("the macro #\(node.macroName.text)", at: node)
        default: return gap("the expression \(expression.kind)", at: expression)
        }
    }

    /// `c ? a : b`: the chosen branch, typed by the context or (a number
    /// literal) by the other branch.
    private func ternary(_ node: TernaryExprSyntax, in scope: Scope, expected: TypeRef?) throws -> Value {
        let condition = try truth(evaluate(node.condition, in: scope), at: node.condition)
        let chosen = condition ? node.thenExpression : node.elseExpression
        let other = condition ? node.elseExpression : node.thenExpression
        guard let branchType = try ternaryBranchType(chosen, other: other, in: scope, expected: expected) else {
            return gap(
                "the type of \(chosen.trimmedDescription) (the other branch's type is not known)", at: chosen)
        }
        var value = try evaluate(chosen, in: scope, expected: branchType)
        if expected == nil || !isKnownType(expected!), let branchType, isKnownType(branchType) {
            value = try coerce(value, to: branchType)
        }
        // `c ? x : nil` is an optional either way.
        switch value {
        case .optional, .unknown: return value
        default: return other.is(NilLiteralExprSyntax.self) ? .optional(value) : value
        }
    }

    /// The radix each prefix of an integer literal names.
    static let radixPrefixes = ["0x": 16, "0b": 2, "0o": 8]

    /// A number literal without its `_` separators (most have none: no copy then).
    static func withoutSeparators(_ text: String) -> String {
        text.utf8.contains(UInt8(ascii: "_")) ? text.replacingOccurrences(of: "_", with: "") : text
    }

    private func integerLiteral(_ node: IntegerLiteralExprSyntax, expected: TypeRef?) throws -> Value {
        var text = Self.withoutSeparators(node.literal.text)
        var radix = 10
        if text.hasPrefix("0"), let base = Self.radixPrefixes[String(text.prefix(2))] {
            text.removeFirst(2)
            radix = base
        }
        guard let number = Int(text, radix: radix) else {
            // Past `Int.max`: only a wider unsigned type holds it (`0x9E37_79B9_7F4A_7C15` as a `UInt64`).
            if let name = expected?.nonOptional.name, let kind = Library.fixedKinds[name],
                let made = kind.parse(text, radix: radix)
            {
                return made
            }
            return gap("the literal \(node.literal.text)", at: node)
        }
        switch expected?.nonOptional.name {
        case "Double", "CGFloat", "TimeInterval": return .double(Double(number))
        case "Float": return .float(Float(number))
        case "Decimal": return Library.decimal(Decimal(number))
        case let name? where Library.fixedKinds[name] != nil:
            return Library.fixedLiteral(name, .int(number)) ?? gap("the literal \(number) as \(name)", at: node)
        default: return .int(number)
        }
    }

    private func arrayLiteral(_ node: ArrayExprSyntax, in scope: Scope, expected: TypeRef?) throws -> Value {
        if let optionSet = try optionSetLiteral(node, in: scope, expected: expected) { return optionSet }
        if let made = try arrayLiteralInit(node, in: scope, expected: expected) { return made }
        var element: TypeRef?
        switch expected?.nonOptional {
        case .array(let type)?: element = type
        case .named("Set", let arguments)?: element = arguments.first
        default: break
        }
        var items: [Value] = []
        // `[Rating.halfStar, .none]`: a leading-dot element takes the type an earlier element has.
        var sibling: TypeRef?
        for item in node.elements {
            let implicit = Self.isImplicitMember(item.expression)
            let value = try evaluate(item.expression, in: scope, expected: element ?? (implicit ? sibling : nil))
            if element == nil, sibling == nil, !implicit { sibling = valueTypeOf(value) }
            items.append(value)
            try checkSize(items.count, at: node)
        }
        if element == nil, items.contains(where: { if case .double = $0 { true } else { false } }) {
            items = items.map { if case .int(let number) = $0 { .double(Double(number)) } else { $0 } }
        }
        if element == nil, items.contains(where: \.isNil) {
            items = items.map { if case .optional = $0 { $0 } else { .optional($0) } }
        }
        if let element { items = try items.map { try coerce($0, to: element) } }
        if expected?.nonOptional.name == "Set" { return .set(try uniqued(items)) }
        return .array(items)
    }

    private func dictionaryLiteral(_ node: DictionaryExprSyntax, in scope: Scope, expected: TypeRef?) throws -> Value {
        if let made = try dictionaryLiteralInit(node, in: scope, expected: expected) { return made }
        var result = DictionaryValue()
        guard case .elements(let elements) = node.content else { return .dictionary(result) }
        var keyType: TypeRef?
        var valueType: TypeRef?
        if case .dictionary(let key, let value)? = expected?.nonOptional {
            keyType = key
            valueType = value
        }
        for element in elements {
            let key = try coerce(evaluate(element.key, in: scope, expected: keyType), to: keyType)
            result[key] = try coerce(evaluate(element.value, in: scope, expected: valueType), to: valueType)
            try checkSize(result.count, at: node)
        }
        return .dictionary(result)
    }

    private func tuple(_ node: TupleExprSyntax, in scope: Scope, expected: TypeRef?) throws -> Value {
        let elements = Array(node.elements)
        if elements.count == 1, elements[0].label == nil {
            return try evaluate(elements[0].expression, in: scope, expected: expected)
        }
        var types: [TypeRef?] = Array(repeating: nil, count: elements.count)
        if case .tuple(let written, _)? = expected, written.count == elements.count { types = written }
        var items: [Value] = []
        for (element, type) in zip(elements, types) {
            items.append(try coerce(evaluate(element.expression, in: scope, expected: type), to: type))
        }
        return .tuple(items, labels: elements.map { $0.label?.text })
    }

    private func keyPath(_ node: KeyPathExprSyntax) -> Value {
        var names: [String] = []
        for component in node.components {
            if case .property(let property) = component.component {
                names.append(property.declName.baseName.text)
            } else if component.component.is(KeyPathOptionalComponentSyntax.self) {
                names.append("?")
            } else {
                return gap("the key path \(node.trimmedDescription)", at: node)
            }
        }
        return .keyPath(names)
    }

    private func tryExpression(_ node: TryExprSyntax, in scope: Scope, expected: TypeRef?) throws -> Value {
        switch node.questionOrExclamationMark?.tokenKind {
        case .postfixQuestionMark?:
            do {
                let value = try handling(.continues) {
                    try evaluate(node.expression, in: scope, expected: expected?.nonOptional)
                }
                if case .optional = value { return value }
                return value.isUnknown ? value : .optional(value)
            } catch Interrupt.thrown {
                return .null
            }
        case .exclamationMark?:
            do {
                return try handling(.ends) { try evaluate(node.expression, in: scope, expected: expected) }
            } catch Interrupt.thrown(let error) {
                throw stop(.trap, "try! met the error \(try describe(error.value, debug: true))", at: node)
            }
        default:
            let value = try evaluate(node.expression, in: scope, expected: expected)
            try checkUnknownThrow(value, at: node)
            return value
        }
    }

    func forceUnwrap(_ value: Value, at node: some SyntaxProtocol) throws -> Value {
        switch value {
        case .optional(.some(let wrapped)): return wrapped
        case .optional(nil): throw stop(.trap, "force unwrapping nil", at: node)
        default: return value
        }
    }

    /// Elements of an array without repeats (a `Set` literal): by structure,
    /// or by the type's own `hash(into:)` and `==` when it declares them.
    func uniqued(_ items: [Value]) throws -> [Value] {
        if items.contains(where: { customHashing($0) != nil }) {
            return try Membership(self, items, at: Syntax(TokenSyntax.identifier("Set"))).unique(items)
        }
        var seen: Set<String> = []
        return items.filter { seen.insert($0.hashKey).inserted }
    }

    /// The type of `value` when the program declares its own `==` or
    /// `hash(into:)` for it; `nil` otherwise.
    func customHashing(_ value: Value) -> String? {
        let name: String
        switch value {
        case .instance(let instance): name = instance.type
        case .object(let object): name = object.type
        case .enumCase(let found): name = found.type
        default: return nil
        }
        guard let type = declarations.type(named: name) else { return nil }
        let equals = findMethod("==", labels: nil, in: type, isStatic: true) != nil
        let hashes = findMethod("hash", labels: ["into"], in: type, isStatic: false) != nil
        return equals || hashes ? name : nil
    }
}

extension Interpreter {
    /// A closure's capture list (`[count, weak self]`) copies its values
    /// when the closure is made; the rest is captured by reference.
    func captureScope(_ node: ClosureExprSyntax, in scope: Scope) throws -> Scope {
        guard let captures = node.signature?.capture?.items, !captures.isEmpty else { return scope }
        let weakSelf = captures.contains { $0.name.text == "self" && $0.specifier != nil }
        let captured: Scope
        if weakSelf {
            // The closure must not keep `self` alive through its method's
            // frame: it sees the same variables from a scope without it.
            let visible = scope.visible(upTo: globals)
            captured = Scope(parent: globals, typeContext: scope.typeContext)
            for (name, box) in visible.names where name != "self" { captured.declare(name, box) }
            captured.functions = visible.functions
        } else {
            captured = Scope(parent: scope)
        }
        for item in captures {
            let name = item.name.text
            let value =
                try item.initializer.map { try evaluate($0.value, in: scope) } ?? lookupName(name, in: scope, at: item)
            let ownership = item.specifier?.specifier.text
            if let ownership, case .object(let object) = value.unwrapped ?? .void {
                captured.declare(
                    name, Box(.weak(WeakReference(object, unowned: ownership == "unowned")), constant: true))
            } else {
                captured.declare(name, Box(value, constant: true))
            }
        }
        return captured
    }
}

extension Interpreter {
    /// `.name` or `.name(…)`: a member whose type comes from the context.
    static func isImplicitMember(_ expression: ExprSyntax) -> Bool {
        if let member = expression.as(MemberAccessExprSyntax.self) { return member.base == nil }
        if let call = expression.as(FunctionCallExprSyntax.self) { return isImplicitMember(call.calledExpression) }
        return false
    }

    /// The type of a struct or enum value of the program (no subtype).
    func valueTypeOf(_ value: Value) -> TypeRef? {
        let name: String
        switch value {
        case .instance(let instance): name = instance.type
        case .enumCase(let found): name = found.type
        default: return nil
        }
        guard let decl = declarations.types[name], decl.kind == .structure || decl.kind == .enumeration else {
            return nil
        }
        return .named(name, [])
    }
}
