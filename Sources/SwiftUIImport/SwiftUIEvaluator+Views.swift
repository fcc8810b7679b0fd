internal import AppModel
internal import Diagnostics
internal import Foundation
internal import SwiftEval
internal import SwiftSyntax
internal import SwiftUISource

extension SwiftUIEvaluator {
    /// The views a `@ViewBuilder` block builds: each expression a view,
    /// `let`s bound, `if` and `switch` taken where their condition is known.
    func content(_ statements: CodeBlockItemListSyntax, _ scope: Scope) -> [ViewNode] {
        content(items: activeStatements(statements), scope)
    }

    /// The views some statements of a block build (`let`s bound in order).
    /// A block that returns its view (`return HStack { … }`) is plain code,
    /// not a view builder: its other expressions are statements, not views.
    func content(items: [CodeBlockItemSyntax], _ scope: Scope) -> [ViewNode] {
        var scope = scope
        var nodes: [ViewNode] = []
        let plainCode = items.contains { Self.returnsValue($0) }
        // Plain code with a `guard` (`guard let view = steps[id] else { … }; return AnyView(view)`):
        // run as code, its result the view; when the code does not settle which, its views as written.
        if plainCode, items.contains(where: { $0.item.as(StmtSyntax.self)?.is(GuardStmtSyntax.self) == true }),
            let returned = returnedViews(items, scope)
        {
            return returned
        }
        let built = { (expr: ExprSyntax) -> Bool in
            !plainCode || expr.is(IfExprSyntax.self) || expr.is(SwitchExprSyntax.self)
        }
        for statement in items {
            switch statement.item {
            case .expr(let expr): if built(expr) { nodes += views(expr, scope) }
            case .stmt(let stmt):
                if let expression = stmt.as(ExpressionStmtSyntax.self)?.expression, built(expression) {
                    nodes += views(expression, scope)
                }
                if let returned = stmt.as(ReturnStmtSyntax.self)?.expression { nodes += views(returned, scope) }
            case .decl(let decl):
                guard let variable = decl.as(VariableDeclSyntax.self) else { continue }
                for binding in variable.bindings {
                    // `let (progress, left) = measure(date)`: each name its part.
                    if !binding.pattern.is(IdentifierPatternSyntax.self), let initial = binding.initializer?.value {
                        declare(binding.pattern, value(initial, scope), written: initial, &scope)
                    }
                    if let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
                        let initial = binding.initializer?.value
                    {
                        // `let shape = RoundedRectangle(…)` holds a view; anything else a value.
                        if let built = viewArgument(initial, scope) {
                            scope.views[name] = built
                            // `let title = Text("Menu")` is also a text where one is taken (`.accessibilityLabel(title)`).
                            if built.count == 1, case .text(let text) = built[0].kind {
                                scope.values[name] = .string(text)
                            }
                        } else {
                            scope.values[name] = value(initial, scope)
                            // `@Bindable var path = path`: the local names the state it was made from.
                            if let key = stateKey(of: initial, scope) { scope.slots[name] = key }
                        }
                    }
                }
            }
        }
        return nodes
    }

    /// The views one expression builds (several for `if`, `ForEach`, `Group`).
    func views(_ expr: ExprSyntax, _ scope: Scope) -> [ViewNode] {
        steps += 1
        guard steps < Self.maximumSteps else { return [] }
        if let ifExpr = expr.as(IfExprSyntax.self) { return conditional(ifExpr, scope) }
        if let switchExpr = expr.as(SwitchExprSyntax.self) { return switchViews(switchExpr, scope) }
        if let call = expr.as(FunctionCallExprSyntax.self) {
            if let mapped = optionalMap(call, scope) { return mapped }
            return [view(call, scope)].compactMap { $0 }
        }
        if let reference = expr.as(DeclReferenceExprSyntax.self) {
            let name = reference.baseName.text
            if let passed = scope.views[name] { return passed }
            if case .view(_, let index)? = scope.values[name] { return madeView(index, at: expr) }
            if let made = instanceViews(scope.values[name], at: expr, scope) { return made }
            // A stored property holding a view (`let header = Header(title: "Today")`).
            if let property = scope.type?.property(name), property.getter == nil, property.initialValue != nil,
                case .view(_, let index) = lookup(name, expr, scope)
            {
                return madeView(index, at: expr)
            }
            if name == "EmptyView" { return [] }
            return member(name, arguments: [], scope: scope, at: expr)
                ?? [custom(name, call: nil, scope, at: expr)].compactMap { $0 }
        }
        if let member = expr.as(MemberAccessExprSyntax.self), member.base?.tokenText == "self" {
            return views(ExprSyntax(DeclReferenceExprSyntax(baseName: member.declName.baseName)), scope)
        }
        if let member = expr.as(MemberAccessExprSyntax.self), let base = member.base {
            if base.tokenText == "Color" { return [ViewNode(.shape, at: location(expr, scope))] }
            // A view-building property of a value (`screen.destination` in a `switch self`).
            let owner = value(base, scope)
            var typeName: String?
            if case .member(let type, let caseName, _) = owner {
                typeName =
                    type
                    ?? sources.types.values.first {
                        $0.kind == .enumeration && $0.cases.contains { $0.name == caseName }
                    }?.name
            } else if case .instance(let type, _) = owner {
                typeName = type
            }
            if let typeName, let type = sources.types[typeName],
                let getter = type.property(member.declName.baseName.text)?.getter
            {
                var inner = Scope(type: type, file: type.file)
                inner.environment = scope.environment
                inner.values["self"] = owner
                if case .instance(_, let properties) = owner { inner.values.merge(properties) { $1 } }
                return guarded(at: expr, scope) { content(getter, inner) }
            }
        }
        if let postfix = expr.as(PostfixIfConfigExprSyntax.self), let base = postfix.base { return views(base, scope) }
        // `cards[index]`: a view kept as a value; `Text("Hi ") + Text(name).bold()`: one text.
        let shown = value(expr, scope)
        switch shown {
        case .view(_, let index): return madeView(index, at: expr)
        case .instance: if let made = instanceViews(shown, at: expr, scope) { return made }
        // Text the reader holds as its string (`config.title` of a `let title: Text`): only a
        // `Text` is both a view and read as text.
        case .string(let text): return [ViewNode(.text(text), at: location(expr, scope))]
        default: break
        }
        let unread = Self.source(expr)
        noteUnknown(
            .unknown(unread),
            cause: shown.isUnknown ? failedCause : Unknown(.evaluatorGap, "a value the reader does not show as a view"),
            at: expr, scope)
        return [ViewNode(.opaque(unread), at: location(expr, scope))]
    }

    private func conditional(_ ifExpr: IfExprSyntax, _ scope: Scope) -> [ViewNode] {
        var inner = scope
        var known: Bool? = true
        // Swift stops at the first condition that fails: one known to fail makes the whole list fail.
        for condition in ifExpr.conditions where known != false {
            switch condition.condition {
            case .expression(let expr):
                switch value(expr, scope) {
                case .bool(let flag): known = flag ? known : false
                default: known = nil
                }
            case .optionalBinding(let binding):
                let name = binding.pattern.tokenText
                let bound =
                    binding.initializer.map { value($0.value, scope) } ?? scope.values[name]
                    ?? value(ExprSyntax(DeclReferenceExprSyntax(baseName: .identifier(name))), scope)
                inner.values[name] = bound
                if case .unknown = bound { known = nil }
                if case .null = bound { known = false }
            case .matchingPattern(let match):
                // `if case let .authenticated(name) = store.user`.
                switch caseMatches(match, scope, into: &inner) {
                case let holds?: known = holds ? known : false
                case nil: known = nil
                }
            case .availability(let availability):
                // The simulated system is iOS 18.
                let version = availability.availabilityArguments.compactMap { argument -> Int? in
                    guard case .availabilityVersionRestriction(let restriction) = argument.argument,
                        restriction.platform.text == "iOS"
                    else { return nil }
                    return restriction.version.flatMap { Int($0.major.text) }
                }.first
                let holds = version.map { $0 <= 18 } ?? true
                known = known.map {
                    $0 && (availability.availabilityKeyword.tokenKind == .poundUnavailable ? !holds : holds)
                }
            }
        }
        switch known {
        case true?: return content(ifExpr.body.statements, inner)
        case false?:
            switch ifExpr.elseBody {
            case .ifExpr(let next)?: return conditional(next, scope)
            case .codeBlock(let block)?: return content(block.statements, scope)
            case nil: return []
            }
        case nil:
            // Unknown at read time: the first branch is shown, and said to be a guess.
            warn(
                "the condition '\(ifExpr.conditions.writtenText)' is not known from the sources; its first branch is shown",
                at: ifExpr, scope)
            // A control these views label says the condition, not a name it may not have («…»).
            return content(ifExpr.body.statements, inner).map { node in
                var node = node
                if node.assumedBy == nil { node.assumedBy = Self.source(ifExpr.conditions) }
                return node
            }
        }
    }
    /// A view built by a call: a modifier on a view, a SwiftUI view, or a view of the sources.
    func view(_ call: FunctionCallExprSyntax, _ scope: Scope) -> ViewNode? {
        if let member = call.calledExpression.as(MemberAccessExprSyntax.self), let base = member.base {
            let name = member.declName.baseName.text
            let reference = base.as(DeclReferenceExprSyntax.self)
            // `self.makeRow(…)` is `makeRow(…)`.
            if let reference, reference.baseName.tokenKind == .keyword(.self) {
                if let passed = scope.views[name] { return group(passed, call, scope) }
                if let views = self.member(name, arguments: Array(call.arguments), scope: scope, at: ExprSyntax(call)) {
                    return group(views, call, scope)
                }
            }
            // `item.price.map { price in PriceView(price) }`: the optional's views, or none.
            if let built = optionalMapViews(base, name, call, scope) { return group(built, call, scope) }
            // `model.phase.view()`: a method of a source type, on a value, that returns views.
            if let built = valueMethodViews(base, name, call, scope) { return group(built, call, scope) }
            let typeName = reference?.baseName.text
            // `Image.symbol(for: kind)`: a static function of the sources that returns a view.
            if let typeName, typeName.first?.isUppercase == true,
                let built = staticMethodViews(typeName, name, call, scope)
            {
                return group(built, call, scope)
            }
            if typeName.map({ resolveType($0, scope) == nil && !Self.builtIns.contains($0) && $0 != "SwiftUI" }) ?? true
            {
                // An environment modifier reaches the views it wraps, so it is read before them.
                let built = views(base, environmentScope(name, call, scope))
                return modified(built, name, call, scope)
            }
        }
        var name = call.calledExpression.tokenText
        // `SwiftUI.Text(…)` is `Text(…)`.
        if name.hasPrefix("SwiftUI.") { name = String(name.dropFirst("SwiftUI.".count)) }
        // `content()`: a view-building closure passed in; `content(bird)` runs it with its argument.
        if let passed = scope.views[name] { return group(passed, call, scope) }
        if let passed = scope.closures[name] {
            var inner = passed.scope
            for (parameter, argument) in zip(Self.parameterNames(passed.closure), call.arguments) {
                // `transform(self)` in an `extension View` method: the views it is given.
                if let views = Self.referencedName(argument.expression).flatMap({ scope.views[$0] }) {
                    inner.views[parameter] = views
                } else {
                    inner.values[parameter] = value(argument.expression, scope)
                }
            }
            return group(
                guarded(at: ExprSyntax(call), inner) { content(passed.closure.statements, inner) }, call, scope)
        }
        // A view type of the sources shadows SwiftUI's of the same name (an app's own `Grid`).
        if resolveType(name, scope)?.isView != true, let built = builtIn(name, call, scope) { return built }
        if let views = member(name, arguments: Array(call.arguments), scope: scope, at: ExprSyntax(call)) {
            return group(views, call, scope)
        }
        // Inside an `extension View` method, a bare `modifier(…)` or `padding()` modifies `self`.
        if let itself = scope.views["self"], resolveType(name, scope) == nil {
            return modified(itself, name, call, scope)
        }
        return custom(name, call: call, scope, at: ExprSyntax(call))
    }

    /// Several views as one transparent node.
    func group(_ views: [ViewNode], _ node: some SyntaxProtocol, _ scope: Scope) -> ViewNode {
        if views.count == 1 { return views[0] }
        return ViewNode(.group, at: location(node, scope), children: views)
    }

    /// A `@ViewBuilder` function or computed property of the current type.
    private func member(
        _ name: String, arguments: [LabeledExprSyntax], scope: Scope, at expr: ExprSyntax
    ) -> [ViewNode]? {
        guard let type = scope.type else { return nil }
        if let property = type.property(name), let getter = property.getter {
            return guarded(at: expr, scope) { content(getter, scope) }
        }
        // `let shape = RoundedRectangle(…)`: a stored view.
        if let property = type.property(name), let initial = property.initialValue,
            let built = viewArgument(initial, scope)
        {
            return built
        }
        // A function whose every parameter without a default gets an argument
        // (a bare `view` is not `view(for:)`).
        let fits = { (function: FunctionDeclaration) -> Bool in
            function.parameters.allSatisfy { parameter in
                parameter.defaultValue != nil
                    || arguments.contains { $0.label?.text == parameter.label }
                    || (parameter.label == nil && arguments.contains { $0.label == nil })
            }
        }
        if let function = type.functions.first(where: { $0.name == name && $0.body != nil && fits($0) }),
            let body = function.body
        {
            var inner = scope
            for (index, parameter) in function.parameters.enumerated() {
                let argument =
                    arguments.first { $0.label?.text == parameter.label }
                    ?? (parameter.label == nil && index < arguments.count ? arguments[index] : nil)
                inner.values[parameter.name] =
                    argument.map { value($0.expression, as: parameter.type, scope) } ?? parameter.defaultValue.map {
                        value($0, as: parameter.type, scope)
                    } ?? .unknown(parameter.name)
            }
            return guarded(at: expr, inner) { content(body, inner) }
        }
        return nil
    }

    /// A view type of the sources: its properties from the call's arguments
    /// (memberwise, or an initialiser's `self.x = y`), then its `body`.
    func custom(_ name: String, call: FunctionCallExprSyntax?, _ scope: Scope, at expr: ExprSyntax) -> ViewNode? {
        let generic =
            name.utf8.contains(UInt8(ascii: "<")) ? name.split(separator: "<").first.map(String.init) ?? name : name
        // `Outer.Inner` is the nested type `Inner`.
        let typeName =
            generic.utf8.contains(UInt8(ascii: "."))
            ? generic.split(separator: ".").last.map(String.init) ?? generic : generic
        let resolved = resolveType(generic, scope)
        if let type = resolved, type.isShape { return ViewNode(.shape, at: location(expr, scope)) }
        if let type = resolved, type.isLayout {
            // A custom layout places its content; a11ysim reads it as a stack of it.
            return ViewNode(
                .zStack, at: location(expr, scope),
                children: call?.trailingClosure.map { content($0.statements, scope) } ?? [])
        }
        guard let type = resolved, type.isView, let body = type.property("body")?.getter else {
            if resolved == nil, Self.remoteImageViews.contains(typeName) {
                // An image loaded from the network, as `AsyncImage`: on the first screen its placeholder.
                let placeholder =
                    call.flatMap { closure($0, "placeholder") }.map { content($0.statements, scope) } ?? []
                return group(placeholder, expr, scope)
            }
            // A container from another module (`WithViewStore(store) { viewStore in … }`): what its
            // content closure builds is in the sources, so it is read, its parameters unknown.
            if resolved == nil, !Self.drawnFrameworkViews.contains(typeName), let closure = call?.trailingClosure,
                closure.statements.contains(where: { $0.item.is(ExprSyntax.self) })
            {
                warn(
                    "'\(typeName)' is not a view of the sources; the views of its closure are read as its content",
                    at: expr, scope)
                var inner = scope
                // `WithViewStore(store)` of a `StoreOf<Feature>`: it passes the app's own state.
                let held = call.flatMap { heldByArguments($0, scope) }
                let passed = call.flatMap { storePassed(typeName, $0, scope) }
                for name in Self.parameterNames(closure) {
                    inner.values[name] =
                        passed ?? held.map {
                            unknown(
                                name, .evaluatorGap,
                                "a parameter '\(typeName)' passes from the app's \($0), which the reader does not run",
                                at: closure, scope)
                        }
                        ?? unknown(
                            name, .externalCode, "a parameter '\(typeName)' passes, declared outside the sources",
                            at: closure, scope)
                }
                return group(guarded(at: expr, inner) { content(closure.statements, inner) }, expr, scope)
            }
            warn("'\(typeName)' is not a view of the sources; it is shown as one unknown element", at: expr, scope)
            noteUnreadView(typeName, at: expr, scope)
            return ViewNode(.opaque(typeName), at: location(expr, scope))
        }
        // A view made with no arguments in the default environment reads the same
        // wherever it is used (every preview of `ContentView()`): evaluated once.
        let plain =
            live == nil && scope.environment.isEmpty
            && (call.map { $0.arguments.isEmpty && $0.trailingClosure == nil && $0.additionalTrailingClosures.isEmpty }
                ?? true)
        if plain, let known = cache.plainViews[type.qualifiedName] { return group(known, expr, scope) }
        var inner = Scope(type: type, file: type.file)
        inner.environment = scope.environment
        inner.identity = identity(of: type, at: expr, scope)
        inner.slots = scope.slots.filter { $0.key.hasPrefix("environment ") }
        bindArguments(of: type, call, caller: scope, into: &inner)
        // Properties left at their defaults are evaluated when read (`lookup`).
        let nodes = guarded(at: expr, scope) { content(body, inner) }
        if plain { cache.plainViews[type.qualifiedName] = nodes }
        return group(nodes, expr, scope)
    }

    /// Runs `body` one level deeper; past the limit, an unknown element and a warning.
    func guarded(at expr: ExprSyntax, _ scope: Scope, _ body: () -> [ViewNode]) -> [ViewNode] {
        guard depth < Self.maximumDepth else {
            warn(
                "views nest more than \(Self.maximumDepth) deep here (a view whose body contains itself?); the rest is left out",
                at: expr, scope)
            let unread = Self.source(expr)
            _ = unknown(unread, .evaluatorGap, "views nest past the reader's depth limit", at: expr, scope)
            return [ViewNode(.opaque(unread), at: location(expr, scope))]
        }
        depth += 1
        defer { depth -= 1 }
        return body()
    }
}
