import SwiftSyntax

extension Interpreter {
    func infix(_ node: InfixOperatorExprSyntax, in scope: Scope, expected: TypeRef?) throws -> Value {
        if node.operator.is(AssignmentExprSyntax.self) {
            let target = node.leftOperand
            let value = try evaluate(node.rightOperand, in: scope, expected: targetType(target, in: scope))
            do { try assign(to: target, value, in: scope) } catch is ChainIsNil { return .null }
            return .void
        }
        let symbol = node.operator.as(BinaryOperatorExprSyntax.self)?.operator.text ?? node.operator.trimmedDescription
        switch symbol {
        case "&&", "||":
            let left = try truth(evaluate(node.leftOperand, in: scope), at: node.leftOperand)
            if left == (symbol == "||") { return .bool(left) }
            return .bool(try truth(evaluate(node.rightOperand, in: scope), at: node.rightOperand))
        case "??":
            let left = try evaluate(node.leftOperand, in: scope, expected: expected.map(TypeRef.optional))
            switch left {
            case .optional(.some(let wrapped)):
                // `a ?? b` with an optional `b` is the optional (`T?` overload).
                if node.rightOperand.is(NilLiteralExprSyntax.self) { return left }
                if case .optional? = staticType(of: node.rightOperand, in: scope) { return left }
                return wrapped
            case .optional(nil):
                let type = expected ?? staticType(of: node.leftOperand, in: scope)?.nonOptional
                if isNumberLiteral(node.rightOperand), !isSettledNumberType(type) {
                    return gap(
                        "the type of \(node.rightOperand.trimmedDescription) after ?? (the left side's type is not written)",
                        at: node.rightOperand)
                }
                return try evaluate(node.rightOperand, in: scope, expected: type)
            default: return left
            }
        default: break
        }
        if symbol.count > 1, symbol.hasSuffix("="), !["==", "!=", "<=", ">=", "===", "!=="].contains(symbol) {
            return try compoundAssign(String(symbol.dropLast()), node, in: scope)
        }
        let (left, right) = try operands(node, symbol: symbol, in: scope, expected: expected)
        return try apply(symbol, left, right, at: node)
    }

    /// Whether a literal given `type` has a type known here: not unwritten,
    /// and not a generic parameter or protocol whose concrete type is elsewhere.
    private func isSettledNumberType(_ type: TypeRef?) -> Bool {
        guard let type = type?.nonOptional else { return false }
        guard case .named(let name, _) = type else { return true }
        return isConcrete(name) || Library.typeNames.contains(name)
    }

    /// The two operands, each typed by the other where a literal or an
    /// implicit member needs it.
    private func operands(
        _ node: InfixOperatorExprSyntax, symbol: String, in scope: Scope, expected: TypeRef?
    ) throws -> (Value, Value) {
        let arithmetic = ["+", "-", "*", "/", "%"].contains(symbol)
        let context = arithmetic ? expected : nil
        if node.leftOperand.as(MemberAccessExprSyntax.self)?.base == nil,
            node.leftOperand.is(MemberAccessExprSyntax.self)
        {
            let right = try evaluate(node.rightOperand, in: scope, expected: context)
            return (try evaluate(node.leftOperand, in: scope, expected: right.typeRef ?? context), right)
        }
        // `(total ?? 0) + x`: a literal on the left takes the right side's type.
        var leftContext = context
        if leftContext == nil, arithmetic || ["<", ">", "<=", ">=", "==", "!="].contains(symbol),
            !isNumberLiteral(node.rightOperand)
        {
            leftContext = staticType(of: node.rightOperand, in: scope)
        }
        let left = try evaluate(node.leftOperand, in: scope, expected: leftContext)
        // An `Int` value that is not itself a literal settles the other side's type.
        var leftType = left.typeRef
        if leftType == nil, case .int = left, !isNumberLiteral(node.leftOperand) { leftType = .named("Int", []) }
        let right = try evaluate(node.rightOperand, in: scope, expected: leftType ?? context)
        return (left, right)
    }

    /// The type an assignment's target holds, found without running code
    /// (a getter or subscript may count or print): written, or read from a
    /// variable or a stored property.
    private func targetType(_ target: ExprSyntax, in scope: Scope) -> TypeRef? {
        if let type = staticType(of: target, in: scope) { return type }
        if let type = selfPropertyType(target, in: scope) { return type }
        guard isAssignable(target), isPlainStorage(target, in: scope) else { return nil }
        return (try? evaluateTarget(target, in: scope))?.typeRef
    }

    /// The written type of the stored property `self.name` (or `name` where
    /// no variable has that name) of the value a method or initializer runs
    /// on: `self.creationDate = .now` in a class's initializer is a `Date`.
    private func selfPropertyType(_ target: ExprSyntax, in scope: Scope) -> TypeRef? {
        let name: String
        if let member = target.as(MemberAccessExprSyntax.self),
            member.base?.as(DeclReferenceExprSyntax.self)?.baseName.text == "self"
        {
            name = member.declName.baseName.text
        } else if let reference = target.as(DeclReferenceExprSyntax.self), scope.lookup(reference.baseName.text) == nil
        {
            name = reference.baseName.text
        } else {
            return nil
        }
        guard let selfValue = scope.selfBox?.value, let type = typeDecl(of: selfValue),
            let declared = findStored(name, in: type)?.type, type.genericParameters.isEmpty
        else { return nil }
        return declared
    }

    /// Whether reading `expression` runs no code: a variable, or a stored
    /// (not lazy) property of plain storage.
    private func isPlainStorage(_ expression: ExprSyntax, in scope: Scope) -> Bool {
        if let reference = expression.as(DeclReferenceExprSyntax.self) {
            let name = reference.baseName.text
            if scope.lookup(name) != nil || name == "self" { return true }
            guard let selfValue = scope.selfBox?.value, let type = typeDecl(of: selfValue) else { return false }
            return findStored(name, in: type).map { !$0.isLazy } ?? false
        }
        guard let member = expression.as(MemberAccessExprSyntax.self), let base = member.base,
            isPlainStorage(base, in: scope), let baseType = staticType(of: base, in: scope)?.nonOptional,
            let type = declarations.types[baseType.name],
            let property = findStored(member.declName.baseName.text, in: type)
        else { return false }
        return !property.isLazy
    }

    /// The current value of an assignment's target, read only for its type:
    /// what reading it prints or notes is taken back.
    private func evaluateTarget(_ target: ExprSyntax, in scope: Scope) throws -> Value {
        let (printed, noted) = (output.utf8.count, unknowns.count)
        let places = unknownPlaces
        defer {
            if output.utf8.count > printed { output = String(decoding: output.utf8.prefix(printed), as: UTF8.self) }
            unknowns.removeLast(unknowns.count - noted)
            unknownPlaces = places
        }
        return try evaluate(target, in: scope)
    }

    private func compoundAssign(_ symbol: String, _ node: InfixOperatorExprSyntax, in scope: Scope) throws -> Value {
        // `x?.count += 1`, `dict[k]? += 1`: nothing happens when a link is nil.
        let current: Value
        do {
            current = try evaluateNode(node.leftOperand, in: scope, expected: nil)
        } catch is ChainIsNil {
            return .null
        }
        let result: Value
        if symbol == "??" {
            guard case .optional(nil) = current else { return .void }
            result = try evaluate(node.rightOperand, in: scope, expected: current.typeRef)
        } else {
            var rightType = current.typeRef ?? staticType(of: node.leftOperand, in: scope)
            // `date -= .random(in: 60..<180)`: a date moves by a `TimeInterval`.
            if rightType?.nonOptional.name == "Date" { rightType = .named("TimeInterval", []) }
            let right = try evaluate(node.rightOperand, in: scope, expected: rightType)
            result = try apply(symbol, current, right, at: node)
        }
        do { try assign(to: node.leftOperand, result, in: scope) } catch is ChainIsNil { return .null }
        return .void
    }

    /// A binary operator on two values: the program's own operator
    /// functions first, then the library's.
    func apply(_ symbol: String, _ left: Value, _ right: Value, at node: some SyntaxProtocol) throws -> Value {
        if let unknown = left.unknownInside ?? right.unknownInside, !["===", "!=="].contains(symbol) {
            return instantOperation(symbol, left, right) ?? .unknown(unknown)
        }
        if let custom = try customOperator(symbol, left, right, at: node) { return custom }
        // `Text(a) + Text(b)` says both.
        if symbol == "+", let first = Self.textContent(left), let second = Self.textContent(right) {
            return Self.text(first + second)
        }
        // Only an implicitly unwrapped optional reaches arithmetic or an
        // ordering as an optional: it is read unwrapped.
        if ["+", "-", "*", "/", "%", "<", ">", "<=", ">="].contains(symbol) {
            switch (left, right) {
            case (.optional(let wrapped?), _): return try apply(symbol, wrapped, right, at: node)
            case (_, .optional(let wrapped?)): return try apply(symbol, left, wrapped, at: node)
            default: break
            }
        }
        if let (typedLeft, typedRight) = Library.literalPair(symbol, left, right) {
            return try apply(symbol, typedLeft, typedRight, at: node)
        }
        if let fixed = Library.fixedOperator(symbol, left, right) {
            if case .trap(let message) = fixed { throw stop(.trap, message, at: node) }
            if case .value(let value) = fixed { return value }
        }
        switch symbol {
        case "==": return .bool(try equals(left, right, at: node))
        case "!=": return .bool(!(try equals(left, right, at: node)))
        case "<", ">", "<=", ">=":
            guard let order = try compare(left, right, at: node) else {
                return gap("comparing \(left.typeName) with \(right.typeName)", at: node)
            }
            return .bool(Self.holds(symbol, order))
        case "===", "!==":
            var same = false
            if case .object(let a) = left.unwrapped, case .object(let b) = right.unwrapped { same = a === b }
            if left.unwrapped == nil, right.unwrapped == nil { same = true }
            return .bool(symbol == "===" ? same : !same)
        case "...", "..<": return .range(lower: left, upper: right, closed: symbol == "...")
        case "~=": return .bool(try patternMatches(left, right, at: node))
        default:
            if let result = try Arithmetic.apply(symbol, left, right) ?? Library.nativeOperator(symbol, left, right)
                ?? Library.decimalOperator(symbol, left, right)
            {
                if case .string(let text) = result { try checkSize(text.utf8.count, at: node) }
                if case .array(let items) = result { try checkSize(items.count, at: node) }
                return result
            }
            if case .failure(let message) = Arithmetic.check(symbol, left, right) {
                throw stop(.trap, message, at: node)
            }
            return gap("the operator \(symbol) on \(left.typeName) and \(right.typeName)", at: node)
        }
    }

    static func holds(_ symbol: String, _ order: Int) -> Bool {
        switch symbol {
        case "<": order < 0
        case ">": order > 0
        case "<=": order <= 0
        default: order >= 0
        }
    }

    /// An operator the program declares: a global `func +` or a `static
    /// func ==` of either operand's type.
    private func customOperator(
        _ symbol: String, _ left: Value, _ right: Value, at node: some SyntaxProtocol
    ) throws -> Value? {
        let arguments = [Argument(label: nil, value: left), Argument(label: nil, value: right)]
        if let functions = declarations.functions[symbol], let first = functions.first {
            return try invoke(first, arguments, selfBox: nil, type: nil, scope: globals, at: node)
        }
        for operand in [left, right] {
            guard let type = typeDecl(of: operand.unwrapped ?? operand) else { continue }
            if let (method, owner) = findMethod(symbol, labels: [nil, nil], in: type, isStatic: true) {
                return try invokeMethod(method, owner: owner, arguments, selfBox: Box(.metatype(owner.name)), at: node)
            }
            if symbol == "!=", let (method, owner) = findMethod("==", labels: [nil, nil], in: type, isStatic: true) {
                let result = try invokeMethod(
                    method, owner: owner, arguments, selfBox: Box(.metatype(owner.name)), at: node)
                if case .bool(let flag) = result { return .bool(!flag) }
                return result
            }
            if [">", "<=", ">="].contains(symbol),
                let (method, owner) = findMethod("<", labels: [nil, nil], in: type, isStatic: true)
            {
                let swapped = symbol == ">" || symbol == "<="
                let pair = swapped ? [arguments[1], arguments[0]] : arguments
                let result = try invokeMethod(method, owner: owner, pair, selfBox: Box(.metatype(owner.name)), at: node)
                guard case .bool(let less) = result else { return result }
                return .bool(symbol == ">" ? less : !less)
            }
        }
        return nil
    }

    func prefix(_ node: PrefixOperatorExprSyntax, in scope: Scope, expected: TypeRef?) throws -> Value {
        let symbol = node.operator.text
        let value = try evaluate(node.expression, in: scope, expected: symbol == "-" ? expected : nil)
        if value.isUnknown { return value }
        switch (symbol, value) {
        case ("-", .int(let number)):
            guard number != Int.min else { throw stop(.trap, "arithmetic overflow", at: node) }
            return .int(-number)
        case ("-", .double(let number)): return .double(-number)
        case ("-", .float(let number)): return .float(-number)
        case ("-", .native) where Library.isDecimal(value): return Library.decimal(-Library.decimalOperand(value)!)
        case (_, .native) where Library.fixedKind(of: value)?.prefix(symbol, value) != nil:
            switch Library.fixedKind(of: value)?.prefix(symbol, value) {
            case .trap(let message)?: throw stop(.trap, message, at: node)
            case .value(let result)?: return result
            case nil: return value
            }
        case ("+", _): return value
        case ("!", .bool(let flag)): return .bool(!flag)
        case ("~", .int(let number)): return .int(~number)
        case ("..<", _): return .range(lower: nil, upper: value, closed: false)
        case ("...", _): return .range(lower: nil, upper: value, closed: true)
        default:
            if let type = typeDecl(of: value),
                let (method, owner) = findMethod(symbol, labels: [nil], in: type, isStatic: true)
            {
                return try invokeMethod(
                    method, owner: owner, [Argument(label: nil, value: value)], selfBox: Box(.metatype(owner.name)),
                    at: node)
            }
            return gap("the prefix operator \(symbol) on \(value.typeName)", at: node)
        }
    }

    func postfix(_ node: PostfixOperatorExprSyntax, in scope: Scope) throws -> Value {
        let value = try evaluate(node.expression, in: scope)
        if node.operator.text == "..." { return .range(lower: value, upper: nil, closed: true) }
        return gap("the postfix operator \(node.operator.text)", at: node)
    }
}
