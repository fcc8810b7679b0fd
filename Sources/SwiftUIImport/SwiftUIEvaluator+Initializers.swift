internal import Foundation
internal import SwiftSyntax
internal import SwiftUISource

/// How arguments reach a view or model: bound to its properties (views,
/// closures, values), through the initialiser a call picks.
extension SwiftUIEvaluator {
    func bind(
        _ name: String, _ expr: ExprSyntax, as declared: TypeSyntax? = nil, declaredIn owner: String? = nil,
        caller: Scope, into scope: inout Scope
    ) {
        if let closure = expr.as(ClosureExprSyntax.self) {
            // A closure that takes arguments runs when the view calls it; one that takes none is its views.
            if Self.parameterNames(closure).isEmpty {
                scope.views[name] = content(closure.statements, caller)
                // It may be an action the view calls (`let action: () -> Void`): kept to run then.
                if live != nil { scope.actions[name] = PassedAction(Syntax(closure), in: caller) }
            } else {
                scope.closures[name] = PassedClosure(closure, in: caller)
            }
        } else if let views = viewArgument(expr, caller) {
            scope.views[name] = views
        } else if let passed = Self.referencedName(expr).flatMap({ caller.closures[$0] }) {
            // `Row(content: content)`: a closure passed in, passed on.
            scope.closures[name] = passed
        } else if live != nil, let passed = Self.referencedName(expr).flatMap({ caller.actions[$0] }) {
            scope.actions[name] = passed
            if let views = Self.referencedName(expr).flatMap({ caller.views[$0] }) { scope.views[name] = views }
        } else if let passed = Self.referencedName(expr).flatMap({ caller.views[$0] }) {
            scope.views[name] = passed
        } else {
            scope.values[name] = value(expr, as: declared, caller, declaredIn: owner)
            // `action: decrement`, `action: model.save`: a function named, run when the view calls it.
            if live != nil,
                declared?.is(FunctionTypeSyntax.self) == true
                    || declared?.as(OptionalTypeSyntax.self)?.wrappedType.is(TupleTypeSyntax.self) == true
                    || declared?.description.contains("->") == true
            {
                scope.actions[name] = PassedAction(Syntax(expr), in: caller)
            }
            // `Toggle(isOn: $isOn)` passed on, or a model: the child writes the caller's state.
            if live != nil, let key = stateKey(of: expr, caller) { scope.slots[name] = key }
        }
    }

    /// The type of a stored property written without one, as Swift infers
    /// it from an initial value that makes an instance (`var item =
    /// Item(name: "x")`): `nil` when the value is not a type's initializer.
    func inferredType(of property: PropertyDeclaration, in type: TypeDeclaration) -> TypeSyntax? {
        guard let call = property.initialValue?.as(FunctionCallExprSyntax.self),
            let made = sources.type(named: call.calledExpression.trimmedDescription, from: type.qualifiedName)
        else { return nil }
        return TypeSyntax(IdentifierTypeSyntax(name: .identifier(made.qualifiedName)))
    }

    /// The name `content` or `self.content` refers to.
    static func referencedName(_ expr: ExprSyntax) -> String? {
        if let reference = expr.as(DeclReferenceExprSyntax.self) { return reference.baseName.text }
        if let member = expr.as(MemberAccessExprSyntax.self),
            member.base?.as(DeclReferenceExprSyntax.self)?.baseName.text == "self"
        {
            return member.declName.baseName.text
        }
        return nil
    }

    /// An argument that is a view (`content: Text("x")`), as views.
    func viewArgument(_ expr: ExprSyntax, _ scope: Scope) -> [ViewNode]? {
        guard let call = expr.as(FunctionCallExprSyntax.self) else { return nil }
        // `HStack { … }.padding()`: the view the chain of modifiers starts from.
        var innermost = call
        while let base = innermost.calledExpression.as(MemberAccessExprSyntax.self)?.base?.as(
            FunctionCallExprSyntax.self)
        {
            innermost = base
        }
        let callee = innermost.calledExpression.tokenText
        let root = callee.split(separator: ".").first.map(String.init) ?? callee
        // `Screen.Item(…)`: a type nested in a view is not itself a view.
        if callee != root, let nested = resolveType(callee, scope), !nested.isView { return nil }
        guard
            Self.builtIns.contains(root) || resolveType(root, scope)?.isView == true
                || call.calledExpression.is(MemberAccessExprSyntax.self)
        else { return nil }
        if call.calledExpression.is(MemberAccessExprSyntax.self), !Self.builtIns.contains(root),
            resolveType(root, scope)?.isView != true
        {
            return nil
        }
        return views(expr, scope)
    }

    /// Whether an initialiser only declares locals and assigns (`self.x = y`,
    /// `super.init()`), with no closure in an assigned value.
    static func onlyAssigns(_ initializer: InitializerDeclSyntax) -> Bool {
        (initializer.body?.statements ?? []).allSatisfy { statement in
            if statement.item.is(DeclSyntax.self) { return true }
            guard case .expr(let expr) = statement.item else { return false }
            if let sequence = expr.as(SequenceExprSyntax.self) {
                // A closure in the assigned value (a Combine `sink`, a timer) may set state later: code to run.
                return sequence.elements.contains { $0.is(AssignmentExprSyntax.self) }
                    && !sequence.tokens(viewMode: .sourceAccurate).contains { $0.tokenKind == .leftBrace }
            }
            return expr.trimmedDescription == "super.init()"
        }
    }

    /// `Text` modifiers that change how a text looks, not what it says.
    static let textStyling: Set<String> = [
        "bold", "italic", "underline", "strikethrough", "font", "fontWeight", "foregroundColor", "foregroundStyle",
        "kerning", "tracking", "baselineOffset", "monospacedDigit", "fontDesign", "fontWidth",
    ]

    /// Binds the arguments of `call` to the properties of a view or
    /// modifier `type` in `inner`: through the initialiser the call picks,
    /// else memberwise (labelled, then unlabelled in order, trailing
    /// closures filling the properties that hold views first); an optional
    /// left out is nil.
    func bindArguments(
        of type: TypeDeclaration, _ call: FunctionCallExprSyntax?, caller scope: Scope, into inner: inout Scope
    ) {
        let arguments = call.map { Array($0.arguments) } ?? []
        let stored = type.properties.filter { !$0.isStatic && $0.getter == nil }
        bindGenericArguments(of: type, call, caller: scope, into: &inner)
        if call == nil, let initializer = type.initializers.first(where: Self.takesNoArguments) {
            // A view shown without a call (the scenario's root): `Root()`, by its initializer whose
            // parameters all have defaults (`init(uid: String = "") { _model = State(…) }`).
            applyInitializer(initializer, arguments: [], caller: scope, into: &inner)
        } else if let call, let initializer = matchingInitializer(type, call) {
            applyInitializer(initializer, arguments: allArguments(call), caller: scope, into: &inner)
            if !Self.onlyAssigns(initializer) { settleRunInitializer(of: type, call, caller: scope, into: &inner) }
        } else {
            var unlabeled = arguments.filter { $0.label == nil }.makeIterator()
            for property in stored {
                let declared = property.type ?? inferredType(of: property, in: type)
                if let argument = arguments.first(where: { $0.label?.text == property.name }) {
                    bind(
                        property.name, argument.expression, as: declared, declaredIn: type.qualifiedName,
                        caller: scope, into: &inner)
                } else if property.initialValue == nil, property.wrapper == nil, let argument = unlabeled.next() {
                    bind(
                        property.name, argument.expression, as: declared, declaredIn: type.qualifiedName,
                        caller: scope, into: &inner)
                }
            }
            // A labelled trailing closure fills its property; the others fill
            // the view-holding properties still empty, in order.
            for extra in call?.additionalTrailingClosures ?? []
            where stored.contains(where: { $0.name == extra.label.text }) {
                bind(extra.label.text, ExprSyntax(extra.closure), caller: scope, into: &inner)
            }
            var closures =
                (call?.trailingClosure.map { [$0] } ?? [])
                + (call?.additionalTrailingClosures.compactMap { extra in
                    stored.contains { $0.name == extra.label.text } ? nil : extra.closure
                } ?? [])
            let empty = stored.filter {
                inner.values[$0.name] == nil && inner.views[$0.name] == nil && inner.closures[$0.name] == nil
                    && $0.initialValue == nil && $0.wrapper == nil
            }
            for property in empty.filter({ type.holdsViews($0) }) + empty.filter({ !type.holdsViews($0) }) {
                guard !closures.isEmpty else { break }
                let closure = closures.removeFirst()
                bind(property.name, ExprSyntax(closure), caller: scope, into: &inner)
            }
            // An optional left out is nil.
            for property in stored
            where inner.values[property.name] == nil && inner.views[property.name] == nil
                && inner.closures[property.name] == nil && property.initialValue == nil
                && property.wrapper == nil && (property.type?.is(OptionalTypeSyntax.self) ?? false)
            {
                inner.values[property.name] = .null
            }
        }
    }

    /// Whether an initializer can be called with no arguments (every parameter has a default).
    static func takesNoArguments(_ initializer: InitializerDeclSyntax) -> Bool {
        initializer.signature.parameterClause.parameters.allSatisfy { $0.defaultValue != nil }
            && initializer.optionalMark == nil
    }

    /// The statements of `list` an iOS build compiles (`#if` resolved), once per list.
    func activeStatements(_ list: CodeBlockItemListSyntax) -> [CodeBlockItemSyntax] {
        if let known = cache.statements[list.id] { return known.items }
        let items = sources.activeStatements(list)
        cache.statements[list.id] = (list, items)
        return items
    }

    /// An expression's source as an unknown value says it: whole when
    /// short, else its start and "…" (a long closure is not read aloud).
    static func source(_ expr: some SyntaxProtocol) -> String {
        // On one line, as a label is read: tokens apart where the source has space between them.
        let long = expr.trimmedLength.utf8Length > 80
        var text = ""
        var spaceBefore = false
        for token in expr.tokens(viewMode: .sourceAccurate) {
            if !text.isEmpty, spaceBefore || !token.leadingTrivia.isEmpty { text += " " }
            text += token.text
            spaceBefore = !token.trailingTrivia.isEmpty
            if long, text.utf8.count > 40 { return text + "…" }
        }
        return text
    }

    /// An unknown value said as `node`'s source, its text built once per node.
    func unknown(_ node: some SyntaxProtocol) -> SwiftValue {
        if let known = cache.sourceTexts[node.id] { return .unknown(known.text) }
        let text = Self.source(node)
        cache.sourceTexts[node.id] = (Syntax(node), text)
        if cache.firstSaidNodes[text] == nil { cache.firstSaidNodes[text] = Syntax(node) }
        return .unknown(text)
    }

    /// A call's arguments, then its trailing closures as arguments, built
    /// once per call (the nodes made for them are kept with the cache).
    func allArguments(_ call: FunctionCallExprSyntax) -> [LabeledExprSyntax] {
        guard call.trailingClosure != nil || !call.additionalTrailingClosures.isEmpty else {
            return Array(call.arguments)
        }
        if let known = cache.arguments[call.id] { return known.arguments }
        let made = Self.trailingArguments(call)
        let originals =
            (call.trailingClosure.map { [Syntax($0)] } ?? [])
            + call.additionalTrailingClosures.map { Syntax($0.closure) }
        for (argument, original) in zip(made, originals) {
            cache.madeTrees[argument.id] = (original, argument.expression.position.utf8Offset)
        }
        let arguments = Array(call.arguments) + made
        cache.arguments[call.id] = (call, arguments)
        return arguments
    }

    /// A call's trailing closures as arguments (labelled as written; the
    /// first one unlabelled), so an initialiser's parameters can take them.
    static func trailingArguments(_ call: FunctionCallExprSyntax) -> [LabeledExprSyntax] {
        var result: [LabeledExprSyntax] = []
        if let closure = call.trailingClosure { result.append(LabeledExprSyntax(expression: ExprSyntax(closure))) }
        for extra in call.additionalTrailingClosures {
            result.append(
                LabeledExprSyntax(label: extra.label, colon: .colonToken(), expression: ExprSyntax(extra.closure)))
        }
        return result
    }

    /// Applies the initializer `self.init(…)` in `statement` picks, its
    /// arguments evaluated with the delegating one's parameters; whether
    /// `statement` is such a call.
    func delegate(
        _ statement: CodeBlockItemSyntax, from initializer: InitializerDeclSyntax, _ parameters: Scope,
        into scope: inout Scope
    ) -> Bool {
        guard case .expr(let expr) = statement.item, let call = expr.as(FunctionCallExprSyntax.self),
            let member = call.calledExpression.as(MemberAccessExprSyntax.self), member.declName.baseName.text == "init",
            member.base?.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind == .keyword(.self),
            let type = scope.type
        else { return false }
        guard depth < Self.maximumDepth, let target = matchingInitializer(type, call), target.id != initializer.id
        else { return true }
        depth += 1
        defer { depth -= 1 }
        applyInitializer(target, arguments: allArguments(call), caller: parameters, into: &scope)
        return true
    }
}
