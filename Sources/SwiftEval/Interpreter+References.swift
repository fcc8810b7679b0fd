import SwiftSyntax

extension Interpreter {
    func reference(_ node: DeclReferenceExprSyntax, in scope: Scope, expected: TypeRef?) throws -> Value {
        let name = node.baseName.bare
        if name.hasPrefix("$"), let box = scope.lookup(name) { return box.value }
        return try lookupName(name, in: scope, at: node)
    }

    /// What a bare name means where it is written: a local, a member of
    /// `self`, a static member of the enclosing type, a global, a function,
    /// a type.
    func lookupName(_ name: String, in scope: Scope, at node: some SyntaxProtocol) throws -> Value {
        switch name {
        case "self":
            if let box = scope.selfBox { return box.value.resolved }
            if let type = scope.typeContext { return .metatype(type) }
        case "Self":
            if let type = scope.typeContext { return .metatype(type) }
        case "...":
            // `items[...]`: the unbounded range, every index.
            return .range(lower: nil, upper: nil, closed: false)
        default: break
        }
        let (box, isGlobal) = findBox(name, in: scope)
        if let box, let getter = box.getter, let defining = box.getterScope {
            return try runBody(getter, in: Scope(parent: defining), expected: box.type)
        }
        if let box, !isGlobal { return box.value.resolved }
        if let selfBox = scope.selfBox, let member = try selfMember(name, of: selfBox, at: node) { return member }
        if let selfBox = scope.selfBox, let member = try onDemandProperty(name, of: selfBox.value.resolved, at: node) {
            return member
        }
        if let selfBox = scope.selfBox, selfBox.value.isLibraryValue || selfBox.value.nativeObject != nil,
            let member = try Library.member(name, of: selfBox.value, interpreter: self, at: Syntax(node))
        {
            return member
        }
        if name == "rawValue", case .enumCase(let value)? = scope.selfBox?.value,
            let raw = try rawValue(of: value, at: node)
        {
            return raw
        }
        if let type = scope.typeContext, let value = try staticMember(name, of: type, at: node, implicit: true) {
            return value
        }
        if let box { return box.value.resolved }
        if let functions = scope.lookupFunctions(name) ?? declarations.functions[name], let first = functions.first {
            return .function(Function(.declared(first, type: nil), scope: functions.count == 1 ? scope : scope))
        }
        if let type = declarations.type(named: name, from: scope.typeContext), type.kind != .builtin {
            return .metatype(type.name)
        }
        if let alias = declarations.typeAliases[name] { return .metatype(alias.name) }
        if Library.typeNames.contains(name) { return .metatype(name) }
        if Library.globalFunctions.contains(name) || Library.operators.contains(name) {
            return .function(Function(.library(name: name, receiver: nil), scope: nil))
        }
        if lazyGlobals || declarations.libraryGlobals.contains(name), let made = try makeGlobal(name, at: node) {
            return made
        }
        if let constant = Library.mathConstants[name] { return .double(constant) }
        // `$volume` inside the type: the projected value of `self`'s wrapped property.
        if name.hasPrefix("$"), let selfBox = scope.selfBox,
            storedField(String(name.dropFirst()), of: selfBox.value) != nil
        {
            return try member(name, of: selfBox.value, selfBox: selfBox, at: node)
        }
        return undeclared(name, call: false, at: node)
    }

    /// The variable a bare name means when it is a variable (not a member
    /// of `self` of that name).
    func directBox(_ name: String, in scope: Scope) -> Box? {
        let (box, isGlobal) = findBox(name, in: scope)
        guard let box else { return nil }
        if isGlobal, let selfBox = scope.selfBox, let type = typeDecl(of: selfBox.value), hasProperty(name, in: type) {
            return nil
        }
        return box
    }

    /// The nearest variable named `name`, and whether it is a global.
    func findBox(_ name: String, in scope: Scope) -> (Box?, isGlobal: Bool) {
        guard let box = scope.lookup(name) else { return (nil, false) }
        return (box, globals.lookup(name) === box && scope.selfBox != nil)
    }

    /// `name` as a member of `self` (a property or a method value), if the
    /// type has one.
    private func selfMember(_ name: String, of selfBox: Box, at node: some SyntaxProtocol) throws -> Value? {
        guard let type = typeDecl(of: selfBox.value) else { return nil }
        if hasProperty(name, in: type) || hasInstanceMethod(name, in: type) {
            return try member(name, of: selfBox.value, selfBox: selfBox, at: node)
        }
        // A field of a library value the program extends (`modifier` in `extension ModifiedContent`).
        if type.kind == .builtin, case .instance(let instance) = selfBox.value, let field = instance[name] {
            return field
        }
        return nil
    }
}
