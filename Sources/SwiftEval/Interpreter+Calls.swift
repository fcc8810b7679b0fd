import SwiftSyntax

extension Interpreter {
    /// The syntax of a call's arguments with trailing closures appended.
    func argumentSyntax(_ node: FunctionCallExprSyntax) -> [(label: String?, expression: ExprSyntax)] {
        var result = node.arguments.map { ($0.label?.text, $0.expression) }
        if let closure = node.trailingClosure { result.append((nil, ExprSyntax(closure))) }
        for extra in node.additionalTrailingClosures { result.append((extra.label.text, ExprSyntax(extra.closure))) }
        return result
    }

    /// Evaluates arguments, each with the type of the parameter it binds
    /// to when known.
    func evaluateArguments(
        _ syntax: [(label: String?, expression: ExprSyntax)], for parameters: [Parameter]?, in scope: Scope
    ) throws -> [Argument] {
        let types = parameters.map { expectedTypes($0, labels: syntax.map(\.label)) } ?? []
        let autoclosures = parameters.map { autoclosurePositions($0, labels: syntax.map(\.label)) } ?? []
        var result: [Argument] = []
        for (index, item) in syntax.enumerated() {
            let type = index < types.count ? types[index] : nil
            let value: Value
            if autoclosures.contains(index) {
                value = .function(Function(.autoclosure(item.expression), scope: scope))
            } else {
                value = try evaluate(item.expression, in: scope, expected: type)
            }
            var argument = Argument(label: item.label, value: value)
            argument.isTrailingClosure =
                item.expression.is(ClosureExprSyntax.self) && item.expression.parent?.is(LabeledExprSyntax.self) != true
            if let given = item.expression.as(InOutExprSyntax.self) {
                argument.writeBack = { [unowned self] value in
                    self.writtenInouts.insert(given.id)
                    try self.assign(to: given.expression, value, in: scope)
                }
            }
            argument.node = Syntax(item.expression)
            if case .array(let items) = value, items.isEmpty {
                argument.writtenType = staticType(of: item.expression, in: scope)
            }
            result.append(argument)
        }
        return result
    }

    /// The positions of arguments that bind to `@autoclosure` parameters.
    private func autoclosurePositions(_ parameters: [Parameter], labels: [String?]) -> Set<Int> {
        var positions: Set<Int> = []
        var index = 0
        for parameter in parameters where index < labels.count {
            if labels[index] == parameter.label {
                if parameter.isAutoclosure { positions.insert(index) }
                index += 1
            }
        }
        return positions
    }

    /// The parameter type each argument (by position) binds to.
    private func expectedTypes(_ parameters: [Parameter], labels: [String?]) -> [TypeRef?] {
        var types: [TypeRef?] = []
        var index = 0
        for parameter in parameters where index < labels.count {
            if labels[index] == parameter.label || (labels[index] == nil && takesFunction(parameter)) {
                types.append(parameter.type)
                index += 1
                while parameter.isVariadic, index < labels.count, labels[index] == nil {
                    types.append(parameter.type)
                    index += 1
                }
            }
        }
        return types + Array(repeating: nil, count: max(0, labels.count - types.count))
    }

    /// A call; one that gives an unknown without storing back an `&x` it
    /// was given (not run, so `x` may have changed) leaves `x` unknown too.
    func call(_ node: FunctionCallExprSyntax, in scope: Scope, expected: TypeRef?) throws -> Value {
        let inouts = node.arguments.compactMap { $0.expression.as(InOutExprSyntax.self) }
        guard !inouts.isEmpty else { return try callRunning(node, in: scope, expected: expected) }
        defer { for item in inouts { writtenInouts.remove(item.id) } }
        let result = try callRunning(node, in: scope, expected: expected)
        if let unknown = result.unknownAtTop {
            for item in inouts where !writtenInouts.contains(item.id) {
                try? assign(to: item.expression, .unknown(unknown), in: scope)
            }
        }
        return result
    }

    private func callRunning(_ node: FunctionCallExprSyntax, in scope: Scope, expected: TypeRef?) throws -> Value {
        let syntax = argumentSyntax(node)
        let labels = syntax.map(\.label)
        let callee = node.calledExpression
        if let reference = callee.as(DeclReferenceExprSyntax.self) {
            return try callName(
                reference.baseName.bare, syntax, labels: labels, in: scope, expected: expected, at: node)
        }
        if let specialized = callee.as(GenericSpecializationExprSyntax.self),
            let name = typeName(of: specialized.expression, in: scope)
        {
            return try construct(name, generic: specialized, syntax, labels: labels, in: scope, at: node)
        }
        if callee.is(ArrayExprSyntax.self) || callee.is(DictionaryExprSyntax.self) {
            let type = callee.is(ArrayExprSyntax.self) ? "Array" : "Dictionary"
            let arguments = try evaluateArguments(syntax, for: nil, in: scope)
            return try Library.construct(
                type, element: nil, arguments, interpreter: self, scope: scope, at: Syntax(node))
                ?? gap("the initializer \(callee.trimmedDescription)(…)", at: node)
        }
        if let member = callee.as(MemberAccessExprSyntax.self),
            member.base?.as(DeclReferenceExprSyntax.self)?.baseName.text == "Swift", scope.lookup("Swift") == nil,
            Library.globalFunctions.contains(member.declName.baseName.text)
        {
            // `Swift.min(…)`: the library's function, not a method of `self` of that name.
            let arguments = try evaluateArguments(syntax, for: nil, in: scope)
            return try Library.callFunction(
                member.declName.baseName.text, arguments, interpreter: self, scope: scope, at: Syntax(node))
                ?? gap("the function \(callee.trimmedDescription)", at: node)
        }
        if let member = callee.as(MemberAccessExprSyntax.self) {
            return try callMember(member, syntax, labels: labels, in: scope, expected: expected, at: node)
        }
        let function = try evaluate(callee, in: scope)
        let arguments = try evaluateArguments(syntax, for: nil, in: scope)
        return try callValue(function, arguments, in: scope, at: node)
    }

    /// `name(…)` inside a member: a method of `self`'s type (the overload
    /// the arguments pick) or a property of it holding a function; `nil`
    /// when `self` has neither.
    private func callOnSelf(
        _ name: String, _ syntax: [(label: String?, expression: ExprSyntax)], labels: [String?], in scope: Scope,
        at node: FunctionCallExprSyntax
    ) throws -> Value? {
        guard let selfBox = scope.selfBox, let type = typeDecl(of: selfBox.value) else { return nil }
        if var (method, owner) = findMethod(name, labels: labels, in: type, isStatic: false) {
            if dependsOnStaticType(name, in: type, found: owner) {
                let written = scope.typeContext.map { TypeRef.named($0, []) }
                guard
                    let chosen = staticallyDispatched(
                        name, labels: labels, staticType: written, receiverType: type, found: (method, owner),
                        in: scope)
                else { return gap("\(name)(…): which of a protocol extension's and the type's runs here", at: node) }
                (method, owner) = chosen
            }
            let overloads = owner.methods[name, default: []].filter { !$0.isStatic }
            let picked: (FunctionDecl, [Argument])?
            do {
                picked = try overloadByType(overloads, labels: labels, syntax, in: scope, at: node)
            } catch is LibraryOverloadRuns {
                // In an extension of a library type, the library's own method of that name.
                let arguments = try evaluateArguments(syntax, for: nil, in: scope)
                return try Library.callMethod(
                    name, on: selfBox.value, arguments, interpreter: self, scope: scope, at: Syntax(node)
                ).result
            }
            if let (chosen, arguments) = picked {
                return try invokeMethod(chosen, owner: owner, arguments, selfBox: selfBox, at: node)
            }
            let arguments = try evaluateArguments(syntax, for: method.parameters, in: scope)
            return try invokeMethod(method, owner: owner, arguments, selfBox: selfBox, at: node)
        }
        guard hasProperty(name, in: type) else { return nil }
        let function = try member(name, of: selfBox.value, selfBox: selfBox, at: node)
        return try callValue(function, try evaluateArguments(syntax, for: nil, in: scope), in: scope, at: node)
    }

    /// A nested or global function of one name: the overload the arguments
    /// pick, run in the scope that declares it.
    private func callFunction(
        _ functions: [FunctionDecl], _ syntax: [(label: String?, expression: ExprSyntax)], labels: [String?],
        defining: Scope, in scope: Scope, at node: FunctionCallExprSyntax, expected: TypeRef? = nil
    ) throws -> Value {
        let picked: (FunctionDecl, [Argument])?
        do {
            picked = try overloadByType(functions, labels: labels, syntax, in: scope, at: node)
        } catch is LibraryOverloadRuns {
            throw stop(.unsupported, "no overload of \(functions[0].name) takes the type given", at: node)
        }
        if let (chosen, arguments) = picked {
            return try invoke(chosen, arguments, selfBox: nil, type: nil, scope: defining, at: node)
        }
        let chosen = functions.first { fits($0.parameters, labels: labels) } ?? functions[0]
        let arguments = try evaluateArguments(syntax, for: chosen.parameters, in: scope)
        return try invoke(chosen, arguments, selfBox: nil, type: nil, scope: defining, at: node, expected: expected)
    }

    /// `name(…)`: a closure in a variable, a nested or global function, a
    /// method of `self`, a type's initializer, or a library function.
    private func callName(
        _ name: String, _ syntax: [(label: String?, expression: ExprSyntax)], labels: [String?], in scope: Scope,
        expected: TypeRef?, at node: FunctionCallExprSyntax
    ) throws -> Value {
        let (box, isGlobal) = findBox(name, in: scope)
        if let box, !isGlobal || scope.selfBox == nil {
            let arguments = try evaluateArguments(syntax, for: functionParameters(box.value), in: scope)
            return try callValue(box.value, arguments, in: scope, at: node)
        }
        if let functions = scope.lookupFunctions(name) ?? declarations.functions[name].map({ $0 }) {
            let defining = scope.lookupFunctions(name) != nil ? scope : globals
            return try callFunction(
                functions, syntax, labels: labels, defining: defining, in: scope, at: node, expected: expected)
        }
        if name == "Image", declarations.types["Image"].map({ $0.kind == .builtin }) ?? true,
            let made = try makeImage(syntax, in: scope)
        {
            return made
        }
        if let made = try makeLibraryWrapper(name, syntax, in: scope) { return made }
        if let result = try callOnSelf(name, syntax, labels: labels, in: scope, at: node) { return result }
        // Inside a static method, `Self` is the type it was called on (a
        // subclass's `class func` overrides).
        var dynamicType = scope.typeContext
        if case .metatype(let called)? = scope.selfBox?.value { dynamicType = called }
        if let typeContext = dynamicType, let type = declarations.types[typeContext],
            let (method, owner) = findMethod(name, labels: labels, in: type, isStatic: true)
        {
            let arguments = try evaluateArguments(syntax, for: method.parameters, in: scope)
            return try invokeMethod(method, owner: owner, arguments, selfBox: Box(.metatype(type.name)), at: node)
        }
        if let box {
            return try callValue(box.value, try evaluateArguments(syntax, for: nil, in: scope), in: scope, at: node)
        }
        if let type = typeName(of: node.calledExpression, in: scope) {
            return try construct(type, generic: nil, syntax, labels: labels, in: scope, at: node)
        }
        if name == "Text", let made = try makeText(syntax, in: scope, at: node) { return made }
        if name == "LocalizedStringResource", let made = try localizedResource(syntax, in: scope) { return made }
        if name == "NSLocalizedString",
            let text = try localizedString(
                syntax, keyLabel: nil, tableLabel: "tableName", defaultLabel: "value", in: scope, at: node)
        {
            return text
        }
        // `min`, `max` and `abs` give their arguments' type: a literal takes the expected one.
        let typed = ["min", "max", "abs"].contains(name) && expected != nil
        let parameters =
            typed
            ? syntax.map { Parameter(label: $0.label, name: "_", type: expected) }
            : reduceParameters(name, syntax, expected: expected, in: scope)
        let arguments = try evaluateArguments(syntax, for: parameters, in: scope)
        if let result = try Library.callFunction(name, arguments, interpreter: self, scope: scope, at: Syntax(node)) {
            return result
        }
        // In an `extension View` method, `modifier(m)` of the view it is called on.
        if name == "modifier", let selfBox = scope.selfBox, let made = Library.modifiedContent(selfBox.value, arguments)
        {
            return made
        }
        // In an extension of a library type, `split(…)`: a method of `self` (a `Text`'s `bold()` too).
        if let selfBox = scope.selfBox,
            selfBox.value.isLibraryValue || selfBox.value.nativeObject != nil || Self.isMadeView(selfBox.value)
        {
            let (result, mutated) = try Library.callMethod(
                name, on: selfBox.value, arguments, interpreter: self, scope: scope, at: Syntax(node))
            if let mutated { selfBox.value = mutated }
            return result
        }
        try checkSkippedEffects(arguments, skipping: "\(name)(…)", at: node)
        if isOutsideType(name), let held = sourceTypeNamed(in: node) {
            return unknown(.evaluatorGap, Self.packageHolding(name, held), at: node)
        }
        return undeclared(name, call: true, at: node)
    }

    /// Whether `value` is one of SwiftUI's views the interpreter makes (`Text`).
    static func isMadeView(_ value: Value) -> Bool {
        guard case .instance(let instance) = value else { return false }
        return Library.madeSwiftUIViews.contains(instance.type)
    }

    /// The parameters of a function value, when declared.
    func functionParameters(_ value: Value) -> [Parameter]? {
        guard case .function(let function) = value, case .declared(let decl, _) = function.kind else { return nil }
        return decl.parameters
    }

    /// Calls a function value with evaluated arguments.
    func callValue(
        _ value: Value, _ arguments: [Argument], in scope: Scope, at node: some SyntaxProtocol
    ) throws -> Value {
        guard case .function(let function) = value else {
            if value.isUnknown { return value }
            if case .metatype(let type) = value, let decl = declarations.types[type] {
                return try initialize(decl, arguments: arguments, at: node)
            }
            if case .metatype(let type) = value,
                let made = constructApplied(type, labels: arguments.map(\.label), { arguments })
            {
                return made
            }
            // A key path passed where a function is expected (`map(\.followers)`).
            if case .keyPath(let path) = value, arguments.count == 1 {
                return try apply(keyPath: path, to: arguments[0].value, at: node)
            }
            return gap("calling a \(value.typeName) value", at: node)
        }
        switch function.kind {
        case .closure(let closure):
            var values = arguments.map(\.value)
            if let signature = function.signature, signature.parameters.count == values.count {
                values = try zip(values, signature.parameters).map { try coerce($0, to: $1) }
            }
            let result = try invokeClosure(
                closure, values, scope: function.scope ?? globals, at: node, writeBacks: arguments.map(\.writeBack),
                builder: function.builder, staticTypes: function.staticParameters,
                expectedResult: function.expectedResult)
            return try coerce(result, to: function.signature?.result)
        case .declared(let decl, let type):
            let owner = type.flatMap { declarations.types[$0] }
            if let boundSelf = function.boundSelf, let owner {
                return try invokeMethod(decl, owner: owner, arguments, selfBox: boundSelf, at: node)
            }
            return try invoke(decl, arguments, selfBox: nil, type: owner, scope: function.scope ?? globals, at: node)
        case .initializer(let type):
            guard let decl = declarations.types[type] else { return gap("the initializer of \(type)", at: node) }
            return try initialize(decl, arguments: labeledForInitializer(arguments, of: decl), at: node)
        case .enumCase(let type, let name):
            return try makeCase(type: type, name: name, arguments, at: node)
        case .library(let name, let receiver):
            if let receiver {
                return try Library.callMethod(
                    name, on: receiver, arguments, interpreter: self, scope: scope, at: Syntax(node)
                ).result
            }
            return try callLibraryFunction(name, function.signature, arguments, in: scope, at: node)
        case .keyPath(let path):
            guard let first = arguments.first else { return gap("a key path without a value", at: node) }
            return try apply(keyPath: path, to: first.value, at: node)
        case .autoclosure(let expression):
            return try evaluate(expression, in: function.scope ?? globals)
        case .unboundMethod(let decl, let type):
            guard arguments.count == 1, let instance = arguments.first?.value else {
                return gap("\(type).\(decl.name) called with \(arguments.count) arguments", at: node)
            }
            return .function(Function(.declared(decl, type: type), scope: globals, boundSelf: Box(instance)))
        case .libraryInitializer(let type):
            return try Library.construct(
                type, element: nil, arguments, interpreter: self, scope: scope, at: Syntax(node))
                ?? gap("the initializer \(type).init", at: node)
        }
    }

    /// A key path applied to a value (`\.name` used as a function).
    func apply(keyPath path: [String], to value: Value, at node: some SyntaxProtocol) throws -> Value {
        var current = value
        for component in path {
            if component == "?" {
                guard case .optional(let wrapped) = current else { continue }
                guard let wrapped else { return .null }
                current = wrapped
                continue
            }
            current = try member(component, of: current, selfBox: nil, at: node)
        }
        return current
    }
}
