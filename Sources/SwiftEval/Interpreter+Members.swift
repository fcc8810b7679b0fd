import SwiftSyntax

extension Interpreter {
    func memberAccess(_ node: MemberAccessExprSyntax, in scope: Scope, expected: TypeRef?) throws -> Value {
        let name = node.declName.baseName.bare
        guard let base = node.base else { return try implicitMember(name, expected: expected, scope: scope, at: node) }
        if base.is(SuperExprSyntax.self), let selfBox = scope.selfBox,
            let type = scope.typeContext.flatMap({ declarations.types[$0] }), let parent = superclass(of: type)
        {
            return try member(name, of: selfBox.value, selfBox: selfBox, startingAt: parent, at: node)
        }
        if name == "self", base.is(GenericSpecializationExprSyntax.self), typeName(of: base, in: scope) != nil {
            // `Dictionary<String, Fact>.self`: the type as written (a decoder reads its arguments).
            return .metatype(appliedOptionalName(of: base, in: scope) ?? base.trimmedDescription)
        }
        if let generated = generatedStringKey(node, in: scope) { return generated }
        // `Backend.Category` alone: the type the imported module names.
        if let module = base.as(DeclReferenceExprSyntax.self)?.baseName.text,
            declarations.importedModules.contains(module), scope.lookup(module) == nil,
            let type = typeName(of: ExprSyntax(node), in: scope)
        {
            return .metatype(type)
        }
        if let typeName = typeName(of: base, in: scope) {
            if let value = try staticMember(name, of: typeName, at: node, implicit: false) { return value }
            // `Outer.Inner` as a value: the nested type itself (`ImageResource.Fountain.stone`'s base).
            if declarations.types[typeName + "." + name] != nil { return .metatype(typeName + "." + name) }
            return gap("the static member \(typeName).\(name)", at: node)
        }
        let value = try evaluate(base, in: scope, expected: Self.chainExpected(base, expected))
        if case .instance(let instance) = value, case .unknown(let marker)? = instance[name],
            marker.detail == Self.lazyMarker,
            isAssignable(base)
        {
            // A lazy property of a struct is made once and kept in it.
            let box = Box(value)
            let made = try member(name, of: value, selfBox: box, at: node)
            try assign(to: base, box.value, in: scope)
            return made
        }
        return try member(name, of: value, selfBox: nil, at: node)
    }

    /// Whether `name` is spelled as a type is: a capital first, after any
    /// underscores (`_NavigationStepModifier`).
    static func looksLikeTypeName(_ name: String) -> Bool {
        name.drop { $0 == "_" }.first?.isUppercase == true
    }

    /// The type an expression names (`Item`, `Outer.Inner`, `Self`), when it
    /// names one and no variable shadows it.
    func typeName(of expression: ExprSyntax, in scope: Scope) -> String? {
        if let applied = appliedOptionalName(of: expression, in: scope) { return applied }
        if let reference = expression.as(DeclReferenceExprSyntax.self) {
            let name = reference.baseName.text
            if name == "Self" { return dynamicSelfType(in: scope) }
            guard Self.looksLikeTypeName(name), scope.lookup(name) == nil else { return nil }
            if let bound = scope.boundType(name), bound != "?", !isKnownType(.named(name, [])) { return bound }
            if let type = declarations.type(named: name, from: scope.typeContext), type.kind != .builtin {
                return type.name
            }
            if let alias = declarations.typeAliases[name] { return alias.name }
            return Library.typeNames.contains(name) ? name : nil
        }
        // `DivelogCore.Settings`: a type of the sources named through the module it is imported from.
        if let member = expression.as(MemberAccessExprSyntax.self),
            let module = member.base?.as(DeclReferenceExprSyntax.self)?.baseName.text,
            declarations.importedModules.contains(module), scope.lookup(module) == nil,
            declarations.type(named: module, from: scope.typeContext) == nil
        {
            return typeName(of: ExprSyntax(DeclReferenceExprSyntax(baseName: member.declName.baseName)), in: scope)
        }
        if let member = expression.as(MemberAccessExprSyntax.self), let base = member.base,
            let outer = typeName(of: base, in: scope)
        {
            let name = outer + "." + member.declName.baseName.text
            return declarations.types[name] != nil ? name : nil
        }
        if let specialized = expression.as(GenericSpecializationExprSyntax.self) {
            return typeName(of: specialized.expression, in: scope)
        }
        if let type = expression.as(TypeExprSyntax.self) { return TypeRef(type.type).name }
        return nil
    }

    /// `Self`: the type whose member runs, or in a protocol extension the
    /// type of `self` (the conforming type, not the protocol).
    func dynamicSelfType(in scope: Scope) -> String? {
        // In a class's member, `Self` is the class of the object `self` is (a subclass's overrides).
        if case .object(let object)? = scope.selfBox?.value { return object.type }
        guard let context = scope.typeContext, declarations.types[context]?.kind == .protocolType,
            let selfValue = scope.selfBox?.value
        else { return scope.typeContext }
        if case .metatype(let name) = selfValue { return name }
        if let decl = typeDecl(of: selfValue), decl.kind != .builtin { return decl.name }
        return scope.typeContext
    }

    /// The type the root of an implicit member chain takes (`.dateTime.year().month()` where a
    /// `Date.FormatStyle` is expected: `.dateTime` is a member of it), walked without recursion;
    /// `nil` when `base` does not start with an implicit member.
    static func chainExpected(_ base: ExprSyntax, _ expected: TypeRef?) -> TypeRef? {
        guard let expected else { return nil }
        var current = base
        for _ in 0..<10_000 {
            if let call = current.as(FunctionCallExprSyntax.self) {
                current = call.calledExpression
            } else if let access = current.as(MemberAccessExprSyntax.self) {
                guard let next = access.base else { return expected }
                current = next
            } else {
                return nil
            }
        }
        return nil
    }

    /// `.name` with no base: a case or static member of the type the
    /// context expects, or of the one type that has such a member.
    func implicitMember(_ name: String, expected: TypeRef?, scope: Scope, at node: some SyntaxProtocol) throws -> Value
    {
        // Where an optional is expected, `.none` is `Optional.none` (Swift
        // prefers it to a static `none` of the wrapped type).
        if name == "none", case .optional? = expected { return .null }
        if let written = expected?.nonOptional.name, written != "Any",
            let value = try staticMember(
                name, of: declarations.type(named: written, from: scope.typeContext)?.name ?? written, at: node,
                implicit: false)
        {
            return value
        }
        let owners = implicitOwners[name] ?? declaredOwners(ofImplicitMember: name)
        if owners.count == 1, let value = try staticMember(name, of: owners[0], at: node, implicit: false) {
            return value
        }
        if let value = Library.implicitMember(name, expected: expected) { return value }
        // `.current` of a locale, calendar or time zone: whichever it is, the device's setting.
        if lazyGlobals, ["current", "autoupdatingCurrent"].contains(name), expected == nil {
            return unknown(.runtimeData, ".\(name) is the device's setting", at: node)
        }
        // `.hyundai` where a package's `Brand` is expected: that package's to say.
        if let written = expected?.nonOptional.name, isOutsideType(written) {
            return unknown(.externalCode, "\(written), of .\(name), is not declared in the sources", at: node)
        }
        return gap("the implicit member .\(name) (its type is not written here)", at: node)
    }

    /// The types declaring a case or static member called `name`, kept for the next `.name`.
    private func declaredOwners(ofImplicitMember name: String) -> [String] {
        let owners = declarations.types.values.filter { type in
            type.cases.contains { $0.name == name } || type.staticStored.contains { $0.name == name }
                || type.computed["static " + name] != nil
        }.map(\.name)
        implicitOwners[name] = owners
        return owners
    }

    /// A member of a value: a tuple element, a stored or computed property,
    /// a method as a value, or a library member.
    func member(
        _ name: String, of value: Value, selfBox: Box?, startingAt start: TypeDecl? = nil, at node: some SyntaxProtocol
    ) throws -> Value {
        switch value {
        case .unknown: return value
        case .tuple(let items, let labels):
            if let index = Int(name), items.indices.contains(index) { return items[index] }
            if let index = labels.firstIndex(of: name) { return items[index] }
        case .metatype(let type):
            if let found = try staticMember(name, of: type, at: node, implicit: false) { return found }
        default: break
        }
        if let type = start ?? typeDecl(of: value) {
            if let stored = storedField(name, of: value) {
                // State the client keeps (a view's `@State`): read through its cell.
                if let cell = Self.cell(stored) { return cell.read() }
                // A property wrapper the program declares (an extension of SwiftUI's `Binding`
                // does not make one: the client gives such a property its wrapped value).
                if let property = findStored(name, in: type), let wrapper = property.wrapper,
                    let wrapperType = declarations.types[wrapper.type], wrapperType.kind != .builtin
                {
                    return try member("wrappedValue", of: stored, selfBox: nil, at: node)
                }
                if case .unknown(let marker) = stored, marker.detail == Self.lazyMarker {
                    return try initializeLazy(name, of: value, selfBox: selfBox, in: type, at: node)
                }
                return stored
            }
            if name.hasPrefix("$"), let stored = storedField(String(name.dropFirst()), of: value) {
                if Self.cell(stored) != nil { return stored }
                if findStored(String(name.dropFirst()), in: type)?.isPublished == true {
                    return Library.publisher(of: stored)
                }
                return try member("projectedValue", of: stored, selfBox: nil, at: node)
            }
            if let (accessors, owner) = findComputed(name, in: type), let getter = accessors.getter {
                return try runAccessor(getter, self: value, selfBox: selfBox, type: owner, expected: accessors.type)
            }
            if case .enumCase(let enumValue) = value, name == "rawValue",
                let raw = try rawValue(of: enumValue, at: node)
            {
                return raw
            }
            if case .enumCase(let key) = value, name == "stringValue" || name == "intValue",
                conforms(type, to: "CodingKey")
            {
                return try codingKeyMember(name, of: key, at: node)
            }
            if let (method, owner) = findMethod(name, labels: nil, in: type, isStatic: false) {
                return .function(Function(.declared(method, type: owner.name), scope: globals, boundSelf: Box(value)))
            }
        }
        if let found = try dynamicMember(name, of: value, type: start ?? typeDecl(of: value), at: node) { return found }
        if let found = try onDemandProperty(name, of: value, at: node) { return found }
        if let found = try Library.member(name, of: value, interpreter: self, at: Syntax(node)) { return found }
        if case .optional(let wrapped?) = value {
            // An implicitly unwrapped optional's member.
            return try member(name, of: wrapped, selfBox: nil, at: node)
        }
        return gap("the member .\(name) of \(value.typeName)", at: node)
    }

    /// The stored field `name` of a struct or class instance.
    func storedField(_ name: String, of value: Value) -> Value? {
        if observationReads != nil, let key = observationKey(name, of: value) { observationReads?.insert(key) }
        let stored: Value? =
            switch value {
            case .instance(let instance): instance[name]
            case .object(let object): object[name]
            default: nil
            }
        if case .weak(let reference)? = stored { return reference.value }
        return stored
    }

    /// Types whose `current` is a setting of the device the app runs on.
    static let deviceSettings: Set<String> = ["Locale", "TimeZone", "Calendar"]

    /// A static member of `typeName`: a case, a static property, the
    /// cases of a `CaseIterable` enum, a library constant.
    func staticMember(
        _ name: String, of typeName: String, at node: some SyntaxProtocol, implicit: Bool
    ) throws -> Value? {
        guard let type = declarations.types[typeName] else {
            if implicit { return nil }
            if name == "self" { return .metatype(typeName) }
            return try libraryStaticMember(name, of: typeName, at: node)
        }
        if let found = type.cases.first(where: { $0.name == name }) {
            if found.types.isEmpty { return .enumCase(EnumCase(type: type.name, name: name, payload: [], labels: [])) }
            return .function(Function(.enumCase(type: type.name, name: name), scope: globals))
        }
        for decl in lookupChain(type) {
            if let property = decl.staticStored.first(where: { $0.name == name }) {
                return try staticBox(property, of: decl).value
            }
            if let accessors = decl.computed["static " + name], let getter = accessors.getter {
                return try runAccessor(
                    getter, self: .metatype(type.name), selfBox: nil, type: decl, expected: accessors.type,
                    isStatic: true)
            }
        }
        if name == "allCases", type.kind == .enumeration {
            return .array(
                type.cases.map { EnumCase(type: type.name, name: $0.name, payload: [], labels: []) }.map(Value.enumCase)
            )
        }
        if !implicit, let (method, owner) = findMethod(name, labels: nil, in: type, isStatic: true) {
            return .function(
                Function(.declared(method, type: owner.name), scope: globals, boundSelf: Box(.metatype(type.name))))
        }
        if !implicit, let (method, owner) = findMethod(name, labels: nil, in: type, isStatic: false), !method.isMutating
        {
            return .function(Function(.unboundMethod(method, type: owner.name), scope: globals))
        }
        if name == "init", type.kind == .builtin {
            // A library type the program extends: the library's initializers,
            // unless the extension adds one (which the call's labels choose).
            if type.initializers.isEmpty, let library = Library.staticMember(name, of: typeName) { return library }
            return gap("\(typeName).init as a value, with initializers of the library and of an extension", at: node)
        }
        if name == "init" { return .function(Function(.initializer(type: type.name), scope: globals)) }
        if name == "self" { return .metatype(type.name) }
        // A library type the program extends keeps the library's own members (`Bundle.main`).
        return implicit ? nil : try libraryStaticMember(name, of: typeName, at: node)
    }

    /// `Type.name` of a library type: the device's settings and files,
    /// the app's bundle, its launch, tasks, an applied type's members, else
    /// the library's.
    private func libraryStaticMember(_ name: String, of typeName: String, at node: some SyntaxProtocol) throws -> Value?
    {
        // An app's device settings are the running device's, not this host's.
        if lazyGlobals, Self.deviceSettings.contains(typeName), ["current", "autoupdatingCurrent"].contains(name) {
            return unknown(.runtimeData, "\(typeName).\(name) is the device's setting", at: node)
        }
        // The files an app finds are the device's, not these sources'.
        if typeName == "FileManager", name == "default" {
            return unknown(.runtimeData, "FileManager.default: the files on the device", at: node)
        }
        if typeName == "Bundle", let bundle = appBundle(name, at: node) { return bundle }
        if let symbol = Library.durationStyleSymbol(name, of: typeName) { return symbol }
        if let symbol = Library.dateStyleSymbol(name, of: typeName, device: deviceFormats) { return symbol }
        if let launched = launchMember(name, of: typeName, at: node) { return launched }
        if typeName == "Task", let found = Library.taskStaticMember(name, interpreter: self) { return found }
        if let found = try appliedStaticMember(name, of: typeName, at: node) { return found }
        // `Optional<Int>.none`: the library's member of the base type.
        return Library.staticMember(name, of: Self.appliedType(typeName)?.base ?? typeName)
    }

    /// A static stored property's storage, its initial value evaluated on
    /// first use (Swift's statics are lazy).
    func staticBox(_ property: StoredProperty, of type: TypeDecl) throws -> Box {
        let key = type.name + "." + property.name
        if let box = statics[key] { return box }
        let box = Box(.unknown(Unknown(.evaluatorGap, "\(key) read while it is being made")), type: property.type)
        statics[key] = box
        let scope = Scope(parent: globals, typeContext: type.name, isStatic: true)
        if let initial = property.initial {
            box.value = try coerce(evaluate(initial, in: scope, expected: property.type), to: property.type)
        } else {
            box.value = property.type.map { if case .optional = $0 { Value.null } else { .void } } ?? .void
        }
        return box
    }

    static let lazyMarker = "a lazy property not made yet"

    private func initializeLazy(
        _ name: String, of value: Value, selfBox: Box?, in type: TypeDecl, at node: some SyntaxProtocol
    ) throws -> Value {
        guard let property = findStored(name, in: type), let initial = property.initial else { return .void }
        let scope = Scope(parent: globals, selfBox: selfBox ?? Box(value), typeContext: type.name)
        let made = try coerce(evaluate(initial, in: scope, expected: property.type), to: property.type)
        if case .object(let object) = value { object[name] = made }
        if let selfBox, case .instance(var instance) = selfBox.value {
            instance[name] = made
            selfBox.value = .instance(instance)
        }
        return made
    }
}

extension Interpreter {
    /// `value.name` of a `@dynamicMemberLookup` type with no member of
    /// that name: its `subscript(dynamicMember:)` given the key path `\.name`
    /// (a store forwarding to its state); `nil` when the type has no such subscript.
    func dynamicMember(_ name: String, of value: Value, type: TypeDecl?, at node: some SyntaxProtocol) throws -> Value?
    {
        guard let type, !name.hasPrefix("$") else { return nil }
        let key = Value.keyPath([name])
        guard findSubscript(in: type, labels: ["dynamicMember"], values: [key]) != nil else { return nil }
        return try readSubscript(value, [Argument(label: "dynamicMember", value: key)], at: node)
    }
}
