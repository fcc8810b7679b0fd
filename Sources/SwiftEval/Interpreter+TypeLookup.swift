/// Finding members through superclasses, extensions and protocols'
/// default implementations.
extension Interpreter {
    /// The declaration of a value's type: a type of the program, or the
    /// extensions the program adds to a library type (`extension Array`).
    func typeDecl(of value: Value) -> TypeDecl? {
        switch value {
        case .instance(let instance): declarations.types[instance.type] ?? libraryTypeDecl(instance.type)
        case .optional: libraryTypeDecl("Optional")
        case .object(let object): declarations.types[object.type]
        case .enumCase(let value): declarations.types[value.type]
        case .metatype(let name): declarations.types[name]
        case .unknown, .void: nil
        default: libraryTypeDecl(generic: value.typeName)
        }
    }

    /// The library type `name`, or the generic type it applies (`Measurement<UnitMass>`: the program extends `Measurement`).
    private func libraryTypeDecl(generic name: String) -> TypeDecl? {
        if let found = libraryTypeDecl(name) { return found }
        guard let open = name.utf8.firstIndex(of: UInt8(ascii: "<")) else { return nil }
        return libraryTypeDecl(String(name[..<open]))
    }

    /// The declaration that stands for a library type: the program's
    /// extensions of it, or, when the program extends only a protocol it
    /// conforms to (`extension Collection`), an empty one that leads there.
    func libraryTypeDecl(_ name: String) -> TypeDecl? {
        if let found = declarations.types[name] { return found }
        // Most library types met (Int, String…) are extended by nothing: said once per set of declarations.
        if unextendedLibraryTypes.contains(name) { return nil }
        let extended =
            Library.implicitProtocols(of: name).contains { declarations.types[$0] != nil }
            || Library.librarySuperclasses(of: name).contains { libraryTypeDecl($0) != nil }
        guard extended else {
            unextendedLibraryTypes.insert(name)
            return nil
        }
        return declarations.declaration(name, kind: .builtin)
    }

    func superclass(of type: TypeDecl) -> TypeDecl? {
        // `UnitVolume` extended by the program: `extension Unit` applies to it too.
        if type.kind == .builtin, let parent = Library.librarySuperclass[type.name] { return libraryTypeDecl(parent) }
        guard type.kind == .classType, let first = type.inherited.first,
            let found = declarations.type(named: first, from: type.name), found.kind == .classType
        else { return nil }
        return found
    }

    /// The type, its superclasses, then every protocol they conform to
    /// (with the protocols those inherit), and library extensions that
    /// apply (`Collection` for an array): the order members are looked up in.
    func lookupChain(_ type: TypeDecl) -> [TypeDecl] {
        // Only a declared type is kept (a type made for one lookup may share its name).
        let declared = declarations.types[type.name] === type
        if declared, let known = lookupChains[type.name] { return known }
        let made = makeLookupChain(type)
        if declared { lookupChains[type.name] = made }
        return made
    }

    private func makeLookupChain(_ type: TypeDecl) -> [TypeDecl] {
        var chain: [TypeDecl] = []
        var current: TypeDecl? = type
        var guardCount = 0
        while let decl = current, guardCount < 64 {
            chain.append(decl)
            current = superclass(of: decl)
            guardCount += 1
        }
        var protocols: [TypeDecl] = []
        var pending = chain.flatMap(\.inherited) + Library.implicitProtocols(of: type.name)
        var seen: Set<String> = []
        while let name = pending.first, protocols.count < 64 {
            pending.removeFirst()
            guard seen.insert(name).inserted, let found = declarations.type(named: name, from: type.name),
                found.kind == .protocolType || found.kind == .builtin, found !== type
            else { continue }
            protocols.append(found)
            pending += found.inherited
        }
        return chain + protocols
    }

    /// Every protocol name the type conforms to, as written, with inherited ones.
    func conformances(of type: TypeDecl) -> Set<String> {
        var names = Set(lookupChain(type).flatMap(\.inherited))
        for decl in lookupChain(type) where decl.kind == .protocolType { names.insert(decl.name) }
        // What the library's protocols refine (`LocalizedError` is an `Error`), to a fixed point.
        var pending = Array(names)
        while let name = pending.popLast() {
            for refined in Library.refinedProtocols[name] ?? [] where names.insert(refined).inserted {
                pending.append(refined)
            }
        }
        return names
    }

    func hasProperty(_ name: String, in type: TypeDecl) -> Bool {
        lookupChain(type).contains { decl in
            decl.stored.contains { $0.name == name } || decl.computed[name] != nil
        }
    }

    func hasInstanceMethod(_ name: String, in type: TypeDecl) -> Bool {
        lookupChain(type).contains { $0.methods[name]?.contains { !$0.isStatic && $0.body != nil } == true }
    }

    /// The method `name` whose labels fit the call's, nearest first;
    /// `labels == nil` takes the first of the name.
    func findMethod(_ name: String, labels: [String?]?, in type: TypeDecl, isStatic: Bool) -> (FunctionDecl, TypeDecl)?
    {
        for decl in lookupChain(type) {
            // A protocol's requirement (no body) is implemented further on.
            guard let candidates = decl.methods[name]?.filter({ $0.isStatic == isStatic && $0.body != nil }),
                !candidates.isEmpty
            else { continue }
            if let labels, let fit = candidates.first(where: { fits($0.parameters, labels: labels) }) {
                return (fit, decl)
            }
            if labels == nil, let first = candidates.first { return (first, decl) }
        }
        return nil
    }

    /// The computed property `name` nearest in the chain.
    func findComputed(_ name: String, in type: TypeDecl) -> (Accessors, TypeDecl)? {
        for decl in lookupChain(type) {
            if decl.stored.contains(where: { $0.name == name }) { return nil }
            if let accessors = decl.computed[name] { return (accessors, decl) }
        }
        return nil
    }

    /// The stored property `name` nearest in the chain.
    func findStored(_ name: String, in type: TypeDecl) -> StoredProperty? {
        for decl in lookupChain(type) {
            if let property = decl.stored.first(where: { $0.name == name }) { return property }
        }
        return nil
    }

    /// Whether a call with `labels` can bind to `parameters` (defaults and
    /// variadics allowed, trailing closures unlabeled).
    func fits(_ parameters: [Parameter], labels: [String?]) -> Bool {
        var index = 0
        for parameter in parameters {
            if index < labels.count, labels[index] == parameter.label {
                index += 1
                if parameter.isVariadic {
                    while index < labels.count, labels[index] == nil { index += 1 }
                }
            } else if index < labels.count, labels[index] == nil, takesFunction(parameter) {
                index += 1
            } else if parameter.defaultValue == nil, !parameter.isVariadic {
                return false
            }
        }
        return index == labels.count
    }

    /// Whether a parameter's type is a function type, written or through a
    /// typealias (`typealias Fetch = (Int) -> Void`): what a trailing closure fills.
    func takesFunction(_ parameter: Parameter) -> Bool {
        var type = parameter.type?.nonOptional
        for _ in 0..<8 {
            guard let current = type else { return false }
            if case .function = current { return true }
            guard case .named(let name, _) = current else { return false }
            let alias = declarations.typeAliases[name] ?? aliasDeclaredInAType(name)
            type = alias?.nonOptional
        }
        return false
    }

    /// A type alias called `name` that some type declares inside it.
    private func aliasDeclaredInAType(_ name: String) -> TypeRef? {
        if let memberAliases { return memberAliases[name] }
        var made: [String: TypeRef] = [:]
        for type in declarations.types.values {
            made.merge(type.typeAliases) { first, _ in first }
        }
        memberAliases = made
        return made[name]
    }

    /// Whether the type (or a superclass) is, or conforms to, `name`.
    func conforms(_ type: TypeDecl, to name: String) -> Bool {
        type.name == name || type.shortName == name || lookupChain(type).contains { $0.name == name }
            || conformances(of: type).contains(name)
    }
}
