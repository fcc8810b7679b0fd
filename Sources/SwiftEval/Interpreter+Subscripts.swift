import SwiftSyntax

extension Interpreter {
    func subscriptCall(_ node: SubscriptCallExprSyntax, in scope: Scope) throws -> Value {
        let holder = try evaluate(node.calledExpression, in: scope)
        // A dictionary's key and `default:` take its key and value types.
        var types: [String: TypeRef] = [:]
        if case .dictionary(let key, let value)? = staticType(of: node.calledExpression, in: scope)?.nonOptional {
            types = ["": key, "default": value]
        }
        var keys: [Argument] = []
        for item in node.arguments {
            let type = types[item.label?.text ?? ""].flatMap { isKnownType($0) ? $0 : nil }
            let value = try coerce(evaluate(item.expression, in: scope, expected: type), to: type)
            keys.append(Argument(label: item.label?.text, value: value))
        }
        // `self[index(startIndex, offsetBy: i)]` in a String extension that declares
        // `subscript(i: Int)`: a String.Index reads the library's subscript.
        if keys.count == 1, keys[0].label == nil, let key = node.arguments.first?.expression,
            isStringIndex(key, of: node.calledExpression)
        {
            let call = LibraryCall(interpreter: self, scope: scope, node: Syntax(node), arguments: [])
            if let found = try Library.textSubscript(holder, keys[0].value, call) { return found }
        }
        return try readSubscript(holder, keys, at: node)
    }

    /// `holder[keys]`: an element, a slice, a dictionary's optional value, or
    /// a subscript the program declares.
    func readSubscript(_ holder: Value, _ keys: [Argument], at node: some SyntaxProtocol) throws -> Value {
        if let unknown = keys.lazy.compactMap({ $0.value.unknownInside }).first { return .unknown(unknown) }
        if keys.count == 1, keys[0].label == "keyPath", case .keyPath(let path) = keys[0].value {
            return try apply(keyPath: path, to: holder, at: node)
        }
        if let type = typeDecl(of: holder),
            let (accessors, owner) = findSubscript(in: type, labels: keys.map(\.label), values: keys.map(\.value)),
            let getter = accessors.getter
        {
            let scope = Scope(
                parent: globals, selfBox: Box(holder), typeContext: owner.name, isStatic: accessors.isStatic)
            _ = try bind(accessors.parameters, keys, into: scope, at: node)
            return try runBody(getter, in: scope, expected: accessors.type)
        }
        switch (holder, keys.first?.value, keys.first?.label) {
        case (.unknown, _, _): return holder
        case (.array(let items), .int(let index)?, nil):
            guard items.indices.contains(index) else {
                throw stop(.trap, "index \(index) out of range (count \(items.count))", at: node)
            }
            return items[index]
        case (.array(let items), .range?, nil):
            let bounds = try indexRange(keys[0].value, count: items.count, at: node)
            return .slice(items[bounds])
        case (.slice(let items), .int(let index)?, nil):
            guard items.indices.contains(index) else {
                throw stop(.trap, "index \(index) out of range of a slice", at: node)
            }
            return items[index]
        case (.slice(let items), .range?, nil):
            let bounds = try indexRange(keys[0].value, count: items.endIndex, at: node)
            guard bounds.lowerBound >= items.startIndex else {
                throw stop(.trap, "range out of a slice's bounds", at: node)
            }
            return .slice(items[bounds])
        case (.dictionary(let dictionary), .native(let index)?, nil) where index.object is DictionaryIndexBox:
            return Library.dictionaryElement(dictionary, at: .native(index)) ?? gap("a dictionary index", at: node)
        case (.dictionary(let dictionary), let key?, nil) where keys.count == 2 && keys[1].label == "default":
            return dictionary[key] ?? keys[1].value
        case (.dictionary(let dictionary), let key?, nil):
            return .optional(dictionary[key])
        case (.native(let object), .string(let key)?, nil) where object.object is InfoDictionaryBox:
            // `infoDictionary?["CFBundleVersion"]`: a value the app's project settles, else runtime data.
            guard let box = object.object as? InfoDictionaryBox else { break }
            return Library.infoValue(key, box.bundle, self, at: Syntax(node))
        case (.string, let key?, nil), (.substring, let key?, nil):
            let call = LibraryCall(interpreter: self, scope: globals, node: Syntax(node), arguments: [])
            if let found = try Library.textSubscript(holder, key, call) { return found }
        default: break
        }
        return gap("subscripting a \(holder.typeName) with \(keys.map { $0.value.typeName })", at: node)
    }

    /// A range value as array positions, checked against `count`.
    func indexRange(_ range: Value, count: Int, at node: some SyntaxProtocol) throws -> Range<Int> {
        guard case .range(let lower, let upper, let closed) = range else { return 0..<0 }
        var start = 0
        var end = count
        if case .int(let number)? = lower { start = number }
        if case .int(let number)? = upper { end = closed ? number + 1 : number }
        guard start >= 0, end <= count, start <= end else {
            throw stop(.trap, "range \(start)..<\(end) out of bounds", at: node)
        }
        return start..<end
    }

    func findSubscript(in type: TypeDecl, labels: [String?], values: [Value]? = nil) -> (Accessors, TypeDecl)? {
        var first: (Accessors, TypeDecl)?
        for decl in lookupChain(type) {
            for found in decl.subscripts where fits(found.parameters, labels: labels) {
                // Overloads told apart by their parameters' types (`[0]`, `["sku"]`).
                guard let values, !accepts(found.parameters, values) else { return (found, decl) }
                if first == nil { first = (found, decl) }
            }
        }
        return first
    }

    /// Whether each value is an instance of its parameter's written type
    /// (a type this interpreter cannot check accepts).
    private func accepts(_ parameters: [Parameter], _ values: [Value]) -> Bool {
        for (parameter, value) in zip(parameters, values) {
            guard let type = parameter.type, isKnownType(type), !value.isUnknown else { continue }
            if (try? isInstance(value, of: type)) != true { return false }
        }
        return true
    }

    /// `holder[keys] = value`: the changed holder (an object changes in place).
    func setSubscript(
        _ holder: Value, _ keys: [Argument], _ value: Value, in scope: Scope, at node: some SyntaxProtocol
    ) throws -> Value {
        if keys.count == 1, keys[0].label == "keyPath", case .keyPath(let path) = keys[0].value {
            return try setting(path[...], to: value, in: holder, at: node)
        }
        if let type = typeDecl(of: holder),
            let (accessors, owner) = findSubscript(in: type, labels: keys.map(\.label), values: keys.map(\.value)),
            let setter = accessors.setter
        {
            let box = Box(holder)
            let frame = Scope(parent: globals, selfBox: box, typeContext: owner.name)
            _ = try bind(accessors.parameters, keys, into: frame, at: node)
            frame.declare(setter.parameter, Box(try coerce(value, to: accessors.type), constant: true))
            _ = try execute(setter.body, in: frame)
            return box.value
        }
        switch (holder, keys.first?.value) {
        case (.array(var items), .int(let index)?):
            guard items.indices.contains(index) else {
                throw stop(.trap, "index \(index) out of range (count \(items.count))", at: node)
            }
            items[index] = value
            return .array(items)
        case (.array(var items), .range?) where keys.count == 1:
            guard let replacement = try Library.elements(of: value, limit: limits.collectionSize) else { break }
            items.replaceSubrange(try indexRange(keys[0].value, count: items.count, at: node), with: replacement)
            try checkSize(items.count, at: node)
            return .array(items)
        case (.slice(var items), .int(let index)?):
            guard items.indices.contains(index) else {
                throw stop(.trap, "index \(index) out of range of a slice", at: node)
            }
            items[index] = value
            return .slice(items)
        case (.dictionary(var dictionary), let key?):
            if case .optional(let wrapped) = value, keys.count == 1 {
                dictionary[key] = wrapped
            } else {
                dictionary[key] = value
            }
            try checkSize(dictionary.count, at: node)
            return .dictionary(dictionary)
        case (.unknown, _): return holder
        default: break
        }
        throw stop(.unsupported, "setting an element of a \(holder.typeName)", at: node)
    }

    /// `holder[keyPath: \.a.b] = value`: each link set in turn, structs
    /// stored back outward.
    private func setting(
        _ path: ArraySlice<String>, to value: Value, in holder: Value, at node: some SyntaxProtocol
    ) throws -> Value {
        guard let name = path.first else { return value }
        let box = Box(holder)
        var newValue = value
        if path.count > 1 {
            let inner = try member(name, of: holder, selfBox: nil, at: node)
            newValue = try setting(path.dropFirst(), to: value, in: inner, at: node)
        }
        try setMember(name, newValue, in: box, observe: true, at: node)
        return box.value
    }
}

extension Interpreter {
    /// String methods and properties that give a `String.Index`.
    private static let indexMembers: Set<String> = ["index", "firstIndex", "lastIndex", "startIndex", "endIndex"]

    /// Whether `key` is written as an index of the string `holder` (the
    /// interpreter's string indices are integers, so only the written form
    /// tells a `String.Index` from an `Int`): `index(…)`, `startIndex`,
    /// `firstIndex(of:)!` of the holder itself or of `self` unqualified.
    func isStringIndex(_ key: ExprSyntax, of holder: ExprSyntax) -> Bool {
        var expression = key
        if let forced = expression.as(ForceUnwrapExprSyntax.self) { expression = forced.expression }
        if let call = expression.as(FunctionCallExprSyntax.self) { expression = call.calledExpression }
        let name: String
        let base: ExprSyntax?
        if let reference = expression.as(DeclReferenceExprSyntax.self) {
            (name, base) = (reference.baseName.text, nil)
        } else if let member = expression.as(MemberAccessExprSyntax.self) {
            (name, base) = (member.declName.baseName.text, member.base)
        } else {
            return false
        }
        guard Self.indexMembers.contains(name) else { return false }
        let holderText = holder.trimmedDescription
        guard let base else { return holderText == "self" }
        return base.trimmedDescription == holderText
    }
}
