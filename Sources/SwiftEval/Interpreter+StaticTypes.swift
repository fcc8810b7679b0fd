import SwiftSyntax

extension Interpreter {
    /// The type an expression has, as far as declarations and the values
    /// already known tell without evaluating it (no side effects): what a
    /// literal after `??` becomes when the left side is `nil`.
    func staticType(of expression: ExprSyntax, in scope: Scope, depth: Int = 0) -> TypeRef? {
        guard depth < 32 else { return nil }
        if let call = expression.as(FunctionCallExprSyntax.self) {
            return staticCallType(of: call, in: scope, depth: depth)
        }
        if let reference = expression.as(DeclReferenceExprSyntax.self) {
            guard let box = scope.lookup(reference.baseName.text) else {
                return selfPropertyType(reference.baseName.text, in: scope, depth: depth)
            }
            // A written `Cache<Int, Int>(…)` binds generic parameters the value does not tell.
            if case .named(_, let arguments)? = box.inferred, !arguments.isEmpty, box.type == nil {
                return box.inferred
            }
            return box.type ?? Self.typeRef(of: box.value) ?? box.inferred
        }
        if let member = expression.as(MemberAccessExprSyntax.self), let base = member.base,
            let baseType = staticType(of: base, in: scope, depth: depth + 1)?.nonOptional,
            let decl = declarations.types[baseType.name]
        {
            let name = member.declName.baseName.text
            if name == "rawValue", let raw = decl.rawType, findComputed(name, in: decl) == nil { return raw }
            // An extension of a library type (`extension Array`) leaves its own members to the library.
            if let type = bound(
                findStored(name, in: decl)?.type ?? findComputed(name, in: decl)?.0.type, in: baseType, decl)
            {
                return type
            }
        }
        if let member = expression.as(MemberAccessExprSyntax.self), let type = staticMemberType(member, depth: depth) {
            return type
        }
        if let item = expression.as(SubscriptCallExprSyntax.self),
            let holder = staticType(of: item.calledExpression, in: scope, depth: depth + 1)
        {
            switch holder.nonOptional {
            case .dictionary(_, let value): return .optional(value)
            case .array(let element): return element
            case .named(let name, _):
                let labels = item.arguments.map { $0.label?.text }
                guard let decl = declarations.types[name] else { return nil }
                return bound(findSubscript(in: decl, labels: labels)?.0.type, in: holder.nonOptional, decl)
            default: return nil
            }
        }
        if let wrapped = wrapperType(of: expression, in: scope, depth: depth) { return wrapped }
        if let member = expression.as(MemberAccessExprSyntax.self), let base = member.base,
            let type = Self.libraryMemberType(
                member.declName.baseName.text, of: staticType(of: base, in: scope, depth: depth + 1))
        {
            return type
        }
        // `count` of a value whose type is not written is an `Int`, unless the
        // program declares a `count` of its own.
        if let member = expression.as(MemberAccessExprSyntax.self), member.base != nil,
            member.declName.baseName.text == "count",
            !programDeclaresCount
        {
            return .named("Int", [])
        }
        return literalType(of: expression, in: scope, depth: depth)
    }

    /// The type of `x?`, `x!`, `try x`, `try? x` and `a + b`.
    private func wrapperType(of expression: ExprSyntax, in scope: Scope, depth: Int) -> TypeRef? {
        if let chained = expression.as(OptionalChainingExprSyntax.self) {
            return staticType(of: chained.expression, in: scope, depth: depth + 1)?.nonOptional
        }
        if let forced = expression.as(ForceUnwrapExprSyntax.self) {
            return staticType(of: forced.expression, in: scope, depth: depth + 1)?.nonOptional
        }
        if let tryExpression = expression.as(TryExprSyntax.self) {
            let inner = staticType(of: tryExpression.expression, in: scope, depth: depth + 1)
            return tryExpression.questionOrExclamationMark?.tokenKind == .postfixQuestionMark
                ? inner.map { .optional($0.nonOptional) } : inner
        }
        if let infix = expression.as(InfixOperatorExprSyntax.self) {
            return staticInfixType(infix, in: scope, depth: depth)
        }
        return nil
    }

    /// The type a call returns: an initializer's type, a decoded type, a
    /// function's or method's declared return, or the library's.
    private func staticCallType(of call: FunctionCallExprSyntax, in scope: Scope, depth: Int) -> TypeRef? {
        if call.arguments.isEmpty, call.trailingClosure == nil, let type = Self.writtenType(call.calledExpression) {
            if case .array = type { return type }
            if case .dictionary = type { return type }
        }
        // `SwiftData.Schema(…)`: a type qualified by the module the sources import.
        if let member = call.calledExpression.as(MemberAccessExprSyntax.self),
            let module = member.base?.as(DeclReferenceExprSyntax.self)?.baseName.text,
            declarations.importedModules.contains(module), scope.lookup(module) == nil,
            declarations.types[module] == nil, declarations.types[member.declName.baseName.text] != nil
        {
            return .named(member.declName.baseName.text, [])
        }
        if let name = typeName(of: call.calledExpression, in: scope) {
            if let specialized = call.calledExpression.as(GenericSpecializationExprSyntax.self) {
                let arguments = specialized.genericArgumentClause.arguments.compactMap {
                    $0.argument.as(TypeSyntax.self).map(TypeRef.init)
                }
                return .named(name, arguments)
            }
            return .named(name, [])
        }
        if let decoded = Library.decodedType(of: call) { return decoded }
        if let reference = call.calledExpression.as(DeclReferenceExprSyntax.self),
            let function =
                (scope.lookupFunctions(reference.baseName.text) ?? declarations.functions[reference.baseName.text])?
                .first
        {
            return function.returnType
        }
        if let member = call.calledExpression.as(MemberAccessExprSyntax.self), let base = member.base,
            let baseType = staticType(of: base, in: scope, depth: depth + 1)?.nonOptional,
            let decl = declarations.types[baseType.name],
            let (method, _) = findMethod(member.declName.baseName.text, labels: nil, in: decl, isStatic: false)
        {
            return bound(method.returnType, in: baseType, decl)
        }
        return libraryCallType(call, in: scope, depth: depth) ?? foundationCallType(call, in: scope, depth: depth)
            ?? literalType(of: ExprSyntax(call), in: scope, depth: depth)
    }

    /// Types that literals, casts and the library's optional-returning
    /// members give.
    private func literalType(of expression: ExprSyntax, in scope: Scope, depth: Int) -> TypeRef? {
        switch expression.as(ExprSyntaxEnum.self) {
        case .asExpr(let node): return TypeRef(node.type)
        case .integerLiteralExpr: return .named("Int", [])
        case .floatLiteralExpr: return .named("Double", [])
        case .stringLiteralExpr: return .named("String", [])
        case .booleanLiteralExpr: return .named("Bool", [])
        case .tupleExpr(let node) where node.elements.count == 1:
            return node.elements.first.flatMap { staticType(of: $0.expression, in: scope, depth: depth + 1) }
        case .arrayExpr(let node):
            return node.elements.first.flatMap { staticType(of: $0.expression, in: scope, depth: depth + 1) }.map(
                TypeRef.array)
        case .ternaryExpr(let node):
            // A number literal takes the other branch's type.
            let (first, second) =
                isNumberLiteral(node.thenExpression)
                ? (node.elseExpression, node.thenExpression) : (node.thenExpression, node.elseExpression)
            return staticType(of: first, in: scope, depth: depth + 1)
                ?? staticType(of: second, in: scope, depth: depth + 1)
        case .memberAccessExpr(let node):
            guard let base = node.base, ["first", "last"].contains(node.declName.baseName.text),
                case .array(let element)? = staticType(of: base, in: scope, depth: depth + 1)
            else { return nil }
            return .optional(element)
        case .functionCallExpr(let node):
            guard let member = node.calledExpression.as(MemberAccessExprSyntax.self), let base = member.base,
                ["max", "min", "first", "last", "randomElement", "popLast"].contains(member.declName.baseName.text),
                case .array(let element)? = staticType(of: base, in: scope, depth: depth + 1)
            else { return nil }
            return .optional(element)
        default: return nil
        }
    }

    /// A type written as an expression (`[Int]` in `[Int]()`, `[K: (a: Int, b: Int)]`).
    static func writtenType(_ expression: ExprSyntax, depth: Int = 0) -> TypeRef? {
        guard depth < 16 else { return nil }
        switch expression.as(ExprSyntaxEnum.self) {
        case .declReferenceExpr(let node): return .named(node.baseName.text, [])
        case .typeExpr(let node): return TypeRef(node.type)
        case .arrayExpr(let node) where node.elements.count == 1:
            return writtenType(node.elements.first!.expression, depth: depth + 1).map(TypeRef.array)
        case .dictionaryExpr(let node):
            guard case .elements(let list) = node.content, list.count == 1, let pair = list.first,
                let key = writtenType(pair.key, depth: depth + 1),
                let value = writtenType(pair.value, depth: depth + 1)
            else { return nil }
            return .dictionary(key, value)
        case .tupleExpr(let node) where node.elements.count > 1:
            let types = node.elements.compactMap { writtenType($0.expression, depth: depth + 1) }
            guard types.count == node.elements.count else { return nil }
            return .tuple(types, labels: node.elements.map { $0.label?.text })
        case .optionalChainingExpr(let node):
            return writtenType(node.expression, depth: depth + 1).map(TypeRef.optional)
        default: return nil
        }
    }

    /// The type of a library property (`count`, `isEmpty`) of a value of `base`'s type.
    static func libraryMemberType(_ name: String, of base: TypeRef?) -> TypeRef? {
        guard let base = base?.nonOptional else { return nil }
        if case .named(let type, _) = base, !Library.typeNames.contains(type) { return nil }
        if let type = foundationMemberType(name, of: base) { return type }
        switch (name, base) {
        case ("count", .array), ("count", .named("String", _)), ("count", .dictionary), ("count", .named("Set", _)):
            return .named("Int", [])
        case ("isEmpty", .array), ("isEmpty", .named("String", _)), ("isEmpty", .dictionary):
            return .named("Bool", [])
        case ("first", .array(let element)), ("last", .array(let element)): return .optional(element)
        case ("values", .dictionary(_, let value)): return .array(value)
        case ("keys", .dictionary(let key, _)): return .array(key)
        case ("first", .named("String", _)), ("last", .named("String", _)): return .optional(.named("Character", []))
        default: return nil
        }
    }

    /// The type of a known value, when it tells one.
    static func typeRef(of value: Value) -> TypeRef? {
        switch value {
        case .int: .named("Int", [])
        case .double: .named("Double", [])
        case .float: .named("Float", [])
        case .string: .named("String", [])
        case .bool: .named("Bool", [])
        case .character: .named("Character", [])
        case .optional(let wrapped?): typeRef(of: wrapped).map(TypeRef.optional)
        case .array(let items): items.first.flatMap(typeRef).map(TypeRef.array)
        case .dictionary(let dictionary):
            dictionary.entries.first.flatMap { entry in
                typeRef(of: entry.key).flatMap { key in typeRef(of: entry.value).map { TypeRef.dictionary(key, $0) } }
            }
        default: value.typeRef
        }
    }

    /// Whether an expression is a number literal (`3`, `-1`), whose type
    /// comes from its context.
    func isNumberLiteral(_ expression: ExprSyntax) -> Bool {
        if expression.is(IntegerLiteralExprSyntax.self) { return true }
        if let prefix = expression.as(PrefixOperatorExprSyntax.self) { return isNumberLiteral(prefix.expression) }
        return false
    }
}

extension Interpreter {
    /// Library methods whose result's type follows from the receiver's.
    private static let stringResults: Set<String> = [
        "uppercased", "lowercased", "capitalized", "trimmingCharacters", "replacingOccurrences", "padding",
        "appending", "localizedCapitalized", "localizedUppercase", "localizedLowercase",
    ]
    private static let sameCollection: Set<String> = [
        "sorted", "filter", "reversed", "shuffled", "prefix", "suffix", "dropFirst", "dropLast",
    ]

    /// The type of `base.method(…)` for the library's methods: `map { … }`
    /// gives an array of its closure's type, `uppercased()` a `String`.
    fileprivate func libraryCallType(_ call: FunctionCallExprSyntax, in scope: Scope, depth: Int) -> TypeRef? {
        guard let member = call.calledExpression.as(MemberAccessExprSyntax.self), let base = member.base else {
            return nil
        }
        let name = member.declName.baseName.text
        if Self.stringResults.contains(name) { return .named("String", []) }
        if name == "components" { return .array(.named("String", [])) }
        if name == "joined", call.arguments.first?.label?.text == "separator" { return .named("String", []) }
        let receiver = staticType(of: base, in: scope, depth: depth + 1)
        if case .optional? = receiver, let closure = call.trailingClosure {
            // `optional.map { … }`: an optional of the closure's type.
            guard ["map", "flatMap"].contains(name),
                let result = staticClosureResult(closure, receiver: receiver, in: scope, depth: depth)
            else { return nil }
            return .optional(name == "flatMap" ? result.nonOptional : result)
        }
        if ["map", "compactMap"].contains(name), let closure = call.trailingClosure,
            let element = staticClosureResult(closure, receiver: receiver, in: scope, depth: depth)
        {
            return .array(name == "compactMap" ? element.nonOptional : element)
        }
        if ["map", "compactMap"].contains(name), call.arguments.count == 1,
            let path = call.arguments.first?.expression.as(KeyPathExprSyntax.self),
            let element = keyPathType(path, from: receiver)
        {
            return .array(name == "compactMap" ? element.nonOptional : element)
        }
        if name == "split", case .named("String", _)? = receiver { return .array(.named("Substring", [])) }
        if Self.sameCollection.contains(name), case .array? = receiver { return receiver }
        // An array's positions are `Int`s (a string's are not).
        if ["firstIndex", "lastIndex"].contains(name), case .array? = receiver { return .optional(.named("Int", [])) }
        return nil
    }
}

extension Interpreter {
    /// A member's declared type with the holder's generic parameters bound
    /// (`Value?` of a `Cache<String, Int>` is `Int?`); a parameter the
    /// holder's type does not bind stays as written.
    func bound(_ type: TypeRef?, in holder: TypeRef, _ decl: TypeDecl) -> TypeRef? {
        guard let type, case .named(_, let arguments) = holder, arguments.count == decl.genericOrder.count,
            !arguments.isEmpty
        else { return type }
        let bindings = Dictionary(zip(decl.genericOrder, arguments)) { first, _ in first }
        return Self.substitute(type, bindings, depth: 0)
    }

    static func substitute(_ type: TypeRef, _ bindings: [String: TypeRef], depth: Int) -> TypeRef {
        guard depth < 16 else { return type }
        switch type {
        case .named(let name, let arguments):
            if arguments.isEmpty, let bound = bindings[name] { return bound }
            // `R.State` with `R` bound to `Feature`: `Feature.State`.
            if let dot = name.firstIndex(of: "."),
                case .named(let base, let baseArguments)? = bindings[String(name[..<dot])],
                baseArguments.isEmpty
            {
                return .named(base + name[dot...], arguments.map { substitute($0, bindings, depth: depth + 1) })
            }
            return .named(name, arguments.map { substitute($0, bindings, depth: depth + 1) })
        case .optional(let wrapped): return .optional(substitute(wrapped, bindings, depth: depth + 1))
        case .array(let element): return .array(substitute(element, bindings, depth: depth + 1))
        case .dictionary(let key, let value):
            return .dictionary(
                substitute(key, bindings, depth: depth + 1), substitute(value, bindings, depth: depth + 1))
        case .tuple(let items, let labels):
            return .tuple(items.map { substitute($0, bindings, depth: depth + 1) }, labels: labels)
        default: return type
        }
    }

    /// The type of a property of `self` named without `self.` (a stored
    /// or computed property of the method's type), as declared.
    /// `Items.shared`: a static stored property of a type of the sources,
    /// by its written type or the type of its initial value.
    fileprivate func staticMemberType(_ member: MemberAccessExprSyntax, depth: Int) -> TypeRef? {
        guard let base = member.base?.as(DeclReferenceExprSyntax.self) else { return nil }
        let name = member.declName.baseName.text
        guard let decl = declarations.types[base.baseName.text], decl.kind != .builtin else {
            return Self.libraryStaticMemberType(name, of: base.baseName.text)
        }
        for owner in lookupChain(decl) {
            guard let property = owner.staticStored.first(where: { $0.name == name }) else { continue }
            if let written = property.type { return written }
            let scope = Scope(parent: globals, selfBox: nil, typeContext: owner.name)
            return property.initial.flatMap { staticType(of: $0, in: scope, depth: depth + 1) }
        }
        return nil
    }

    fileprivate func selfPropertyType(_ name: String, in scope: Scope, depth: Int = 0) -> TypeRef? {
        guard let selfValue = scope.selfBox?.value, let decl = typeDecl(of: selfValue) else {
            return staticPropertyType(name, in: scope, depth: depth)
        }
        return findStored(name, in: decl)?.type ?? findComputed(name, in: decl)?.0.type
    }

    /// The type of a static stored property named bare inside its type
    /// (`schema` in another static's initializer): written, or its initializer's.
    private func staticPropertyType(_ name: String, in scope: Scope, depth: Int) -> TypeRef? {
        guard depth < 8, let context = scope.typeContext, let decl = declarations.types[context] else { return nil }
        for owner in lookupChain(decl) {
            guard let property = owner.staticStored.first(where: { $0.name == name }) else { continue }
            if let written = property.type { return written }
            return property.initial.flatMap {
                staticType(of: $0, in: Scope(parent: globals, typeContext: owner.name), depth: depth + 1)
            }
        }
        return nil
    }

    /// The type a one-component key path (`\.depth`) reads from the elements
    /// of an array of `receiver`'s type.
    fileprivate func keyPathType(_ path: KeyPathExprSyntax, from receiver: TypeRef?) -> TypeRef? {
        guard case .array(let element)? = receiver?.nonOptional, path.components.count == 1,
            let property = path.components.first?.component.as(KeyPathPropertyComponentSyntax.self),
            let decl = declarations.types[element.nonOptional.name]
        else { return nil }
        let name = property.declName.baseName.text
        return findStored(name, in: decl)?.type ?? findComputed(name, in: decl)?.0.type
    }
}

extension Interpreter {
    /// `type` with a generic type alias written in it expanded (`StoreOf<Feature>`
    /// is `Store<Feature.State, Feature.Action>`); any other type as it is.
    func expandingAlias(_ type: TypeRef) -> TypeRef {
        if case .optional(let wrapped) = type, case .named = wrapped { return .optional(expandingAlias(wrapped)) }
        guard case .named(let name, let arguments) = type, !declarations.aliasParameters.isEmpty,
            let parameters = declarations.aliasParameters[name],
            parameters.count == arguments.count, let target = declarations.typeAliases[name]
        else { return type }
        return Self.substitute(target, Dictionary(zip(parameters, arguments)) { first, _ in first }, depth: 0)
    }
}

extension Interpreter {
    /// Whether a type of the sources declares a `count` of its own (then a
    /// `count` whose base's type is not written is not surely an `Int`).
    var programDeclaresCount: Bool {
        if let declaresCount { return declaresCount }
        let found = declarations.types.values.contains { $0.kind != .builtin && hasProperty("count", in: $0) }
        declaresCount = found
        return found
    }
}
