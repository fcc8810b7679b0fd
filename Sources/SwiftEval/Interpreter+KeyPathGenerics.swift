import SwiftSyntax

/// Generic parameters settled by what a key path reads, and a collection
/// extension's `Element` by its elements: `sum<T>(of keyPath: KeyPath<Element,
/// T>)` called with `\.salary` on an array of `Employee` binds `T` to the
/// declared type of `Employee.salary`, so `.zero` and literals typed `T` are
/// known.
extension Interpreter {
    /// Binds `Element` in a method of a library collection type the program
    /// extends, when `self`'s elements all have one exact type (a value type:
    /// no subtype, so the static element type is that one). An empty
    /// collection binds nothing.
    func bindElement(of selfValue: Value?, owner: TypeDecl?, in frame: Scope) {
        guard let owner, owner.kind == .builtin, declarations.types["Element"] == nil,
            let selfValue, let items = try? Library.elements(of: selfValue, limit: limits.collectionSize),
            !items.isEmpty
        else { return }
        switch selfValue {
        case .array, .slice, .set: break
        default: return
        }
        let types = Set(items.map(exactTypeName))
        if types.count == 1, let type = types.first ?? nil { frame.typeBindings["Element"] = type }
    }

    /// `T` of a `KeyPath<Root, T>` parameter from the key path given: the
    /// declared type the path reads from `Root` (written, or a bound generic
    /// parameter), when each step is a property of a program type and the
    /// last one's type is exact.
    func keyPathBinding(_ parameter: Parameter, to value: Value, in frame: Scope) -> (name: String, type: String)? {
        guard case .keyPath(let path) = value,
            case .named(let kind, let arguments)? = parameter.type,
            ["KeyPath", "WritableKeyPath", "ReferenceWritableKeyPath"].contains(kind), arguments.count == 2,
            case .named(let rootName, let rootArguments) = arguments[0], rootArguments.isEmpty,
            case .named(let valueName, let valueArguments) = arguments[1], valueArguments.isEmpty,
            declarations.types[valueName] == nil, !Library.typeNames.contains(valueName)
        else { return nil }
        let root = declarations.types[rootName] != nil ? rootName : frame.boundType(rootName)
        guard let root, root != "?", let type = keyPathValueType(from: root, path) else { return nil }
        return (valueName, type)
    }

    /// The type a key path's properties read from `root`, when every step is
    /// a stored or computed property with a declared simple type and the
    /// last is exact.
    private func keyPathValueType(from root: String, _ path: [String]) -> String? {
        var current = root
        for name in path {
            guard let decl = declarations.types[current], decl.genericParameters.isEmpty,
                case .named(let next, let arguments)? = findStored(name, in: decl)?.type
                    ?? findComputed(name, in: decl)?.0.type,
                arguments.isEmpty
            else { return nil }
            current = next
        }
        return isExactTypeName(current) ? current : nil
    }

    /// Whether a value of the type named has it as its exact type (a
    /// number, string, or a non-generic struct or enum of the program: no
    /// subtype or existential).
    func isExactTypeName(_ name: String) -> Bool {
        if ["Int", "Double", "String", "Bool", "Character"].contains(name) { return true }
        guard let decl = declarations.types[name] else { return false }
        return decl.genericParameters.isEmpty && (decl.kind == .structure || decl.kind == .enumeration)
    }

    /// The type a value has with no subtype possible, `nil` otherwise.
    func exactTypeName(_ value: Value) -> String? {
        switch value {
        case .int: "Int"
        case .double: "Double"
        case .string: "String"
        case .bool: "Bool"
        case .character: "Character"
        case .instance(let instance) where declarations.types[instance.type]?.genericParameters.isEmpty == true:
            instance.type
        case .enumCase(let found) where declarations.types[found.type]?.genericParameters.isEmpty == true:
            found.type
        default: nil
        }
    }
}

extension Interpreter {
    /// Binds a generic type's parameters in a method or accessor of one of
    /// its values, from the stored properties declared as a bare parameter
    /// whose values have one exact type (`UserDefault<T>`'s `defaultValue:
    /// T` holding `false` binds `T` to `Bool`, so `as? T` is checked).
    /// Properties that disagree bind nothing; a parameter left unsettled
    /// stays unknown.
    func bindGenericParameters(of selfValue: Value?, owner: TypeDecl?, in frame: Scope) {
        guard let owner, !owner.genericParameters.isEmpty else { return }
        // The parameters bound when the value was made.
        let made: [String: String]
        switch selfValue {
        case .instance(let instance)?: made = instance.typeArguments
        case .object(let object)?: made = object.typeArguments
        default: made = [:]
        }
        for (name, type) in made where frame.typeBindings[name] == nil { frame.typeBindings[name] = type }
        guard case .instance(let instance)? = selfValue else { return }
        var found: [String: String] = [:]
        for property in owner.stored {
            guard case .named(let name, let arguments)? = property.type, arguments.isEmpty,
                owner.genericParameters.contains(name), frame.typeBindings[name] == nil,
                let value = instance[property.name]
            else { continue }
            guard let exact = exactTypeName(value), found[name] == nil || found[name] == exact else {
                found[name] = "?"
                continue
            }
            found[name] = exact
        }
        for (name, type) in found where type != "?" { frame.typeBindings[name] = type }
    }
}
