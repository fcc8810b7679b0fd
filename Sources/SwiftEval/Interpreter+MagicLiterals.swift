import SwiftSyntax

/// `#fileID`, `#filePath`, `#file`, `#line`, `#column` and `#function`: where
/// they are written, or, as a parameter's default value, where the call that
/// leaves the argument out is (the call's opening parenthesis, as the Swift
/// compiler places it; a result builder's component expression for the
/// `buildExpression` call the builder makes of it).
extension Interpreter {
    /// The value of the magic literal `name` at `site`; `nil` for another macro.
    func magicLiteral(_ name: String, at site: Syntax) -> Value? {
        let place = Self.magicPlace(site)
        switch name {
        case "line": return .int(location(place).line)
        case "column": return .int(location(place).column)
        case "fileID":
            guard let path = filePath(of: site) else { return nil }
            let module = moduleNames[site.root.id] ?? "main"
            return .string(module + "/" + (path.split(separator: "/").last.map(String.init) ?? path))
        case "filePath", "file": return filePath(of: site).map(Value.string)
        case "function": return .string(Self.functionName(enclosing: site, module: moduleNames[site.root.id]))
        default: return nil
        }
    }

    /// A parameter's default value where the call at `site` leaves it out:
    /// a magic literal takes the call's place, anything else is evaluated as written.
    func defaultArgument(_ initial: ExprSyntax, at site: Syntax, in frame: Scope, expected: TypeRef?) throws -> Value {
        if let macro = initial.as(MacroExpansionExprSyntax.self),
            let made = magicLiteral(macro.macroName.text, at: site)
        {
            return made
        }
        return try evaluate(initial, in: frame, expected: expected)
    }

    /// The node whose start the compiler gives: a call's opening parenthesis.
    private static func magicPlace(_ site: Syntax) -> Syntax {
        if let call = site.as(FunctionCallExprSyntax.self), let paren = call.leftParen { return Syntax(paren) }
        return site
    }

    /// The path the file of `site` was read from.
    private func filePath(of site: Syntax) -> String? {
        filePaths[site.root.id]
    }

    /// What `#function` says at `site`: the enclosing function with its
    /// argument labels (`make(_:b:)`), a property's or a computed variable's
    /// name, `init(x:_:)`, `subscript(_:)`; closures are looked through; at
    /// the top level, the module's name.
    static func functionName(enclosing site: Syntax, module: String?) -> String {
        var node: Syntax? = site.parent
        var steps = 0
        while let current = node, steps < 10_000 {
            steps += 1
            if let function = current.as(FunctionDeclSyntax.self) {
                return function.name.text + labels(function.signature.parameterClause.parameters, subscript: false)
            }
            if let initializer = current.as(InitializerDeclSyntax.self) {
                return "init" + labels(initializer.signature.parameterClause.parameters, subscript: false)
            }
            if let declared = current.as(SubscriptDeclSyntax.self) {
                return "subscript" + labels(declared.parameterClause.parameters, subscript: true)
            }
            if current.is(DeinitializerDeclSyntax.self) { return "deinit" }
            // A property, or a computed variable's accessor; a local or global constant's value is not.
            if let binding = current.as(PatternBindingSyntax.self),
                let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.bare,
                binding.accessorBlock.map({ $0.range.contains(site.position) }) == true
                    || binding.parent?.parent?.parent?.is(MemberBlockItemSyntax.self) == true
            {
                return name
            }
            node = current.parent
        }
        return module ?? "main"
    }

    /// `(a:_:)`: each parameter's argument label (a subscript's are `_` unless written twice).
    private static func labels(_ parameters: FunctionParameterListSyntax, subscript isSubscript: Bool) -> String {
        let names = parameters.map { parameter -> String in
            if isSubscript, parameter.secondName == nil { return "_:" }
            return parameter.firstName.text + ":"
        }
        return "(" + names.joined() + ")"
    }
}
