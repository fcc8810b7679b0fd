import SwiftSyntax

extension Interpreter {
    /// A top-level variable of any file, made on its first use (Swift's
    /// globals are lazy); `nil` when no file declares `name`.
    func makeGlobal(_ name: String, at node: some SyntaxProtocol) throws -> Value? {
        guard let (binding, isConstant) = declarations.globalVariables[name] else { return nil }
        guard makingGlobals.insert(name).inserted else {
            return gap("the global \(name), used while it is being made", at: node)
        }
        defer { makingGlobals.remove(name) }
        let type = binding.typeAnnotation.map { TypeRef($0.type) }
        var value: Value
        if let initial = binding.initializer?.value {
            value = try coerce(evaluate(initial, in: globals, expected: type), to: type)
        } else if let block = binding.accessorBlock {
            // A computed global runs its getter at each read; nothing is kept.
            let getter: CodeBlockItemListSyntax?
            switch block.accessors {
            case .getter(let items): getter = items
            case .accessors(let list):
                getter = list.first { $0.accessorSpecifier.tokenKind == .keyword(.get) }?.body?.statements
            }
            guard let getter else { return gap("the computed global \(name) without a getter", at: node) }
            return try runBody(getter, in: Scope(parent: globals), expected: type)
        } else {
            value = unknown(.runtimeData, "\(name), a global set by code that runs in the app", at: node)
        }
        if case .unknown = value {
        } else {
            value = Self.held(value, by: nil)
        }
        globals.declare(name, Box(value, constant: isConstant, type: type))
        return value
    }

    /// An instance of the program's type `name` with the stored properties
    /// given; the others take their initial value (or are unknown). A class
    /// is made as a shared object.
    func instance(of name: String, fields given: [String: Value]) throws -> Value? {
        guard let type = declarations.type(named: name), type.kind == .structure || type.kind == .classType else {
            return nil
        }
        var chain: [TypeDecl] = []
        var current: TypeDecl? = type
        while let decl = current, chain.count < 64 {
            chain.insert(decl, at: 0)
            current = superclass(of: decl)
        }
        let defaults = try defaultFields(of: type, chain: chain)
        let fields = defaults.map { field in (name: field.name, value: given[field.name] ?? field.value) }
        guard type.kind == .classType else { return .instance(Instance(type: type.name, fields: fields)) }
        let object = Object(type: type.name)
        object.fields = fields
        return .object(object)
    }

    /// Each stored property's initial value (unknown when it has none),
    /// evaluated once per type.
    private func defaultFields(of type: TypeDecl, chain: [TypeDecl]) throws -> [(name: String, value: Value)] {
        if let known = defaultInstances[type.name] { return known }
        var fields: [(name: String, value: Value)] = []
        let scope = Scope(parent: globals, typeContext: type.name)
        for decl in chain {
            for property in decl.stored {
                if let initial = property.initial, !property.isLazy {
                    steps = 0
                    let value = (try? coerce(evaluate(initial, in: scope, expected: property.type), to: property.type))
                    fields.append(
                        (property.name, value ?? .unknown(Unknown(.evaluatorGap, "\(property.name)'s initial value"))))
                } else {
                    fields.append(
                        (
                            property.name,
                            .unknown(unsetProperty(property.name, type: property.type, in: type.name))
                        ))
                }
            }
        }
        defaultInstances[type.name] = fields
        return fields
    }

    /// The stored properties of `type` and its superclasses, by name.
    func storedNames(of type: TypeDecl) -> [String] {
        storedProperties(of: type).map(\.name)
    }

    /// The stored properties of `type` and its superclasses.
    func storedProperties(of type: TypeDecl) -> [StoredProperty] {
        var properties: [StoredProperty] = []
        var current: TypeDecl? = type
        while let decl = current, properties.count < 10_000 {
            properties += decl.stored
            current = superclass(of: decl)
        }
        return properties
    }
}
