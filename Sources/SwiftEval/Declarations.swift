import SwiftIfConfig
import SwiftSyntax

/// Every type, extension and global function a program declares, read
/// before any statement runs (Swift's declarations are visible in the
/// whole file).
struct Declarations {
    var types: [String: TypeDecl] = [:]
    var functions: [String: [FunctionDecl]] = [:]
    var typeAliases: [String: TypeRef] = [:]
    /// The generic parameters of a top-level generic type alias
    /// (`typealias StoreOf<R> = Store<R.State, R.Action>`).
    var aliasParameters: [String: [String]] = [:]
    /// Nested types' whole names by their short name (`Inner` → `Outer.Inner`).
    var nestedByShortName: [String: [String]] = [:]
    /// Top-level variables, by name: made on first use in a session.
    var globalVariables: [String: (binding: PatternBindingSyntax, isConstant: Bool)] = [:]
    /// The library's own top-level constants (``NSErrorPrelude``'s keys):
    /// made on first use also in a program run in order.
    var libraryGlobals: Set<String> = []
    /// The modules the files import (`import DivelogCore`): a type written
    /// with one as its qualifier (`DivelogCore.Settings`) is the sources' type of that name.
    var importedModules: Set<String> = []
    /// The clause of an `#if` the build takes (``SwiftModule/configuration``); none when not given.
    var activeClause: @Sendable (IfConfigDeclSyntax) -> IfConfigClauseSyntax? = { _ in nil }

    /// The type called `name` as written at `context` (a nested type is
    /// found from inside its outer type).
    func type(named name: String, from context: String? = nil) -> TypeDecl? {
        var outer = context
        while let current = outer {
            if let found = types[current + "." + name] { return found }
            outer = current.contains(".") ? String(current[..<current.lastIndex(of: ".")!]) : nil
        }
        if let found = types[name] { return found }
        if let alias = typeAliases[name] { return types[alias.name] }
        if let dot = name.firstIndex(of: "."), importedModules.contains(String(name[..<dot])),
            types[String(name[..<dot])] == nil
        {
            return type(named: String(name[name.index(after: dot)...]), from: context)
        }
        // A nested type named from where its context is not known (a type
        // written in another type's member): the one type of that name.
        let matches = (nestedByShortName[name] ?? []).compactMap { types[$0] }.filter { $0.kind != .builtin }
        return matches.count == 1 ? matches[0] : nil
    }

    /// The type declaration for `name`, made on first use (extensions of
    /// `Array` or of a type declared later in the file).
    mutating func declaration(_ name: String, kind: TypeDecl.Kind) -> TypeDecl {
        if let existing = types[name] {
            if existing.kind == .builtin, kind != .builtin { existing.kind = kind }
            return existing
        }
        let made = TypeDecl(name: name, kind: kind)
        types[name] = made
        if name.contains(".") { nestedByShortName[made.shortName, default: []].append(name) }
        return made
    }

    /// Reads the top-level declarations of `file`.
    mutating func collect(_ file: SourceFileSyntax) {
        for item in file.statements {
            if let imported = item.item.as(ImportDeclSyntax.self), imported.path.count == 1,
                let module = imported.path.first
            {
                importedModules.insert(module.name.text)
            }
            if let decl = item.item.as(DeclSyntax.self) { collect(decl, outer: nil) }
        }
    }

    /// The declarations of an `#if`'s clause the build takes (nested `#if`s resolved).
    func activeDecls(_ node: IfConfigDeclSyntax) -> [DeclSyntax] {
        guard case .decls(let members)? = activeClause(node)?.elements else {
            if case .statements(let items)? = activeClause(node)?.elements {
                return items.compactMap { $0.item.as(DeclSyntax.self) }
            }
            return []
        }
        return members.map(\.decl)
    }

    mutating func collect(_ decl: DeclSyntax, outer: String?) {
        let prefix = outer.map { $0 + "." } ?? ""
        if let node = decl.as(IfConfigDeclSyntax.self) {
            for inner in activeDecls(node) { collect(inner, outer: outer) }
        } else if let node = decl.as(StructDeclSyntax.self) {
            let type = declaration(prefix + node.name.text, kind: .structure)
            fill(type, node.inheritanceClause, node.genericParameterClause, node.memberBlock, primary: true)
        } else if let node = decl.as(ClassDeclSyntax.self) {
            let type = declaration(prefix + node.name.text, kind: .classType)
            if node.attributes.contains(where: { $0.trimmedDescription == "@Observable" }) { type.isObservable = true }
            fill(type, node.inheritanceClause, node.genericParameterClause, node.memberBlock, primary: true)
        } else if let node = decl.as(ActorDeclSyntax.self) {
            let type = declaration(prefix + node.name.text, kind: .classType)
            fill(type, node.inheritanceClause, node.genericParameterClause, node.memberBlock, primary: true)
        } else if let node = decl.as(EnumDeclSyntax.self) {
            let type = declaration(prefix + node.name.text, kind: .enumeration)
            fill(type, node.inheritanceClause, node.genericParameterClause, node.memberBlock, primary: true)
            if let first = type.inherited.first, Self.rawTypes.contains(first) { type.rawType = .named(first, []) }
        } else if let node = decl.as(ProtocolDeclSyntax.self) {
            let type = declaration(prefix + node.name.text, kind: .protocolType)
            fill(type, node.inheritanceClause, nil, node.memberBlock, primary: true)
        } else if let node = decl.as(ExtensionDeclSyntax.self) {
            let written = node.extendedType.trimmedDescription.split(separator: "<").first.map(String.init) ?? ""
            let name = Library.canonicalName(written)
            let type = self.type(named: name, from: outer) ?? declaration(name, kind: .builtin)
            fill(type, node.inheritanceClause, nil, node.memberBlock, primary: false)
            Self.recordConditions(of: node, on: type)
        } else if let node = decl.as(VariableDeclSyntax.self), outer == nil {
            for binding in node.bindings {
                guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.bare else { continue }
                globalVariables[name] = (binding, node.bindingSpecifier.tokenKind == .keyword(.let))
            }
        } else if let node = decl.as(FunctionDeclSyntax.self), outer == nil {
            functions[node.name.bare, default: []].append(FunctionDecl(node))
        } else if let node = decl.as(TypeAliasDeclSyntax.self) {
            let target = TypeRef(node.initializer.value)
            if let outer {
                types[outer]?.typeAliases[node.name.text] = target
            } else {
                typeAliases[node.name.text] = target
                if let clause = node.genericParameterClause {
                    aliasParameters[node.name.text] = clause.parameters.map(\.name.text)
                }
            }
        }
    }

    /// Declares a type written inside a function body, each time the body
    /// runs: a new type, made afresh (never merged into a declaration a
    /// module shares, nor declared twice when the body runs again). Returns
    /// the declarations it shadows, for ``restore(_:)`` when the body ends.
    mutating func declareLocal(_ decl: DeclSyntax) -> [String: TypeDecl] {
        var shadowed: [String: TypeDecl] = [:]
        if let name = decl.asProtocol((any NamedDeclSyntax).self)?.name.text, types[name] != nil {
            for key in types.keys where key == name || key.hasPrefix(name + ".") {
                shadowed[key] = types[key]
                types[key] = nil
                if key != name {
                    nestedByShortName[String(key[key.index(after: key.lastIndex(of: ".")!)...])]?.removeAll {
                        $0 == key
                    }
                }
            }
        }
        collect(decl, outer: nil)
        return shadowed
    }

    /// Puts back the declarations a body's local types shadowed.
    mutating func restore(_ shadowed: [String: TypeDecl]) {
        for (name, type) in shadowed {
            types[name] = type
            if name.contains(".") { nestedByShortName[type.shortName, default: []].append(name) }
        }
    }

    /// The `where` clause of an extension that adds conformances, kept
    /// per protocol it adds.
    private static func recordConditions(of node: ExtensionDeclSyntax, on type: TypeDecl) {
        guard let clause = node.genericWhereClause, let inheritance = node.inheritanceClause else { return }
        let conditions: [(parameter: String, requirement: String)] = clause.requirements.compactMap {
            guard let conformance = $0.requirement.as(ConformanceRequirementSyntax.self) else { return nil }
            return (conformance.leftType.trimmedDescription, conformance.rightType.trimmedDescription)
        }
        guard !conditions.isEmpty else { return }
        for inherited in inheritance.inheritedTypes {
            type.conformanceConditions[inherited.type.trimmedDescription, default: []] += conditions
        }
    }

    static let rawTypes: Set<String> = ["String", "Int", "Double", "Character", "Float", "UInt", "Int8", "UInt8"]

    private mutating func fill(
        _ type: TypeDecl, _ inheritance: InheritanceClauseSyntax?, _ generics: GenericParameterClauseSyntax?,
        _ members: MemberBlockSyntax, primary: Bool
    ) {
        if primary, type.file == nil { type.file = members.root.id }
        type.inherited +=
            inheritance?.inheritedTypes.map {
                $0.type.trimmedDescription.split(separator: "<").first.map(String.init) ?? ""
            } ?? []
        for parameter in generics?.parameters ?? [] {
            type.genericParameters.insert(parameter.name.text)
            type.genericOrder.append(parameter.name.text)
        }
        for member in members.members { collectMember(member.decl, into: type, primary: primary) }
    }
}
