import SwiftSyntax

extension Interpreter {
    /// Binds a generic parameter (a type name no declaration has) to the
    /// type an argument settles exactly: the metatype given for `T.Type`,
    /// or the type of a struct, enum or library value given for `T` or
    /// `[T]` (a value type has no subtype, so its dynamic type is `T`). A
    /// class instance binds nothing: `T` may be a superclass.
    func bindGeneric(_ parameter: Parameter, to value: Value, in frame: Scope, written: TypeRef? = nil) {
        if let name = parameter.metatypeOf, isGenericName(name), case .metatype(let type) = value {
            bind(name, to: type, in: frame)
            return
        }
        if let (name, type) = keyPathBinding(parameter, to: value, in: frame) {
            bind(name, to: type, in: frame)
            return
        }
        switch (parameter.type, value) {
        case (.named(let name, let arguments)?, _) where arguments.isEmpty && isGenericName(name):
            if let type = exactType(of: value) { bind(name, to: type, in: frame) }
        case (.named(let base, let arguments)?, _) where !arguments.isEmpty:
            // `func fetch<T>(_ descriptor: Box<T>)` given a `Box<Bird>`: `T` is what the value was made with.
            bindFromTypeArguments(base, arguments, of: value, in: frame)
        case (.array(.named(let name, let arguments))?, .array(let items))
        where arguments.isEmpty && isGenericName(name):
            let types = Set(items.map(exactType))
            if types.count == 1, let type = types.first ?? nil { bind(name, to: type, in: frame) }
            // An empty `[Score]()`: the element type written.
            if items.isEmpty, case .array(.named(let element, let inner))? = written, inner.isEmpty,
                isExactTypeName(element)
            {
                bind(name, to: element, in: frame)
            }
        default: break
        }
    }

    /// `func load<T: Decodable>(_ name: String) -> T` called where a
    /// `PoetryResult` is expected: `T` is the type the caller expects, as
    /// the compiler infers it from the context (an optional context is left
    /// alone: `T` could be the optional itself).
    func bindResultType(_ decl: FunctionDecl, expected: TypeRef?, in frame: Scope) {
        guard case .named(let result, let arguments)? = decl.returnType, arguments.isEmpty, isGenericName(result),
            frame.typeBindings[result] == nil, case .named(let wanted, _)? = expected, isKnownType(expected!)
        else { return }
        bind(result, to: wanted, in: frame)
    }

    /// Binds each bare generic parameter among `arguments` of the written
    /// type `base<…>` to what `value`, a `base` made with its parameters
    /// bound, holds for that place.
    private func bindFromTypeArguments(_ base: String, _ arguments: [TypeRef], of value: Value, in frame: Scope) {
        let made: (type: String, arguments: [String: String])
        switch value {
        case .instance(let instance): made = (instance.type, instance.typeArguments)
        case .object(let object): made = (object.type, object.typeArguments)
        default: return
        }
        guard !made.arguments.isEmpty, made.type == base, let decl = declarations.types[base],
            decl.genericOrder.count == arguments.count
        else { return }
        for (parameter, argument) in zip(decl.genericOrder, arguments) {
            guard case .named(let name, let inner) = argument, inner.isEmpty, isGenericName(name),
                let type = made.arguments[parameter]
            else { continue }
            bind(name, to: type, in: frame)
        }
    }

    private func bind(_ name: String, to type: String, in frame: Scope) {
        if let old = frame.typeBindings[name], old != type {
            frame.typeBindings[name] = "?"  // conflicting: known to be none
            return
        }
        frame.typeBindings[name] = type
    }

    private func isGenericName(_ name: String) -> Bool { !isKnownType(.named(name, [])) && !name.contains(".") }

    /// The type a value has with no subtype possible, `nil` otherwise.
    private func exactType(of value: Value) -> String? {
        switch value {
        case .int: "Int"
        case .double: "Double"
        case .string: "String"
        case .bool: "Bool"
        case .character: "Character"
        case .instance(let instance): instance.type
        case .enumCase(let found) where declarations.types[found.type] != nil: found.type
        default: nil
        }
    }

    /// A written type with the generic parameters bound here replaced.
    func resolvingBindings(_ type: TypeRef, in scope: Scope) -> TypeRef {
        switch type {
        case .named("Self", let arguments) where arguments.isEmpty && scope.boundType("Self") == nil:
            // `other as? Self` in a protocol extension: the type of the value the method runs on.
            return scope.selfBox.flatMap { dynamicSelfType(of: $0.value) } ?? type
        case .named(let name, let arguments) where arguments.isEmpty:
            guard let bound = scope.boundType(name), bound != "?" else { return type }
            return Self.typeRef(applied: bound)
        case .optional(let wrapped): return .optional(resolvingBindings(wrapped, in: scope))
        case .array(let element): return .array(resolvingBindings(element, in: scope))
        default: return type
        }
    }
}

extension Interpreter {
    /// The type `Self` names where `value` is `self`: its own type, or the
    /// type itself in a static method; `nil` for a value of a generic
    /// library type (`Array<Int>`), whose arguments are not written here.
    func dynamicSelfType(of value: Value) -> TypeRef? {
        if case .metatype(let name) = value { return .named(name, []) }
        if let written = value.typeRef { return written }
        let name = value.typeName
        guard !value.isUnknown, name.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" }) else { return nil }
        return .named(name, [])
    }
}

extension Interpreter {
    /// A generic type's method parameters with the type arguments the
    /// receiver's written type gives (`Queue<(id: Int, name: String)>`'s
    /// `enqueue(_ value: T)` takes a labelled tuple); `nil` when it gives none.
    func boundToReceiver(_ parameters: [Parameter], base: ExprSyntax, owner: TypeDecl, in scope: Scope) -> [Parameter]?
    {
        guard let written = staticType(of: base, in: scope)?.nonOptional, written.name == owner.name,
            case .named(_, let arguments) = written, !arguments.isEmpty
        else { return nil }
        return parameters.map { parameter in
            var typed = parameter
            typed.type = bound(parameter.type, in: written, owner)
            return typed
        }
    }

    /// Arguments converted to their parameters' types, paired by position
    /// (for parameters without variadics, one argument each).
    func coerce(_ arguments: [Argument], to parameters: [Parameter]) throws -> [Argument] {
        guard arguments.count == parameters.count, !parameters.contains(where: \.isVariadic) else { return arguments }
        var converted = arguments
        for (index, parameter) in parameters.enumerated() {
            converted[index].value = try coerce(arguments[index].value, to: parameter.type)
        }
        return converted
    }
}
