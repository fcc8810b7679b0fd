/// A member's written types name the types the compiler finds from the
/// type that declares the member: `var status: Status` in `Item` is
/// `Item.Status`, even where two types nest a `Status`, so an argument
/// `.inStock(…)` written anywhere takes the right enum.
extension Declarations {
    /// Resolves every member's written types, once every file is read.
    func qualifyMemberTypes() {
        for type in types.values {
            let context = type.name
            let skipped = type.genericParameters
            let resolve = { (written: TypeRef?) in written.map { qualified($0, from: context, skipping: skipped) } }
            let resolveParameters = { (list: [Parameter]) in
                list.map { parameter in
                    var resolved = parameter
                    resolved.type = resolve(parameter.type)
                    return resolved
                }
            }
            let resolveFunction = { (function: FunctionDecl) in
                var resolved = function
                resolved.parameters = resolveParameters(function.parameters)
                resolved.returnType = resolve(function.returnType)
                return resolved
            }
            let resolveProperty = { (property: StoredProperty) in
                var resolved = property
                resolved.type = resolve(property.type)
                return resolved
            }
            type.stored = type.stored.map(resolveProperty)
            type.staticStored = type.staticStored.map(resolveProperty)
            type.initializers = type.initializers.map(resolveFunction)
            type.methods = type.methods.mapValues { $0.map(resolveFunction) }
            type.computed = type.computed.mapValues { accessors in
                var resolved = accessors
                resolved.type = resolve(accessors.type)
                return resolved
            }
            type.cases = type.cases.map { found in
                var resolved = found
                resolved.types = found.types.map { qualified($0, from: context, skipping: skipped) }
                return resolved
            }
        }
    }

    /// `written` with each type name the sources declare replaced by the
    /// whole name it has from `context`; other names as written.
    func qualified(_ written: TypeRef, from context: String, skipping generics: Set<String>) -> TypeRef {
        let inner = { (type: TypeRef) in qualified(type, from: context, skipping: generics) }
        switch written {
        case .named(let name, let arguments):
            var resolved = name
            // A generic alias (`StoreOf<Feature>`) stays as written: its arguments are its own.
            if !generics.contains(name), !name.contains(" & "), aliasParameters[name] == nil,
                let found = type(named: name, from: context), found.kind != .builtin
            {
                resolved = found.name
            }
            return .named(resolved, arguments.map(inner))
        case .optional(let wrapped): return .optional(inner(wrapped))
        case .array(let element): return .array(inner(element))
        case .dictionary(let key, let value): return .dictionary(inner(key), inner(value))
        case .tuple(let elements, let labels): return .tuple(elements.map(inner), labels: labels)
        case .function(let parameters, let result): return .function(parameters.map(inner), inner(result))
        case .opaque: return .opaque
        case .metatype(let base): return .metatype(inner(base))
        }
    }
}
