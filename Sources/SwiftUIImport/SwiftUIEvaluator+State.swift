internal import AppSpec
internal import SwiftEval
internal import SwiftSyntax
internal import SwiftUISource

/// State a live run keeps (docs/swiftui.md, "State and actions"): each
/// `@State` lives under its view's identity and name; a `@Binding`, an
/// observed model or an environment object reaches the state it was made
/// from; `@AppStorage` lives under its user-defaults key.
extension SwiftUIEvaluator {
    /// Property wrappers whose view owns the state.
    static let stateWrappers: Set<String> = [
        "State", "StateObject", "AppStorage", "SceneStorage", "FocusState", "AccessibilityFocusState",
    ]
    /// Property wrappers whose first value an object the interpreter holds
    /// stays: SwiftUI makes it once for the view.
    static let keptOnceWrappers: Set<String> = ["State", "StateObject"]

    /// Whether `value` is an object or stream the interpreter holds for the reader.
    static func isHeld(_ value: SwiftValue) -> Bool {
        switch value {
        case .held: return true
        case .instance(_, let properties): return properties[SwiftValue.objectTag] != nil
        default: return false
        }
    }

    /// Property wrappers that reach state a view above owns.
    static let passedStateWrappers: Set<String> = [
        "Binding", "ObservedObject", "Bindable", "EnvironmentObject", "Environment",
    ]

    /// The key of the state `name` means in `scope`, if it is state.
    func stateKey(_ name: String, _ scope: Scope) -> String? {
        if let passed = scope.slots[name] { return passed }
        guard let type = scope.type, let property = type.property(name), property.getter == nil,
            let wrapper = property.wrapper
        else { return nil }
        if wrapper == "EnvironmentObject", let typeName = property.type.flatMap(Self.typeName) {
            return scope.slots["environment " + typeName]
        }
        if wrapper == "Environment", let key = property.wrapperArguments?.first?.expression.tokenText,
            key.hasSuffix(".self")
        {
            return scope.slots["environment " + String(key.dropLast(5))]
        }
        guard Self.stateWrappers.contains(wrapper) else { return nil }
        if wrapper == "AppStorage",
            let key = property.wrapperArguments?.first?.expression.as(StringLiteralExprSyntax.self)
        {
            return "defaults " + key.segments.trimmedDescription
        }
        return scope.identity + "." + name
    }

    /// The key of the state an expression names: `$isOn`, `isOn`,
    /// `self.isOn`, `$model.name` (a property of a model held in state).
    func stateKey(of written: ExprSyntax, _ scope: Scope) -> String? {
        var expr = written
        if let member = expr.as(MemberAccessExprSyntax.self),
            member.base?.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind == .keyword(.self)
        {
            expr = ExprSyntax(DeclReferenceExprSyntax(baseName: member.declName.baseName))
        }
        if let reference = expr.as(DeclReferenceExprSyntax.self) {
            let name = reference.baseName.text
            return stateKey(name.hasPrefix("$") || name.hasPrefix("_") ? String(name.dropFirst()) : name, scope)
        }
        if let member = expr.as(MemberAccessExprSyntax.self), let base = member.base,
            let owner = stateKey(of: base, scope) ?? objectKey(of: base, scope)
        {
            return owner + "|" + member.declName.baseName.text
        }
        return nil
    }

    /// `$path.path` where `path` is an object the interpreter made (held in a
    /// local, or given by a computed property): the state is the object's, named by it.
    private func objectKey(of base: ExprSyntax, _ scope: Scope) -> String? {
        var written = base
        if let reference = base.as(DeclReferenceExprSyntax.self), reference.baseName.text.hasPrefix("$") {
            written = ExprSyntax(
                DeclReferenceExprSyntax(baseName: .identifier(String(reference.baseName.text.dropFirst()))))
        }
        guard case .instance(_, let properties) = value(written, scope),
            case .held(let index, _)? = properties[SwiftValue.objectTag]
        else { return nil }
        return Self.objectKeyPrefix + String(index)
    }

    /// How the key of a held object's state begins (its held index follows).
    static let objectKeyPrefix = "object "

    /// The value state `key` holds now, if the run has written it.
    func storedState(_ key: String) -> SwiftValue? {
        guard let live, !live.state.isEmpty else { return nil }
        let parts = key.split(separator: "|", omittingEmptySubsequences: false).map(String.init)
        guard var current = heldObjectState(parts[0]) ?? live.state[parts[0]].map({ refreshed($0) }) else {
            return nil
        }
        for field in parts.dropFirst() {
            guard case .instance(_, let properties) = current, let next = properties[field] else { return nil }
            current = next
        }
        return refreshed(current)
    }

    /// Writes `value` to state `key` (into a model's property for `model|name`).
    func writeState(_ key: String, _ value: SwiftValue, base: SwiftValue? = nil) {
        guard let live else { return }
        live.writes.append((key, value))
        let parts = key.split(separator: "|", omittingEmptySubsequences: false).map(String.init)
        guard parts.count > 1 else {
            live.state[key] = value
            return
        }
        func replaced(_ owner: SwiftValue, _ path: ArraySlice<String>) -> SwiftValue {
            guard let field = path.first, case .instance(let type, var properties) = owner else { return value }
            properties[field] = path.count == 1 ? value : replaced(properties[field] ?? .null, path.dropFirst())
            return .instance(type: type, properties: properties)
        }
        var heldIndex = Self.heldObjectIndex(parts[0])
        if case .instance(_, let properties)? = live.state[parts[0]],
            case .held(let index, _)? = properties[SwiftValue.objectTag]
        {
            // State that holds an object: its property is the object's.
            heldIndex = index
        }
        if parts.count == 2, let index = heldIndex, index < cache.heldValues.count,
            case .object(let object) = cache.heldValues[index]
        {
            // A held object's property: written into the object.
            object[parts[1]] = evalValue(value, depth: 0)
            return
        }
        if let owner = live.state[parts[0]] ?? base { live.state[parts[0]] = replaced(owner, parts.dropFirst()) }
    }

    /// The held object a key's first part names, as it is now.
    private func heldObjectState(_ first: String) -> SwiftValue? {
        guard let index = Self.heldObjectIndex(first), index < cache.heldValues.count else { return nil }
        return readerValue(cache.heldValues[index], depth: 0)
    }

    /// The held index in a key's first part that names an object (``objectKeyPrefix``).
    static func heldObjectIndex(_ first: String) -> Int? {
        first.hasPrefix(objectKeyPrefix) ? Int(first.dropFirst(objectKeyPrefix.count)) : nil
    }

    /// A view's identity below `scope`'s: its type and where it is called.
    func identity(of type: TypeDeclaration, at expr: some SyntaxProtocol, _ scope: Scope) -> String {
        scope.identity + scope.rows + "/" + type.name + "@" + String(expr.position.utf8Offset)
    }

    /// The identity of a `ForEach` row: its item's `id`, or the item, or its position.
    static func rowIdentity(_ item: SwiftValue, index: Int) -> String {
        if case .instance(_, let properties) = item, let id = properties["id"], !id.isUnknown {
            return "[" + id.text + "]"
        }
        switch item {
        case .string, .number, .member: return "[" + item.text + "]"
        default: return "[\(index)]"
        }
    }
}

extension SwiftUIEvaluator {
    /// A state's key as a person reads it in `events:`: the view type and
    /// the property (`InboxView.composing`, `InboxView.model.name`), or
    /// `UserDefaults.key` for `@AppStorage`.
    static func readableStateName(_ key: String) -> String {
        if key.hasPrefix("defaults ") { return "UserDefaults." + key.dropFirst("defaults ".count) }
        let parts = key.split(separator: "|").map(String.init)
        // `…/InboxView@812[3].composing`: the view's type and the property.
        guard let dot = parts[0].lastIndex(of: ".") else { return parts.joined(separator: ".") }
        let identity = parts[0][..<dot]
        let property = String(parts[0][parts[0].index(after: dot)...])
        let owner = identity.split(separator: "/").last.map(String.init) ?? String(identity)
        let type = owner.split(separator: "@").first.map(String.init) ?? owner
        return ([type.isEmpty ? "App" : type, property] + parts.dropFirst()).joined(separator: ".")
    }
}

extension SwiftUIEvaluator {
    /// A launch default as a value.
    static func swiftValue(_ value: LaunchConditions.Value) -> SwiftValue {
        switch value {
        case .string(let text): .string(text)
        case .number(let number): .number(number)
        case .bool(let flag): .bool(flag)
        }
    }

    /// In a live run, what the launch conditions settle: `ProcessInfo.processInfo.arguments`,
    /// `.environment`, `CommandLine.arguments` and `UserDefaults.standard`'s getters.
    func launchValue(_ expr: ExprSyntax, _ scope: Scope) -> SwiftValue? {
        guard let live, let first = expr.firstToken(viewMode: .sourceAccurate)?.text,
            ["ProcessInfo", "CommandLine", "UserDefaults"].contains(first)
        else { return nil }
        let text = expr.trimmedDescription
        switch text {
        case "ProcessInfo.processInfo.arguments", "CommandLine.arguments":
            return .array(live.launch.arguments.map(SwiftValue.string))
        case "ProcessInfo.processInfo.environment":
            return .dictionary(live.launch.environment.mapValues(SwiftValue.string), textKeys: true)
        default: break
        }
        // `ProcessInfo.processInfo.environment["STUB"]`: the variable, or nil.
        if let subscripted = expr.as(SubscriptCallExprSyntax.self),
            subscripted.calledExpression.trimmedDescription == "ProcessInfo.processInfo.environment",
            let key = subscripted.arguments.first.map({ value($0.expression, scope) }), case .string(let name) = key
        {
            return live.launch.environment[name].map(SwiftValue.string) ?? .null
        }
        // `UserDefaults.standard.bool(forKey: "onboarded")`: what the app wrote, else the launch default, else the getter's zero.
        guard let call = expr.as(FunctionCallExprSyntax.self),
            let member = call.calledExpression.as(MemberAccessExprSyntax.self),
            member.base?.trimmedDescription == "UserDefaults.standard", let argument = call.arguments.first,
            argument.label?.text == "forKey",
            case .string(let key) = value(argument.expression, scope)
        else { return nil }
        let stored = live.state["defaults " + key]
        switch member.declName.baseName.text {
        case "bool": return stored.flatMap { $0.bool.map(SwiftValue.bool) } ?? .bool(false)
        case "integer": return stored.flatMap { $0.number.map(SwiftValue.number) } ?? .number(0)
        case "double", "float": return stored.flatMap { $0.number.map(SwiftValue.real) } ?? .real(0)
        case "string", "object", "value": return stored ?? .null
        default: return nil
        }
    }
}

extension SwiftUIEvaluator {
    /// The state key of a binding a control writes (`$model.email`), with
    /// the model it writes into kept as state first: a write into a
    /// model's property is not lost because the model was never written.
    func boundKey(of bound: ExprSyntax, _ scope: Scope) -> String? {
        guard let key = stateKey(of: bound, scope) else { return nil }
        guard let live, let bar = key.firstIndex(of: "|") else { return key }
        let owner = String(key[..<bar])
        guard live.state[owner] == nil else { return key }
        var root = bound
        while let member = root.as(MemberAccessExprSyntax.self), let base = member.base {
            if base.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind == .keyword(.self) { break }
            root = base
        }
        if let member = root.as(MemberAccessExprSyntax.self) {
            root = ExprSyntax(DeclReferenceExprSyntax(baseName: member.declName.baseName))
        }
        guard let reference = root.as(DeclReferenceExprSyntax.self) else { return key }
        let name = reference.baseName.text
        let bare = name.hasPrefix("$") || name.hasPrefix("_") ? String(name.dropFirst()) : name
        let current = lookup(bare, ExprSyntax(DeclReferenceExprSyntax(baseName: .identifier(bare))), scope)
        if case .instance = current { live.state[owner] = current }
        return key
    }
}
