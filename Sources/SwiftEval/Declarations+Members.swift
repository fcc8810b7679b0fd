import SwiftSyntax

extension Declarations {
    /// Files one member of a type's body (or of an extension's).
    mutating func collectMember(_ decl: DeclSyntax, into type: TypeDecl, primary: Bool) {
        if let node = decl.as(IfConfigDeclSyntax.self) {
            for inner in activeDecls(node) { collectMember(inner, into: type, primary: primary) }
        } else if let node = decl.as(VariableDeclSyntax.self) {
            collectVariable(node, into: type)
        } else if let node = decl.as(FunctionDeclSyntax.self) {
            type.methods[node.name.bare, default: []].append(FunctionDecl(node))
        } else if let node = decl.as(InitializerDeclSyntax.self) {
            type.initializers.append(FunctionDecl(node))
            if primary { type.declaresInit = true }
        } else if let node = decl.as(EnumCaseDeclSyntax.self) {
            for element in node.elements {
                let parameters = Array(element.parameterClause?.parameters ?? [])
                type.cases.append(
                    CaseDecl(
                        name: element.name.bare,
                        labels: parameters.map { $0.firstName?.text == "_" ? nil : $0.firstName?.text },
                        types: parameters.map { TypeRef($0.type) },
                        defaults: parameters.map { $0.defaultValue?.value },
                        rawValue: element.rawValue?.value))
            }
        } else if let node = decl.as(SubscriptDeclSyntax.self) {
            var accessors = Self.accessors(node.accessorBlock)
            accessors.parameters = node.parameterClause.parameters.map { syntax in
                // A subscript's parameter has an argument label only when it is written twice (`key key:`).
                var parameter = Parameter(syntax)
                if syntax.secondName == nil { parameter.label = nil }
                return parameter
            }
            accessors.type = TypeRef(node.returnClause.type)
            accessors.isStatic = Self.isStatic(node.modifiers)
            type.subscripts.append(accessors)
        } else if let node = decl.as(DeinitializerDeclSyntax.self) {
            type.deinitBody = node.body?.statements
        } else {
            collect(decl, outer: type.name)
        }
    }

    private mutating func collectVariable(_ node: VariableDeclSyntax, into type: TypeDecl) {
        let isStatic = Self.isStatic(node.modifiers)
        let isLazy = node.modifiers.contains { $0.name.text == "lazy" }
        let ownership = node.modifiers.first { ["weak", "unowned"].contains($0.name.text) }?.name.text
        let wrapper = node.attributes.compactMap { $0.as(AttributeSyntax.self) }.first.flatMap {
            attribute -> (String, AttributeSyntax)? in
            let name = attribute.attributeName.trimmedDescription
            return Self.ignoredAttributes.contains(name) ? nil : (name, attribute)
        }
        for binding in node.bindings {
            guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.bare else { continue }
            let declared = binding.typeAnnotation.map { TypeRef($0.type) }
            if let block = binding.accessorBlock, Self.isComputed(block) {
                var accessors = Self.accessors(block)
                accessors.type = declared
                accessors.isStatic = isStatic
                type.computed[isStatic ? "static " + name : name] = accessors
                continue
            }
            if node.attributes.contains(where: { $0.trimmedDescription == "@ObservationIgnored" }) {
                type.observationIgnored.insert(name)
            }
            var property = StoredProperty(
                name: name, isConstant: node.bindingSpecifier.text == "let", type: declared,
                initial: binding.initializer?.value, isLazy: isLazy, ownership: ownership, wrapper: wrapper)
            property.isPublished = node.attributes.contains { $0.trimmedDescription == "@Published" }
            if let block = binding.accessorBlock, case .accessors(let list) = block.accessors {
                for accessor in list {
                    guard let body = accessor.body?.statements else { continue }
                    let parameter = accessor.parameters?.name.text
                    switch accessor.accessorSpecifier.text {
                    case "willSet": property.willSet = (parameter ?? "newValue", body)
                    case "didSet": property.didSet = (parameter ?? "oldValue", body)
                    default: break
                    }
                }
            }
            if isStatic { type.staticStored.append(property) } else { type.stored.append(property) }
        }
    }

    /// Attributes that change nothing a model-layer program prints.
    static let ignoredAttributes: Set<String> = [
        "Published", "MainActor", "ObservationIgnored", "ObservationTracked", "objc", "discardableResult",
        "available", "inlinable", "usableFromInline", "frozen", "nonobjc", "IBOutlet", "IBAction", "NSManaged",
        "Sendable", "preconcurrency", "escaping", "autoclosure", "Relationship", "Attribute", "Transient",
    ]

    static func isStatic(_ modifiers: DeclModifierListSyntax) -> Bool {
        modifiers.contains { $0.name.text == "static" || $0.name.text == "class" }
    }

    static func isComputed(_ block: AccessorBlockSyntax) -> Bool {
        switch block.accessors {
        case .getter: return true
        case .accessors(let list):
            return list.contains { ["get", "set", "_read", "_modify"].contains($0.accessorSpecifier.text) }
        }
    }

    static func accessors(_ block: AccessorBlockSyntax?) -> Accessors {
        var result = Accessors()
        guard let block else { return result }
        switch block.accessors {
        case .getter(let body): result.getter = body
        case .accessors(let list):
            for accessor in list {
                guard let body = accessor.body?.statements else { continue }
                switch accessor.accessorSpecifier.text {
                case "get": result.getter = body
                case "set": result.setter = (accessor.parameters?.name.text ?? "newValue", body)
                default: break
                }
            }
        }
        return result
    }
}

extension FunctionDecl {
    init(_ node: FunctionDeclSyntax) {
        var parameters = node.signature.parameterClause.parameters.map(Parameter.init)
        if let first = node.name.bare.first, !(first.isLetter || first == "_") {
            // An operator's parameters take no argument labels.
            for index in parameters.indices { parameters[index].label = nil }
        }
        self.init(
            name: node.name.bare, parameters: parameters,
            body: node.body?.statements, returnType: node.signature.returnClause.map { TypeRef($0.type) },
            isMutating: node.modifiers.contains { $0.name.text == "mutating" },
            isStatic: Declarations.isStatic(node.modifiers), node: Syntax(node))
    }

    init(_ node: InitializerDeclSyntax) {
        self.init(
            name: "init", parameters: node.signature.parameterClause.parameters.map(Parameter.init),
            body: node.body?.statements, returnType: nil, isMutating: true, isStatic: false,
            isFailable: node.optionalMark != nil,
            isConvenience: node.modifiers.contains { $0.name.text == "convenience" },
            node: Syntax(node))
    }
}
