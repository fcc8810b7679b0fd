import SwiftSyntax

extension Interpreter {
    /// Stores `value` where `target` names: a variable, a property (through
    /// its observers, setter or wrapper), an element, a tuple's parts. A
    /// struct changed inside is stored back into what holds it.
    func assign(to target: ExprSyntax, _ value: Value, in scope: Scope) throws {
        if target.is(DiscardAssignmentExprSyntax.self) { return }
        if let reference = target.as(DeclReferenceExprSyntax.self) {
            return try assignName(reference.baseName.text, value, in: scope, at: reference)
        }
        if let member = target.as(MemberAccessExprSyntax.self), let base = member.base {
            let name = member.declName.baseName.text
            if let type = typeName(of: base, in: scope) { return try assignStatic(name, of: type, value, at: member) }
            let holder = try evaluate(base, in: scope)
            if case .tuple(var items, let labels) = holder {
                guard let index = Int(name) ?? labels.firstIndex(of: name), items.indices.contains(index) else {
                    return
                }
                items[index] = value
                return try assign(to: base, .tuple(items, labels: labels), in: scope)
            }
            let box = Box(holder)
            let isSelf = base.as(DeclReferenceExprSyntax.self)?.baseName.text == "self"
            try setMember(name, value, in: box, observe: !isSelf || observes(name, in: scope), at: member)
            if !isReference(holder) { try assign(to: base, box.value, in: scope) }
            return
        }
        if let item = target.as(SubscriptCallExprSyntax.self) {
            let holder = try evaluate(item.calledExpression, in: scope)
            let keys = try item.arguments.map {
                Argument(label: $0.label?.text, value: try evaluate($0.expression, in: scope))
            }
            let updated = try setSubscript(holder, keys, value, in: scope, at: item)
            if !isReference(holder) { try assign(to: item.calledExpression, updated, in: scope) }
            return
        }
        if let optional = target.as(OptionalChainingExprSyntax.self) {
            return try assign(to: optional.expression, .optional(value), in: scope)
        }
        if let forced = target.as(ForceUnwrapExprSyntax.self) {
            return try assign(to: forced.expression, .optional(value), in: scope)
        }
        if let tuple = target.as(TupleExprSyntax.self) {
            let elements = Array(tuple.elements)
            if elements.count == 1 { return try assign(to: elements[0].expression, value, in: scope) }
            guard case .tuple(let items, _) = value, items.count == elements.count else {
                throw stop(.unsupported, "assigning a value that is not a tuple of \(elements.count)", at: target)
            }
            for (element, item) in zip(elements, items) { try assign(to: element.expression, item, in: scope) }
            return
        }
        throw stop(.unsupported, "assigning to \(target.trimmedDescription)", at: target)
    }

    private func assignName(_ name: String, _ value: Value, in scope: Scope, at node: DeclReferenceExprSyntax) throws {
        if name == "self", let selfBox = scope.selfBox {
            selfBox.value = value
            return
        }
        let (box, isGlobal) = findBox(name, in: scope)
        if let box, !isGlobal {
            box.value = box.type == nil ? adapt(value, like: box.value) : try coerce(value, to: box.type)
            return
        }
        if let selfBox = scope.selfBox, let type = typeDecl(of: selfBox.value), hasProperty(name, in: type) {
            return try setMember(name, value, in: selfBox, observe: observes(name, in: scope), at: node)
        }
        if let selfBox = scope.selfBox, let type = typeDecl(of: selfBox.value),
            let property = backingStorage(name, in: type)
        {
            return try assignStorage(property, value, in: selfBox, type: type, at: node)
        }
        if let type = scope.typeContext.flatMap({ declarations.types[$0] }),
            lookupChain(type).contains(where: {
                $0.staticStored.contains { $0.name == name } || $0.computed["static " + name] != nil
            })
        {
            return try assignStatic(name, of: type.name, value, at: node)
        }
        if let box {
            box.value = box.type == nil ? adapt(value, like: box.value) : try coerce(value, to: box.type)
            return
        }
        throw stop(.unsupported, "assigning to \(name), which is not declared in the sources", at: node)
    }

    /// Whether setting `self.name` runs its observers: always, except in an
    /// initializer of the type that declares the property.
    private func observes(_ name: String, in scope: Scope) -> Bool {
        guard scope.lookup("$initializing") != nil, let context = scope.typeContext,
            let type = declarations.types[context]
        else {
            return true
        }
        return !type.stored.contains { $0.name == name }
    }

    private func assignStatic(_ name: String, of typeName: String, _ value: Value, at node: some SyntaxProtocol) throws
    {
        guard let type = declarations.types[typeName] else {
            throw stop(.unsupported, "assigning to the static \(typeName).\(name)", at: node)
        }
        for decl in lookupChain(type) {
            if let property = decl.staticStored.first(where: { $0.name == name }) {
                let box = try staticBox(property, of: decl)
                let old = box.value
                box.value = try coerce(value, to: property.type)
                if let didSet = property.didSet {
                    let scope = Scope(parent: globals, typeContext: decl.name, isStatic: true)
                    scope.declare(didSet.parameter, Box(old, constant: true))
                    _ = try execute(didSet.body, in: scope)
                }
                return
            }
            if let setter = decl.computed["static " + name]?.setter {
                let scope = Scope(parent: globals, typeContext: decl.name, isStatic: true)
                scope.declare(setter.parameter, Box(value, constant: true))
                _ = try execute(setter.body, in: scope)
                return
            }
        }
        throw stop(.unsupported, "assigning to the static \(typeName).\(name)", at: node)
    }

    /// Sets the property `name` of the instance in `box` (the box holds the
    /// changed struct afterwards; an object changes in place).
    func setMember(_ name: String, _ value: Value, in box: Box, observe: Bool, at node: some SyntaxProtocol) throws {
        if case .native(let held) = box.value, case .unknown(let why) = value {
            // A setting the sources do not settle (`formatter.locale = .current`): what the
            // object does from here on is unknown for the same reason (a value copied first).
            let object = held.forWriting()
            object.unsettled = why
            box.value = .native(object)
            return
        }
        if case .native(let held) = box.value {
            let object = held.forWriting()
            if Library.setNativeProperty(name, value, on: object) {
                box.value = .native(object)
                return
            }
            throw stop(.unsupported, "setting .\(name) of a \(object.type)", at: node)
        }
        if let changed = Library.setLibraryProperty(name, value, on: box.value) {
            box.value = changed
            return
        }
        guard let type = typeDecl(of: box.value), type.kind != .builtin || findComputed(name, in: type) != nil else {
            if box.value.isUnknown { return }
            throw stop(.unsupported, "setting .\(name) of a \(box.value.typeName)", at: node)
        }
        if let (accessors, owner) = findComputed(name, in: type) {
            guard let setter = accessors.setter else { throw stop(.unsupported, "\(name) has no setter", at: node) }
            let scope = Scope(parent: globals, selfBox: box, typeContext: owner.name)
            scope.declare(setter.parameter, Box(try coerce(value, to: accessors.type), constant: true))
            _ = try execute(setter.body, in: scope)
            return
        }
        if let property = backingStorage(name, in: type) {
            return try assignStorage(property, value, in: box, type: type, at: node)
        }
        try setStored(name, value, in: box, type: type, observe: observe, at: node)
    }

    /// Sets a stored property, through its wrapper and its observers.
    func setStored(
        _ name: String, _ value: Value, in box: Box, type: TypeDecl, observe: Bool, at node: some SyntaxProtocol
    ) throws {
        if let cell = Self.cell(storedField(name, of: box.value)) {
            cell.write(value)
            return
        }
        let property = findStored(name, in: type)
        let key = type.name + "." + name
        let nested = observing.contains(key)
        let observe = observe && !nested
        if !nested { observing.insert(key) }
        defer { if !nested { observing.remove(key) } }
        try observationWillSet(name, of: box.value)
        let old = storedField(name, of: box.value) ?? .void
        var newValue = property?.type == nil ? adapt(value, like: old) : try coerce(value, to: property?.type)
        if let wrapper = property?.wrapper, let wrapperType = declarations.types[wrapper.type],
            wrapperType.kind != .builtin
        {
            if case .unknown = old {
                newValue = try makeWrapper(
                    wrapperType, wrapping: newValue, attribute: wrapper.attribute, in: globals, at: node)
            } else {
                let wrapperBox = Box(old)
                try setMember("wrappedValue", newValue, in: wrapperBox, observe: true, at: node)
                newValue = wrapperBox.value
            }
        }
        if observe, let willSet = property?.willSet {
            let scope = Scope(parent: globals, selfBox: box, typeContext: type.name)
            scope.declare(willSet.parameter, Box(newValue, constant: true))
            _ = try execute(willSet.body, in: scope)
        }
        store(name, Self.held(newValue, by: property), in: box)
        if observe, let didSet = property?.didSet {
            let scope = Scope(parent: globals, selfBox: box, typeContext: type.name)
            scope.declare(didSet.parameter, Box(old, constant: true))
            _ = try execute(didSet.body, in: scope)
        }
    }

    /// What a property stores: a `weak`/`unowned` one a ``WeakReference``.
    static func held(_ value: Value, by property: StoredProperty?) -> Value {
        guard let ownership = property?.ownership else { return value }
        switch value {
        case .object(let object), .optional(.object(let object)?):
            return .weak(WeakReference(object, unowned: ownership == "unowned"))
        default: return value
        }
    }

    /// Writes the stored property `name` of the instance or object in `box`.
    func store(_ name: String, _ value: Value, in box: Box) {
        switch box.value {
        case .object(let object): object[name] = value
        case .instance(var instance):
            instance[name] = value
            box.value = .instance(instance)
        default: break
        }
    }
}
