import SwiftSyntax

extension Interpreter {
    /// The parameters of a library collection method whose arguments take
    /// the receiver's element type (`append(_:)` of a `[Double]` makes `3`
    /// a `3.0`; of a `[(rank: Int, name: String)]` gives `(1, "a")` its
    /// labels), when the receiver's type is known without running code.
    func libraryParameters(
        _ name: String, labels: [String?], base: ExprSyntax, receiver value: Value?, in scope: Scope
    ) -> [Parameter]? {
        // `duration.formatted(.units(…))`: the argument is a units style.
        if name == "formatted", labels == [nil], case .native(let object)? = value, object.object is HostBox<Duration> {
            return [Parameter(label: nil, name: "_0", type: .named(Library.durationUnitsStyle, []))]
        }
        // `date.formatted(.dateTime…)`: the argument is a date style.
        if name == "formatted", labels == [nil], case .native(let object)? = value, object.object is DateBox {
            return [Parameter(label: nil, name: "_0", type: .named(Library.dateFormatStyle, []))]
        }
        if let field = Library.dateFieldParameters(name, labels: labels, of: value) { return field }
        if let unit = Library.unitParameter(name, labels: labels, of: value) {
            return [Parameter(label: labels.first ?? nil, name: "_0", type: unit)]
        }
        // A keyed container's `forKey:` takes its `CodingKeys` type (`.name` of the right enum).
        if case .native(let object)? = value, let box = object.object as? ContainerBox, let key = box.keyType,
            labels.contains("forKey")
        {
            return labels.enumerated().map { index, label in
                Parameter(label: label, name: "_\(index)", type: label == "forKey" ? .named(key, []) : nil)
            }
        }
        // A count is an `Int` whatever the collection (`.prefix(.random(in: 1...3))`).
        if labels.count == 1, Self.countParameters.contains("\(name)(\(labels[0] ?? "_"):)") {
            return [Parameter(label: labels[0], name: "_0", type: .named("Int", []))]
        }
        // The receiver's static type is worked out only for the methods that take its element.
        guard let slots = Self.elementParameters["\(name)(\(labels.map { ($0 ?? "_") + ":" }.joined()))"],
            let receiver = staticType(of: base, in: scope)?.nonOptional
        else { return nil }
        let element: TypeRef
        switch receiver {
        case .array(let type): element = type
        case .named("Set", let arguments) where arguments.count == 1: element = arguments[0]
        default: return nil
        }
        let types = slots.map { slot -> TypeRef in
            switch slot {
            case .element: element
            case .elements: .array(element)
            case .index: .named("Int", [])
            }
        }
        return zip(labels, types).enumerated().map { index, pair in
            Parameter(label: pair.0, name: "_\(index)", type: pair.1)
        }
    }

    /// What a collection method's parameter takes: the collection's element,
    /// elements of it, or a position.
    enum ElementParameter { case element, elements, index }

    /// Collection methods whose parameters take the collection's element, by signature.
    static let elementParameters: [String: [ElementParameter]] = [
        "append(_:)": [.element], "insert(_:)": [.element], "contains(_:)": [.element], "remove(_:)": [.element],
        "firstIndex(of:)": [.element], "lastIndex(of:)": [.element], "insert(_:at:)": [.element, .index],
        "append(contentsOf:)": [.elements],
    ]

    /// Collection methods whose one parameter is a count, an `Int` for every collection.
    static let countParameters: Set<String> = [
        "prefix(_:)", "suffix(_:)", "dropFirst(_:)", "dropLast(_:)", "removeFirst(_:)", "removeLast(_:)",
    ]

    /// Arguments of a library method, each with the type its parameter has
    /// (see ``libraryParameters(_:labels:base:receiver:in:)``) and converted to it.
    func evaluateLibraryArguments(
        _ syntax: [(label: String?, expression: ExprSyntax)], method name: String, base: ExprSyntax,
        receiver: Value? = nil, expected: TypeRef? = nil, in scope: Scope
    ) throws -> [Argument] {
        var parameters =
            syntax.contains { $0.expression.is(ClosureExprSyntax.self) }
            ? nil : libraryParameters(name, labels: syntax.map(\.label), base: base, receiver: receiver, in: scope)
        if let typed = reduceParameters(name, syntax, expected: expected, in: scope) { parameters = typed }
        var arguments = try evaluateArguments(syntax, for: parameters, in: scope)
        guard let parameters else { return arguments }
        for index in arguments.indices where index < parameters.count {
            arguments[index].value = try coerce(arguments[index].value, to: parameters[index].type)
        }
        return arguments
    }
}

extension Interpreter {
    /// `[.push, .email]` where an `OptionSet` type is expected: its
    /// `init(arrayLiteral:)`, the union of the elements (not an array).
    func optionSetLiteral(_ node: ArrayExprSyntax, in scope: Scope, expected: TypeRef?) throws -> Value? {
        guard case .named(let name, _)? = expected?.nonOptional,
            let type = declarations.type(named: name, from: scope.typeContext), type.kind == .structure,
            conforms(type, to: "OptionSet")
        else { return nil }
        var arguments: [Argument] = []
        for (index, item) in node.elements.enumerated() {
            let value = try evaluate(item.expression, in: scope, expected: .named(type.name, []))
            arguments.append(Argument(label: index == 0 ? "arrayLiteral" : nil, value: value))
            try checkSize(arguments.count, at: node)
        }
        return try initialize(type, arguments: arguments, at: node)
    }
}

extension Interpreter {
    /// A protocol extension's parameters with `Self` written as the
    /// conforming type the method runs on (`formUnion([.a, .b])`).
    func resolvingSelf(_ parameters: [Parameter], as type: String) -> [Parameter] {
        parameters.map { parameter in
            var resolved = parameter
            resolved.type = parameter.type.map { Self.replacingSelf($0, with: type) }
            return resolved
        }
    }

    private static func replacingSelf(_ type: TypeRef, with name: String) -> TypeRef {
        switch type {
        case .named("Self", _): .named(name, [])
        case .optional(let wrapped): .optional(replacingSelf(wrapped, with: name))
        case .array(let element): .array(replacingSelf(element, with: name))
        default: type
        }
    }
}

extension Interpreter {
    /// `reduce(.zero, +)`: the initial value has the type the call's result
    /// is expected to have (a written, non-optional type, generic parameters
    /// bound); `nil` for other calls.
    func reduceParameters(
        _ name: String, _ syntax: [(label: String?, expression: ExprSyntax)], expected: TypeRef?, in scope: Scope
    ) -> [Parameter]? {
        guard name == "reduce", syntax.count == 2, syntax[0].label == nil, let expected else { return nil }
        let type = resolvingBindings(expected, in: scope)
        guard isKnownType(type), type.nonOptional == type else { return nil }
        return [Parameter(label: nil, name: "_0", type: type), Parameter(label: nil, name: "_1", type: nil)]
    }
}
