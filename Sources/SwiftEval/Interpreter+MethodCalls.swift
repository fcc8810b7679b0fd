import SwiftSyntax

extension Interpreter {
    /// `Models.Settings()`: a type of the sources made through the module it is imported from.
    private func moduleQualifiedCall(
        _ access: MemberAccessExprSyntax, _ base: ExprSyntax, _ syntax: [(label: String?, expression: ExprSyntax)],
        labels: [String?], in scope: Scope, at node: FunctionCallExprSyntax
    ) throws -> Value? {
        guard let module = base.as(DeclReferenceExprSyntax.self)?.baseName.text,
            declarations.importedModules.contains(module), let type = typeName(of: ExprSyntax(access), in: scope)
        else { return nil }
        return try construct(type, generic: nil, syntax, labels: labels, in: scope, at: node)
    }

    /// `base.name(…)` and `.name(…)`: a static call, an enum case with a
    /// payload, `super`/`self` initializers, or a method of a value (a
    /// mutating one stores its receiver back).
    func callMember(
        _ access: MemberAccessExprSyntax, _ syntax: [(label: String?, expression: ExprSyntax)], labels: [String?],
        in scope: Scope, expected: TypeRef?, at node: FunctionCallExprSyntax
    ) throws -> Value {
        let name = access.declName.baseName.bare
        guard let base = access.base else {
            return try implicitCall(name, syntax, labels: labels, in: scope, expected: expected, at: node)
        }
        if base.is(SuperExprSyntax.self) { return try superCall(name, syntax, labels: labels, in: scope, at: node) }
        if name == "init", base.as(DeclReferenceExprSyntax.self)?.baseName.text == "self", let selfBox = scope.selfBox,
            let type = typeDecl(of: selfBox.value) ?? scope.typeContext.flatMap({ declarations.types[$0] })
        {
            return try delegateInit(type, syntax, labels: labels, selfBox: selfBox, in: scope, at: node)
        }
        if let typeName = typeName(of: base, in: scope) {
            return try staticCall(typeName, name, syntax, labels: labels, in: scope, at: node)
        }
        if let made = try moduleQualifiedCall(access, base, syntax, labels: labels, in: scope, at: node) { return made }
        if let result = try mutateArrayInPlace(name, base, syntax, in: scope, at: node) { return result }
        // `xs.map { … }.sorted { … }` where an array type is expected: the
        // elements already have it (labels, `Double`) before `sorted` runs.
        let arrayExpected = expected.flatMap { type -> TypeRef? in
            guard case .array = type, isKnownType(type) else { return nil }
            return type
        }
        let keepsElements = ["sorted", "filter", "reversed", "prefix", "suffix", "dropFirst", "dropLast"]
        let receiver = try evaluate(
            base, in: scope,
            expected: keepsElements.contains(name) ? arrayExpected : Self.chainExpected(base, expected))
        // `kind.fileExtension()`, `type.init(id:)` on a metatype held in a variable.
        if case .metatype(let held) = receiver, let decl = declarations.types[held], decl.kind != .builtin {
            return try staticCall(decl.name, name, syntax, labels: labels, in: scope, at: node)
        }
        if receiver.isUnknown {
            // Only for what they may change: a bare `.documentDirectory` changes nothing, and
            // its type is the unknown method's.
            let effectful = syntax.filter {
                !($0.expression.as(MemberAccessExprSyntax.self).map { $0.base == nil } ?? false)
            }
            let arguments = try evaluateArguments(effectful, for: nil, in: scope)
            // `date.addingTimeInterval(60)` of a date read from the clock: known against other readings.
            if let moved = movedInstant(receiver, by: name, labels: labels, arguments) { return moved }
            // The stop is as unknown as the receiver: runtime data stays runtime data.
            try checkSkippedEffects(
                arguments, skipping: "\(name)(…) on an unknown value", at: node, cause: receiver.unknownInside?.cause)
            // A method that may change its receiver leaves what holds it unknown (through its setter, as
            // the program's would run); one that cannot (`filter`) leaves it alone.
            if isAssignable(base), mayMutate(name) { try? assign(to: base, receiver, in: scope) }
            return receiver
        }
        if let type = typeDecl(of: receiver),
            let result = try callDeclaredMethod(
                name, of: type, on: receiver, base: base, access: access, syntax, labels: labels, in: scope, at: node)
        {
            return result
        }
        if case .tuple = receiver {
            let function = try member(name, of: receiver, selfBox: nil, at: access)
            return try callValue(function, try evaluateArguments(syntax, for: nil, in: scope), in: scope, at: node)
        }
        let arguments = try evaluateLibraryArguments(
            syntax, method: name, base: base, receiver: receiver, expected: expected, in: scope)
        markClosureParameters(name, syntax, arguments, base: base, in: scope)
        markClosureResult(name, syntax, arguments, receiver: receiver, expected: expected)
        if let result = try onDemandMethod(name, on: receiver, arguments, in: scope, at: node) { return result }
        if name == "next", labels == ["upperBound"], let bound = arguments.first?.value {
            // The library's `next(upperBound:)` of a generator the program declares.
            var using = Argument(label: "using", value: receiver)
            using.writeBack = { [unowned self] value in try self.assign(to: base, value, in: scope) }
            let call = LibraryCall(interpreter: self, scope: scope, node: Syntax(node), arguments: [using])
            if let drawn = try Library.upperBoundDraw(bound, call) { return drawn }
        }
        var (result, mutated) = try Library.callMethod(
            name, on: receiver, arguments, interpreter: self, scope: scope, at: Syntax(node))
        if let mutated, isAssignable(base) { try assign(to: base, mutated, in: scope) }
        // A method the library could not run may have changed what it was called on.
        if mutated == nil, let unknown = result.unknownAtTop, isAssignable(base), mayMutate(name) {
            try? assign(to: base, .unknown(unknown), in: scope)
        }
        if ["map", "compactMap"].contains(name), case .array = result {
            result = try coerce(result, to: arrayExpected)
        }
        return result
    }

    /// A variable's array changed in place (no copy: appending in a loop
    /// stays linear); `nil` when `base` is not such a variable.
    private func mutateArrayInPlace(
        _ name: String, _ base: ExprSyntax, _ syntax: [(label: String?, expression: ExprSyntax)], in scope: Scope,
        at node: FunctionCallExprSyntax
    ) throws -> Value? {
        guard let reference = base.as(DeclReferenceExprSyntax.self), Library.arrayMutations.contains(name),
            let box = directBox(reference.baseName.text, in: scope), case .array = box.value
        else { return nil }
        let arguments = try evaluateLibraryArguments(syntax, method: name, base: base, in: scope)
        var call = LibraryCall(interpreter: self, scope: scope, node: Syntax(node), arguments: arguments)
        call.method = name
        return try Library.mutateInPlace(name, &box.value, call)
    }

    /// A method or callable property the receiver's declared type has; `nil`
    /// when it has neither.
    private func callDeclaredMethod(
        _ name: String, of type: TypeDecl, on receiver: Value, base: ExprSyntax, access: MemberAccessExprSyntax,
        _ syntax: [(label: String?, expression: ExprSyntax)], labels: [String?],
        in scope: Scope, at node: FunctionCallExprSyntax
    ) throws -> Value? {
        if var (method, owner) = findMethod(name, labels: labels, in: type, isStatic: false) {
            if dependsOnStaticType(name, in: type, found: owner) {
                guard
                    let chosen = staticallyDispatched(
                        name, labels: labels, staticType: dispatchType(of: base, in: scope), receiverType: type,
                        found: (method, owner), in: scope)
                else {
                    _ = try evaluateArguments(syntax, for: method.parameters, in: scope)
                    return gap(
                        "\(name)(…): a protocol extension's method the type also declares; which runs depends on the variable's static type",
                        at: node)
                }
                (method, owner) = chosen
            }
            let parameters =
                owner.kind == .protocolType ? resolvingSelf(method.parameters, as: type.name) : method.parameters
            var arguments: [Argument]
            let picked: (FunctionDecl, [Argument])?
            do {
                picked = try overloadByType(
                    owner.methods[name, default: []].filter { !$0.isStatic }, labels: labels, syntax, in: scope,
                    at: node)
            } catch is LibraryOverloadRuns {
                return nil
            }
            if let (chosen, evaluated) = picked {
                (method, arguments) = (chosen, evaluated)
            } else {
                let typed = boundToReceiver(parameters, base: base, owner: owner, in: scope)
                arguments = try evaluateArguments(syntax, for: typed ?? parameters, in: scope)
                if let typed { arguments = try coerce(arguments, to: typed) }
            }
            let selfBox = Box(receiver)
            let storeBack = { [self] in
                if method.isMutating, !isReference(receiver), isAssignable(base) {
                    try assign(to: base, selfBox.value, in: scope)
                }
            }
            let result: Value
            do {
                result = try invokeMethod(method, owner: owner, arguments, selfBox: selfBox, at: node)
            } catch Interrupt.thrown(let error) {
                // A mutating method that throws keeps what it changed.
                try storeBack()
                throw Interrupt.thrown(error)
            }
            try storeBack()
            return result
        }
        if hasProperty(name, in: type) {
            let function = try member(name, of: receiver, selfBox: nil, at: access)
            return try callValue(function, try evaluateArguments(syntax, for: nil, in: scope), in: scope, at: node)
        }
        return nil
    }

    func isReference(_ value: Value) -> Bool {
        switch value {
        case .object: true
        case .native(let object): !object.isValueType
        default: false
        }
    }

    /// Whether an expression names storage that can be written.
    func isAssignable(_ expression: ExprSyntax) -> Bool {
        if let reference = expression.as(DeclReferenceExprSyntax.self) {
            return !Self.looksLikeTypeName(reference.baseName.text) || reference.baseName.text == "Self"
                ? true : declarations.types[reference.baseName.text] == nil
        }
        if let member = expression.as(MemberAccessExprSyntax.self) {
            return member.base.map { isAssignable($0) || isStaticVariable(member.declName.baseName.text, of: $0) }
                ?? false
        }
        if let item = expression.as(SubscriptCallExprSyntax.self) { return isAssignable(item.calledExpression) }
        if let optional = expression.as(OptionalChainingExprSyntax.self) { return isAssignable(optional.expression) }
        if let forced = expression.as(ForceUnwrapExprSyntax.self) { return isAssignable(forced.expression) }
        return false
    }

    /// Whether `Type.name` is a static stored variable of a type of the
    /// sources (`Store.objects.append(x)` changes it).
    private func isStaticVariable(_ name: String, of base: ExprSyntax) -> Bool {
        guard let typeName = base.as(DeclReferenceExprSyntax.self)?.baseName.text, typeName != "Self",
            let type = declarations.types[typeName]
        else { return false }
        return lookupChain(type).contains { decl in
            decl.staticStored.contains { $0.name == name && !$0.isConstant }
        }
    }

    /// `.name(…)`: a case with a payload, a static method or `.init` of the
    /// type the context expects (or of the one type that has it).
    private func implicitCall(
        _ name: String, _ syntax: [(label: String?, expression: ExprSyntax)], labels: [String?], in scope: Scope,
        expected: TypeRef?, at node: FunctionCallExprSyntax
    ) throws -> Value {
        if name == "some", case .optional(let wrapped)? = expected, syntax.count == 1, syntax[0].label == nil {
            // `.some(x)` where an optional is expected: `Int?? = .some(nil)`.
            return .optional(try coerce(try evaluate(syntax[0].expression, in: scope, expected: wrapped), to: wrapped))
        }
        if name == "some", syntax.count == 1, syntax[0].label == nil,
            !declarations.types.values.contains(where: { type in type.cases.contains { $0.name == "some" } })
        {
            // `.map { .some($0) }`: no type of the sources has a case `some`, so it is `Optional.some`.
            return .optional(try evaluate(syntax[0].expression, in: scope))
        }
        // `static let shared: Self = .init(…)`: `Self` is the type the code is in.
        let expected = expected.map { written -> TypeRef in
            if case .named("Self", []) = written.nonOptional, let context = scope.typeContext {
                return .named(context, [])
            }
            return expandingAlias(written.nonOptional)
        }
        var owner =
            expected.flatMap { declarations.type(named: $0.nonOptional.name, from: scope.typeContext)?.name }
            ?? expected?.nonOptional.name
        if name == "init", case .named(_, let arguments)? = expected, !arguments.isEmpty,
            let decl = owner.flatMap({ declarations.types[$0] }), decl.kind != .builtin, decl.kind != .protocolType
        {
            return try initialize(decl, syntax, labels: labels, in: scope, at: node, genericArguments: arguments)
        }
        if owner.flatMap({ declarations.types[$0] }) == nil {
            let owners =
                implicitCallOwners[name]
                ?? declarations.types.values.filter { type in
                    type.cases.contains { $0.name == name } || type.methods[name]?.contains { $0.isStatic } == true
                }.map(\.name)
            implicitCallOwners[name] = owners
            owner = owners.count == 1 ? owners[0] : owner
        }
        guard let owner else {
            return gap("the implicit member .\(name)(…) (its type is not written here)", at: node)
        }
        if isOutsideType(owner) {
            // `store: .init(initialState: .init(…))` of a package's `StoreOf<…>`: what its
            // arguments are is that package's to say; only the closures given are checked.
            let closures = syntax.filter { $0.expression.is(ClosureExprSyntax.self) }
            let arguments = try evaluateArguments(closures, for: nil, in: scope)
            try checkSkippedEffects(arguments, skipping: ".\(name)(…) of \(owner)", at: node, cause: .externalCode)
            if let held = expected.flatMap(sourceTypeHeld) {
                return unknown(.evaluatorGap, Self.packageHolding(owner, held), at: node)
            }
            return unknown(.externalCode, "\(owner), of .\(name)(…), is not declared in the sources", at: node)
        }
        return try staticCall(owner, name, syntax, labels: labels, in: scope, at: node)
    }

    /// `Type.name(…)`: an enum case with a payload, a static method, `.init`,
    /// or a library type's static function.
    func staticCall(
        _ typeName: String, _ name: String, _ syntax: [(label: String?, expression: ExprSyntax)], labels: [String?],
        in scope: Scope, at node: FunctionCallExprSyntax
    ) throws -> Value {
        if name == "init" { return try construct(typeName, generic: nil, syntax, labels: labels, in: scope, at: node) }
        if let nested = declarations.types[typeName + "." + name], nested.kind != .builtin {
            // `Outer.Inner(…)`: a nested type's initializer, wherever `Inner` is declared.
            return try construct(nested.name, generic: nil, syntax, labels: labels, in: scope, at: node)
        }
        if let type = declarations.types[typeName] {
            if let found = type.cases.first(where: { $0.name == name }) {
                let parameters = zip(found.labels, found.types).map { Parameter(label: $0, name: $0 ?? "", type: $1) }
                let arguments = try evaluateArguments(syntax, for: parameters, in: scope)
                return try makeCase(type: type.name, name: name, arguments, at: node)
            }
            if let (method, owner) = findMethod(name, labels: labels, in: type, isStatic: true) {
                let arguments = try evaluateArguments(syntax, for: method.parameters, in: scope)
                return try invokeMethod(method, owner: owner, arguments, selfBox: Box(.metatype(type.name)), at: node)
            }
            let property = try staticMember(name, of: typeName, at: node, implicit: true)
            if let property {
                return try callValue(property, try evaluateArguments(syntax, for: nil, in: scope), in: scope, at: node)
            }
        }
        if let (base, _) = Self.appliedType(typeName), let type = declarations.types[base],
            let (method, owner) = findMethod(name, labels: labels, in: type, isStatic: true)
        {
            // `Optional<Flavor>.described()` of an extension: run with `Wrapped` bound.
            let arguments = try evaluateArguments(syntax, for: method.parameters, in: scope)
            return try invokeMethod(method, owner: owner, arguments, selfBox: Box(.metatype(typeName)), at: node)
        }
        if let (base, _) = Self.appliedType(typeName), declarations.types[typeName] == nil, base != typeName {
            // `Optional<Int?>.some(nil)`: the library's function of the base type.
            return try staticCall(base, name, syntax, labels: labels, in: scope, at: node)
        }
        let parameters = Library.staticParameters(typeName, name, labels: labels)
        let arguments = try evaluateArguments(syntax, for: parameters, in: scope)
        if let result = try Library.callStatic(typeName, name, arguments, interpreter: self, at: Syntax(node)) {
            return result
        }
        try checkSkippedEffects(arguments, skipping: "\(typeName).\(name)(…)", at: node)
        return gap("the static function \(typeName).\(name)", at: node)
    }

    /// `super.init(…)` and `super.method(…)`.
    private func superCall(
        _ name: String, _ syntax: [(label: String?, expression: ExprSyntax)], labels: [String?], in scope: Scope,
        at node: FunctionCallExprSyntax
    ) throws -> Value {
        guard let selfBox = scope.selfBox, let type = scope.typeContext.flatMap({ declarations.types[$0] }) else {
            return gap("super outside a class", at: node)
        }
        guard let parent = superclass(of: type) else {
            if name == "init" { return .void }
            return gap("super.\(name) of a library class", at: node)
        }
        if name == "init" {
            return try delegateInit(parent, syntax, labels: labels, selfBox: selfBox, in: scope, at: node)
        }
        // In a `class func`, `self` is the type it was called on.
        var isStatic = false
        if case .metatype = selfBox.value { isStatic = true }
        guard let (method, owner) = findMethod(name, labels: labels, in: parent, isStatic: isStatic) else {
            return gap("super.\(name)", at: node)
        }
        let arguments = try evaluateArguments(syntax, for: method.parameters, in: scope)
        return try invokeMethod(method, owner: owner, arguments, selfBox: selfBox, at: node)
    }
}

extension Interpreter {
    /// Whether a call of `name` picks its implementation by the receiver's
    /// static type: the type declares it and a protocol it conforms to
    /// implements it in an extension without requiring it (statically
    /// dispatched there), so the answer differs between `x: Concrete` and
    /// `x: any Protocol`.
    func dependsOnStaticType(_ name: String, in type: TypeDecl, found owner: TypeDecl) -> Bool {
        guard owner.kind != .protocolType else { return false }
        for decl in lookupChain(type) where decl.kind == .protocolType {
            let methods = decl.methods[name] ?? []
            if methods.contains(where: { $0.body != nil }), !methods.contains(where: { $0.body == nil }) { return true }
        }
        return false
    }
}
