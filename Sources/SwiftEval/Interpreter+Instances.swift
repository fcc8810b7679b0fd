import SwiftSyntax

extension Interpreter {
    /// `Type(…)` for a type of the program: a declared initializer, the
    /// memberwise one, `init?(rawValue:)`, or the default one.
    func initialize(
        _ type: TypeDecl, _ syntax: [(label: String?, expression: ExprSyntax)], labels: [String?], in scope: Scope,
        at node: some SyntaxProtocol, genericArguments: [TypeRef] = []
    ) throws -> Value {
        // Initializers that differ only by their parameters' types: the arguments pick one.
        if let (decl, arguments) = try overloadByType(type.initializers, labels: labels, syntax, in: scope, at: node) {
            return try initialize(
                type, arguments: arguments, chosen: (decl, type), at: node,
                typeArguments: exactTypeArguments(genericArguments, of: type))
        }
        let chosen = initializer(of: type, labels: labels)
        var parameters = chosen?.0.parameters ?? memberwiseParameters(type)
        if chosen?.1.kind == .protocolType { parameters = resolvingSelf(parameters, as: type.name) }
        // `.init(initialState: .init())` where `Store<Feature.State, …>` is expected: each
        // parameter's type with the type's generic parameters bound.
        if !genericArguments.isEmpty, genericArguments.count == type.genericOrder.count {
            let bindings = Dictionary(zip(type.genericOrder, genericArguments)) { first, _ in first }
            for index in parameters.indices {
                parameters[index].type = parameters[index].type.map { Self.substitute($0, bindings, depth: 0) }
            }
        }
        let arguments = try evaluateArguments(syntax, for: parameters, in: scope)
        return try initialize(
            type, arguments: arguments, chosen: chosen, at: node,
            typeArguments: exactTypeArguments(genericArguments, of: type))
    }

    /// `Type(…)` with evaluated arguments, by the initializer chosen (by default, the one whose labels fit).
    func initialize(
        _ type: TypeDecl, arguments: [Argument], chosen: (FunctionDecl, TypeDecl)?? = nil, at node: some SyntaxProtocol,
        typeArguments: [String: String] = [:]
    ) throws -> Value {
        let labels = arguments.map(\.label)
        let picked = chosen ?? initializer(of: type, labels: labels)
        if type.kind == .enumeration {
            if let (decl, owner) = picked {
                let selfBox = Box(.unknown(Unknown(.evaluatorGap, "self before the initializer sets it")))
                let result = try invoke(decl, arguments, selfBox: selfBox, type: owner, scope: globals, at: node)
                if decl.isFailable { return result.isNil ? .null : .optional(selfBox.value) }
                return selfBox.value
            }
            // `Seat.init(rawValue:)` passed as a function is called without its label.
            if labels == ["rawValue"] || (labels == [nil] && type.rawType != nil), let raw = arguments.first?.value {
                return try caseWithRawValue(raw, in: type, at: node)
            }
            return gap("an initializer of the enum \(type.name)", at: node)
        }
        let selfBox = Box(try blankInstance(type, at: node))
        if let (decl, owner) = picked {
            let frame = Scope(parent: globals, selfBox: selfBox, typeContext: owner.name)
            frame.declare("$initializing", Box(.bool(true)))
            frame.typeBindings.merge(typeArguments) { written, _ in written }
            let result = try invokeInitializer(decl, owner: owner, arguments, frame: frame, at: node)
            recordTypeArguments(of: type, from: frame, in: selfBox)
            if decl.isFailable { return result.isNil ? .null : .optional(selfBox.value) }
            return selfBox.value
        }
        let frame = Scope(parent: globals, selfBox: selfBox, typeContext: type.name)
        frame.typeBindings.merge(typeArguments) { written, _ in written }
        _ = try bindMemberwise(type, arguments, selfBox: selfBox, frame: frame, at: node)
        recordTypeArguments(of: type, from: frame, in: selfBox)
        return selfBox.value
    }

    /// `self.init(…)` or `super.init(…)` inside an initializer: runs
    /// `type`'s initializer on the same `self`.
    func delegateInit(
        _ type: TypeDecl, _ syntax: [(label: String?, expression: ExprSyntax)], labels: [String?], selfBox: Box,
        in scope: Scope, at node: some SyntaxProtocol
    ) throws -> Value {
        if let (decl, arguments) = try overloadByType(type.initializers, labels: labels, syntax, in: scope, at: node) {
            let frame = Scope(parent: globals, selfBox: selfBox, typeContext: type.name)
            frame.declare("$initializing", Box(.bool(true)))
            return try invokeInitializer(decl, owner: type, arguments, frame: frame, at: node)
        }
        guard let (decl, owner) = initializer(of: type, labels: labels) else {
            if type.kind == .builtin {
                // `self.init(…)` in an extension of a library type: the library's initializer.
                let arguments = try evaluateArguments(syntax, for: nil, in: scope)
                selfBox.value =
                    try Library.construct(
                        type.name, element: nil, arguments, interpreter: self, scope: scope, at: Syntax(node))
                    ?? gap("the initializer \(type.name)(…)", at: node)
                return .void
            }
            let arguments = try evaluateArguments(syntax, for: memberwiseParameters(type), in: scope)
            let frame = Scope(parent: globals, selfBox: selfBox, typeContext: type.name)
            return try bindMemberwise(type, arguments, selfBox: selfBox, frame: frame, at: node)
        }
        let arguments = try evaluateArguments(syntax, for: decl.parameters, in: scope)
        let frame = Scope(parent: globals, selfBox: selfBox, typeContext: owner.name)
        frame.declare("$initializing", Box(.bool(true)))
        return try invokeInitializer(decl, owner: owner, arguments, frame: frame, at: node)
    }

    private func invokeInitializer(
        _ decl: FunctionDecl, owner: TypeDecl, _ arguments: [Argument], frame: Scope, at node: some SyntaxProtocol
    ) throws -> Value {
        callDepth += 1
        defer { callDepth -= 1 }
        if callDepth > limits.callDepth {
            throw stop(.limit, "calls nested deeper than \(limits.callDepth) (unbounded recursion?)", at: node)
        }
        let inouts = try bind(decl.parameters, arguments, into: frame, at: node)
        guard let body = decl.body else { return .void }
        let flow = try executeInitializerBody(decl, body, in: frame, selfBox: frame.selfBox, type: owner)
        for (name, index) in inouts {
            if let value = frame.lookup(name)?.value { try arguments[index].writeBack?(value) }
        }
        if case .returned(let value) = flow, value.isNil { return .null }
        return .void
    }

    /// The initializer of `type` (or, for a class that declares none, of a
    /// superclass) whose labels fit.
    func initializer(of type: TypeDecl, labels: [String?]) -> (FunctionDecl, TypeDecl)? {
        // A struct's implicit `init()` fits `()` exactly: Swift prefers it to
        // one that leaves out a variadic or defaulted parameter.
        if labels.isEmpty, type.kind == .structure, !type.declaresInit,
            memberwiseParameters(type).allSatisfy({ $0.defaultValue != nil }),
            !type.initializers.contains(where: \.parameters.isEmpty)
        {
            return nil
        }
        var current: TypeDecl? = type
        while let decl = current {
            if let found = decl.initializers.first(where: { fits($0.parameters, labels: labels) }) {
                return (found, decl)
            }
            guard decl.kind == .classType, let parent = superclass(of: decl) else { break }
            if decl.initializers.contains(where: { !$0.isConvenience }) {
                // A class with initializers of its own inherits only the
                // superclass's convenience ones (they delegate back to its own).
                let inherited = parent.initializers.first { $0.isConvenience && fits($0.parameters, labels: labels) }
                return inherited.map { ($0, parent) }
            }
            current = parent
        }
        for decl in lookupChain(type) where decl.kind == .protocolType {
            if let found = decl.initializers.first(where: { fits($0.parameters, labels: labels) }) {
                return (found, type)
            }
        }
        return nil
    }

    /// The memberwise initializer's parameters: each stored `var`, and each
    /// `let` without a value, in order; those with values are defaults.
    /// SwiftUI's property wrappers made from their attribute alone (no
    /// wrapped value to give): a property with one is no parameter of the
    /// memberwise initializer (`@Environment(Model.self) var model`).
    static let wrappersMadeByAttribute: Set<String> = [
        "Environment", "EnvironmentObject", "FocusState", "Namespace", "FocusedValue", "FocusedObject",
        "FocusedBinding", "Query", "FetchRequest", "SectionedFetchRequest", "UIApplicationDelegateAdaptor",
        "NSApplicationDelegateAdaptor",
    ]

    func memberwiseParameters(_ type: TypeDecl) -> [Parameter] {
        type.stored.filter {
            !($0.isConstant && $0.initial != nil) && !$0.isLazy
                && !($0.initial == nil && Self.wrappersMadeByAttribute.contains($0.wrapper?.type ?? ""))
        }.map { property in
            var parameter = Parameter(
                label: property.name, name: property.name, type: property.type ?? Self.namedValueType(property.initial))
            parameter.defaultValue = property.initial
            if parameter.defaultValue == nil, case .optional? = property.type, !property.isConstant {
                parameter.defaultValue = ExprSyntax(NilLiteralExprSyntax())
            }
            return parameter
        }
    }

    /// The type of an unwritten property whose default is one of SwiftUI's
    /// named values (`var color = Color.black` is a `Color`), so that the
    /// memberwise argument `.brown` is read as that type's.
    static func namedValueType(_ initial: ExprSyntax?) -> TypeRef? {
        // `Angle.degrees(0)`: SwiftUI's angle, made by its static function.
        if let call = initial?.as(FunctionCallExprSyntax.self),
            let member = call.calledExpression.as(MemberAccessExprSyntax.self),
            member.base?.as(DeclReferenceExprSyntax.self)?.baseName.text == "Angle",
            ["degrees", "radians"].contains(member.declName.baseName.text)
        {
            return .named("Angle", [])
        }
        guard let member = initial?.as(MemberAccessExprSyntax.self),
            let base = member.base?.as(DeclReferenceExprSyntax.self)?.baseName.text,
            Library.swiftUINamedValues[base]?.contains(member.declName.baseName.text) == true
        else { return nil }
        return .named(base, [])
    }

    private func bindMemberwise(
        _ type: TypeDecl, _ arguments: [Argument], selfBox: Box, frame: Scope, at node: some SyntaxProtocol
    ) throws -> Value {
        let parameters = type.kind == .classType || type.declaresInit ? [] : memberwiseParameters(type)
        _ = try bind(parameters, arguments, into: frame, at: node)
        for parameter in parameters {
            guard let value = frame.lookup(parameter.name)?.value else { continue }
            // A wrapper the program declares (an extension of SwiftUI's `Binding` does not make one).
            if let wrapper = findStored(parameter.name, in: type)?.wrapper,
                let wrapperType = declarations.types[wrapper.type], wrapperType.kind != .builtin
            {
                // The memberwise initializer makes the wrapper from the argument.
                let made = try makeWrapper(
                    wrapperType, wrapping: value, attribute: wrapper.attribute, in: globals, at: node)
                if case .instance(var instance) = selfBox.value {
                    instance[parameter.name] = made
                    selfBox.value = .instance(instance)
                }
                continue
            }
            try setStored(parameter.name, value, in: selfBox, type: type, observe: false, at: node)
        }
        return .void
    }

    /// A new instance with every stored property at its initial value
    /// (superclass properties first), before an initializer runs.
    func blankInstance(_ type: TypeDecl, at node: some SyntaxProtocol) throws -> Value {
        var chain: [TypeDecl] = []
        var current: TypeDecl? = type
        while let decl = current, chain.count < 64 {
            chain.insert(decl, at: 0)
            current = superclass(of: decl)
        }
        var fields: [(name: String, value: Value)] = []
        let scope = Scope(parent: globals, typeContext: type.name)
        for decl in chain {
            // A property SwiftUI fills where the view is shown (`@Environment(…) var model`) has no
            // value until then: the instance holds no field for it, not an unknown.
            for property in decl.stored
            where !(property.initial == nil && Self.wrappersMadeByAttribute.contains(property.wrapper?.type ?? "")) {
                fields.append((property.name, Self.held(try initialValue(property, in: scope, at: node), by: property)))
            }
        }
        guard type.kind == .classType else { return .instance(Instance(type: type.name, fields: fields)) }
        let object = Object(type: type.name)
        object.fields = fields
        if chain.contains(where: { $0.deinitBody != nil }) {
            object.onDeinit = { [weak self] gone in self?.pendingDeinits.append((gone.type, gone.fields)) }
        }
        return .object(object)
    }

    private func initialValue(_ property: StoredProperty, in scope: Scope, at node: some SyntaxProtocol) throws -> Value
    {
        if property.isLazy { return .unknown(Unknown(.evaluatorGap, Self.lazyMarker)) }
        var value: Value
        if let initial = property.initial, let made = literalInitials[initial.id] {
            value = made
        } else if let initial = property.initial {
            value = try coerce(evaluate(initial, in: scope, expected: property.type), to: property.type)
            // A value written only with literals is the same for every instance: made once.
            if Self.isPlainLiteral(initial), Self.isPlainData(value, depth: 0) { literalInitials[initial.id] = value }
        } else if case .optional? = property.type, !property.isConstant {
            value = .null
        } else {
            value = .unknown(Unknown(.evaluatorGap, "\(property.name) before the initializer sets it"))
        }
        if let wrapper = property.wrapper, let wrapperType = declarations.types[wrapper.type],
            wrapperType.kind != .builtin
        {
            value = try makeWrapper(
                wrapperType, wrapping: property.initial == nil ? nil : value, attribute: wrapper.attribute, in: scope,
                at: node)
        }
        return value
    }

    /// A property wrapper's instance: `Wrapper(wrappedValue: initial, args…)`.
    func makeWrapper(
        _ type: TypeDecl, wrapping value: Value?, attribute: AttributeSyntax, in scope: Scope,
        at node: some SyntaxProtocol
    ) throws -> Value {
        var arguments: [Argument] = value.map { [Argument(label: "wrappedValue", value: $0)] } ?? []
        if case .argumentList(let list)? = attribute.arguments {
            for item in list {
                arguments.append(Argument(label: item.label?.text, value: try evaluate(item.expression, in: scope)))
            }
        }
        return try initialize(type, arguments: arguments, at: node)
    }

    /// An enum case made with its payload (`.failed(code: 3)`).
    func makeCase(type: String, name: String, _ arguments: [Argument], at node: some SyntaxProtocol) throws -> Value {
        guard let decl = declarations.types[type]?.cases.first(where: { $0.name == name }) else {
            return gap("the case \(type).\(name)", at: node)
        }
        var payload: [Value] = []
        var index = 0
        for (position, type) in decl.types.enumerated() {
            if index < arguments.count {
                payload.append(try coerce(arguments[index].value, to: type))
                index += 1
            } else if let initial = decl.defaults[position] {
                payload.append(try coerce(evaluate(initial, in: globals, expected: type), to: type))
            }
        }
        return .enumCase(EnumCase(type: type, name: name, payload: payload, labels: decl.labels))
    }

    /// A case's raw value: written, or the name (`String`), or counted on
    /// from the previous case (`Int`).
    func rawValue(of value: EnumCase, at node: some SyntaxProtocol) throws -> Value? {
        guard let type = declarations.types[value.type], let rawType = type.rawType else { return nil }
        var next = 0
        for found in type.cases {
            var raw: Value
            if let written = found.rawValue {
                raw = try evaluate(written, in: globals, expected: rawType)
            } else if rawType.name == "String" {
                raw = .string(found.name)
            } else {
                raw = rawType.name == "Double" ? .double(Double(next)) : .int(next)
            }
            if case .int(let number) = raw { next = number + 1 }
            if found.name == value.name { return try coerce(raw, to: rawType) }
        }
        return nil
    }

    private func caseWithRawValue(_ raw: Value, in type: TypeDecl, at node: some SyntaxProtocol) throws -> Value {
        for found in type.cases {
            let candidate = EnumCase(type: type.name, name: found.name, payload: [], labels: [])
            if let value = try rawValue(of: candidate, at: node), try equals(value, raw, at: node) {
                return .optional(.enumCase(candidate))
            }
        }
        return .null
    }
}

extension Interpreter {
    /// Whether `expression` is written only with literals, punctuation and
    /// implicit members that are not called (`["a", "b"]`, `[.small: 1]`,
    /// `-2.5`): nothing in it can run code or read state, so its value is
    /// the same each time it is made.
    static func isPlainLiteral(_ expression: ExprSyntax) -> Bool {
        var previous: TokenSyntax?
        for token in expression.tokens(viewMode: .sourceAccurate) {
            defer { previous = token }
            switch token.tokenKind {
            case .stringSegment, .integerLiteral, .floatLiteral, .stringQuote, .leftSquare, .rightSquare, .comma,
                .colon, .period, .keyword(.true), .keyword(.false), .keyword(.nil):
                continue
            case .prefixOperator("-"):
                continue
            case .identifier:
                let next = token.nextToken(viewMode: .sourceAccurate)
                guard previous?.tokenKind == .period, next?.tokenKind != .leftParen else { return false }
            default:
                return false
            }
        }
        return true
    }

    /// Whether `value` is plain data: strings, numbers, booleans, enum
    /// cases and collections of them (no object, no instance that a static
    /// member could have made, no unknown).
    static func isPlainData(_ value: Value, depth: Int) -> Bool {
        guard depth < 8 else { return false }
        switch value {
        case .string, .int, .double, .float, .bool, .character, .optional(nil): return true
        case .optional(let wrapped?): return isPlainData(wrapped, depth: depth + 1)
        case .array(let items), .set(let items): return items.allSatisfy { isPlainData($0, depth: depth + 1) }
        case .enumCase(let found): return found.payload.allSatisfy { isPlainData($0, depth: depth + 1) }
        case .dictionary(let dictionary):
            return dictionary.entries.allSatisfy {
                isPlainData($0.key, depth: depth + 1) && isPlainData($0.value, depth: depth + 1)
            }
        default: return false
        }
    }
}

extension Interpreter {
    /// `stringValue` and `intValue` of a program's `CodingKey` enum, as
    /// Swift synthesizes them: the `String` raw value (else the case's
    /// name), and the `Int` raw value (else nil).
    func codingKeyMember(_ name: String, of key: EnumCase, at node: some SyntaxProtocol) throws -> Value {
        let raw = try rawValue(of: key, at: node)
        if name == "intValue" {
            if case .int(let number)? = raw { return .optional(.int(number)) }
            return .null
        }
        if case .string(let text)? = raw { return .string(text) }
        return .string(key.name)
    }
}
