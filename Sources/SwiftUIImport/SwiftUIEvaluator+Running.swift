internal import SwiftSyntax
internal import SwiftUISource

/// Running an element's code in a live run (docs/swiftui.md, "State and
/// actions"): the statements a getter runs, plus what actions do: state
/// written, `toggle()` and array changes, the view's and a model's methods,
/// `withAnimation` and `Task` bodies, `dismiss()` and announcements. A
/// statement it cannot run is said once at its line and changes nothing.
extension SwiftUIEvaluator {
    /// Runs `action` (a closure, or a function named where one is taken) in
    /// the scope it was recorded in; the state it writes is kept.
    func runAction(_ action: Syntax, _ recorded: Scope, screen: Int) {
        running(recorded, screen: screen) { scope in
            if let closure = action.as(ClosureExprSyntax.self) {
                _ = execute(closure.statements, &scope, returning: nil, implicitResult: false)
            } else if let expr = action.as(ExprSyntax.self) {
                // `Button("Save", action: save)`: the function named is called.
                runStatement(
                    ExprSyntax(
                        FunctionCallExprSyntax(
                            calledExpression: expr, leftParen: .leftParenToken(), arguments: [],
                            rightParen: .rightParenToken())), &scope, at: expr)
            }
        }
    }

    /// Runs `body` as running code on `screen`, in `recorded` with the state
    /// as it is now; keeps the state it writes.
    func running(_ recorded: Scope, screen: Int, _ body: (inout Scope) -> Void) {
        guard let live else { return }
        let wasRunning = live.running
        live.running = true
        live.actingScreen = screen
        defer {
            live.running = wasRunning
            live.suspended = false
        }
        var scope = recorded
        preloadState(&scope)
        let before = scope.values
        let outer = stateAtStart
        stateAtStart = before
        defer { stateAtStart = outer }
        body(&scope)
        writeBack(scope, before: before, recorded)
        // The tasks the action started or woke run once it is over, as on the main actor.
        if !wasRunning { settleTasksAfterAction() }
    }

    /// Puts every state the scope's view can write into its values, so
    /// statements update them as locals.
    private func preloadState(_ scope: inout Scope) {
        var names = Array(scope.slots.keys.filter { !$0.hasPrefix("environment ") })
        for property in scope.type?.properties ?? [] where property.getter == nil && !property.isStatic {
            if let wrapper = property.wrapper,
                Self.stateWrappers.contains(wrapper) || Self.passedStateWrappers.contains(wrapper)
            {
                names.append(property.name)
            }
        }
        for name in names {
            var current = lookup(name, ExprSyntax(DeclReferenceExprSyntax(baseName: .identifier(name))), scope)
            // `NavigationPath()` starts empty.
            if case .unknown(let source) = current, source.hasPrefix("NavigationPath(") { current = .array([]) }
            scope.values[name] = current
        }
    }

    /// Keeps what the statements wrote to state.
    private func writeBack(_ scope: Scope, before: [String: SwiftValue], _ recorded: Scope) {
        for (name, value) in scope.values where before[name] != value {
            // What the interpreter wrote through a cell is there already.
            if let key = stateKey(name, recorded), storedState(key) != value { writeState(key, value) }
        }
    }

    /// One statement an action runs for its effect.
    func runStatement(_ expr: ExprSyntax, _ scope: inout Scope, at place: ExprSyntax? = nil) {
        guard let call = expr.as(FunctionCallExprSyntax.self) else {
            if !runInInterpreter(place ?? expr, &scope) { warnNotRun(place ?? expr, scope) }
            return
        }
        let callee = call.calledExpression.trimmedDescription
        // Bodies that run now or soon: the simulated app does not wait.
        if [
            "withAnimation", "Task", "Task.detached", "DispatchQueue.main.async", "DispatchQueue.main.asyncAfter",
            "MainActor.run", "Task.init",
        ].contains(callee),
            let body = call.trailingClosure ?? call.arguments.last?.expression.as(ClosureExprSyntax.self)
        {
            _ = within(&scope, scope) { execute(body.statements, &$0, returning: nil, implicitResult: false) }
            // A wait inside the task holds up the task, not the code that started it.
            live?.suspended = false
            return
        }
        if isDismiss(callee, scope) {
            live?.effects.append(.dismiss(screen: live?.actingScreen ?? 0))
            return
        }
        // Logging and haptics change nothing VoiceOver reads.
        if Self.silentCalls.contains(callee) || Self.silentMethods.contains(where: { callee.hasSuffix("." + $0) }) {
            return
        }
        // `UserDefaults.standard.set(true, forKey: "seen")`: what `@AppStorage("seen")` reads.
        if callee == "UserDefaults.standard.set", call.arguments.count == 2,
            call.arguments.last?.label?.text == "forKey",
            case .string(let key) = value(call.arguments.last!.expression, scope)
        {
            writeState("defaults " + key, value(call.arguments.first!.expression, scope))
            return
        }
        // A closure passed in and called (`action()`, `onChange?()`): it runs where it was written.
        let calledName =
            (call.calledExpression.as(OptionalChainingExprSyntax.self)?.expression ?? call.calledExpression).as(
                DeclReferenceExprSyntax.self)?.baseName.text
        if let calledName, let passed = scope.actions[calledName] {
            runAction(passed.syntax, passed.scope, screen: live?.actingScreen ?? 0)
            return
        }
        if let calledName, let passed = scope.closures[calledName] {
            runAction(Syntax(passed.closure), passed.scope, screen: live?.actingScreen ?? 0)
            return
        }
        // `onChange?()` on a closure nobody passed: nil, so nothing runs.
        if let optional = call.calledExpression.as(OptionalChainingExprSyntax.self),
            value(optional.expression, scope) == .null
        {
            return
        }
        if let announced = announcement(call, scope) {
            live?.effects.append(.announce(announced))
            return
        }
        // A screen or layout change posted with no argument or a text (an element it names is not followed).
        if callee.hasSuffix("UIAccessibility.post"), let kind = call.arguments.first?.expression.trimmedDescription,
            kind.hasSuffix("screenChanged") || kind.hasSuffix("layoutChanged")
        {
            let argument = call.arguments.first { $0.label?.text == "argument" }.map { value($0.expression, scope) }
            let text: String?
            switch argument {
            case .string(let written)?: text = written
            case .null?, nil: text = nil
            default:
                warnNotRun(expr, scope)
                return
            }
            live?.effects.append(kind.hasSuffix("screenChanged") ? .screenChanged(text) : .layoutChanged(text))
            return
        }
        if let member = call.calledExpression.as(MemberAccessExprSyntax.self), let base = member.base,
            runMember(member.declName.baseName.text, on: base, call, &scope)
        {
            return
        }
        // A static method of a type of the sources (`HapticFeedback.impact()`).
        if let member = call.calledExpression.as(MemberAccessExprSyntax.self),
            let base = member.base?.as(DeclReferenceExprSyntax.self),
            let type = resolveType(base.baseName.text, scope),
            let function = type.functions.first(where: { $0.name == member.declName.baseName.text && $0.isStatic }),
            let body = function.body
        {
            var inner = Scope(type: type, file: type.file)
            inner.environment = scope.environment
            bindParameters(function, call, caller: scope, into: &inner)
            _ = guardedRun { execute(body, &inner, returning: nil, implicitResult: false) }
            return
        }
        // A method of the view itself (`save()`, `self.save()`).
        let name =
            call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text
            ?? call.calledExpression.as(MemberAccessExprSyntax.self).flatMap {
                $0.base?.trimmedDescription == "self" ? $0.declName.baseName.text : nil
            }
        if let name, let type = scope.type,
            let function = type.functions.first(where: { $0.name == name && !$0.isStatic }), let body = function.body
        {
            var inner = scope
            bindParameters(function, call, caller: scope, into: &inner)
            _ = within(&scope, inner) { current in
                guardedRun { execute(body, &current, returning: nil, implicitResult: false) } ?? .next
            }
            return
        }
        if stoppedInInterpreter.contains(call.id) || !runInInterpreter(place ?? expr, &scope) {
            warnNotRun(place ?? expr, scope)
        }
    }

    /// `x.toggle()`, `items.removeLast()`, `model.add(item)`: on a name the
    /// scope holds; whether it ran.
    private func runMember(
        _ name: String, on base: ExprSyntax, _ call: FunctionCallExprSyntax, _ scope: inout Scope
    ) -> Bool {
        let owner =
            base.trimmedDescription.hasPrefix("self.")
            ? String(base.trimmedDescription.dropFirst(5)) : base.trimmedDescription
        guard let current = scope.values[owner] else { return false }
        switch (current, name) {
        case (.bool(let flag), "toggle"):
            scope.values[owner] = .bool(!flag)
            return true
        case (.array(var items), "removeLast"), (.array(var items), "popLast"):
            let count = call.arguments.first.flatMap { value($0.expression, scope).number }.map { Int($0) } ?? 1
            items.removeLast(min(count, items.count))
            scope.values[owner] = .array(items)
            return true
        case (.array(var items), "removeFirst"):
            if !items.isEmpty { items.removeFirst() }
            scope.values[owner] = .array(items)
            return true
        case (.array(var items), "remove") where call.arguments.first?.label?.text == "at":
            guard let index = value(call.arguments.first!.expression, scope).number.map({ Int($0) }),
                items.indices.contains(index)
            else { return false }
            items.remove(at: index)
            scope.values[owner] = .array(items)
            return true
        case (.array(var items), "append") where call.arguments.first?.label == nil:
            items.append(call.arguments.first.map { value($0.expression, scope) } ?? .null)
            scope.values[owner] = .array(items)
            return true
        case (.array(var items), "insert") where call.arguments.count == 1 && call.arguments.first?.label == nil,
            (.array(var items), "remove") where call.arguments.count == 1 && call.arguments.first?.label == nil:
            // A set's `insert(x)` and `remove(x)` (an array has only `insert(_:at:)` and `remove(at:)`).
            let element = value(call.arguments.first!.expression, scope)
            guard !element.isUnknown else { return false }
            if name == "insert", !items.contains(element) { items.append(element) }
            if name == "remove" { items.removeAll { $0 == element } }
            scope.values[owner] = .array(items)
            return true
        case (.array(var items), "insert") where call.arguments.count == 2 && call.arguments.last?.label?.text == "at":
            guard let index = value(call.arguments.last!.expression, scope).number.map({ Int($0) }),
                (0...items.count).contains(index)
            else { return false }
            items.insert(value(call.arguments.first!.expression, scope), at: index)
            scope.values[owner] = .array(items)
            return true
        case (.array, "removeAll") where call.arguments.isEmpty && call.trailingClosure == nil:
            scope.values[owner] = .array([])
            return true
        case (.instance(_, let properties), _) where properties[SwiftValue.objectTag] != nil:
            // A method of an object the interpreter made runs there, on that object.
            // It ran unless it stopped: a `Void` result is no value the reader shows.
            if case .failure(let why) = interpreted(ExprSyntax(call), scope, forEffect: true), !why.unshownKind {
                // It ran in the interpreter up to where it stopped: it is not run a second time.
                stoppedInInterpreter.insert(call.id)
                return false
            }
            scope.values[owner] = refreshed(current)
            return true
        case (.instance(let typeName, let properties), _):
            // A model's method: its body runs with the model's properties, which it may change.
            guard let (function, bound) = boundMethod(name, on: current, call, scope), let body = function.body,
                let type = sources.types[typeName]
            else { return false }
            var inner = bound
            _ = guardedRun { execute(body, &inner, returning: nil, implicitResult: false) }
            var updated = properties
            for property in type.properties where !property.isStatic && property.getter == nil {
                if let changed = inner.values[property.name] { updated[property.name] = changed }
            }
            scope.values[owner] = .instance(type: typeName, properties: updated)
            return true
        case (.member, _):
            // A mutating method of an enum (`visibleSide.toggle()` that sets `self = .back`).
            guard let (function, bound) = boundMethod(name, on: current, call, scope), let body = function.body else {
                return false
            }
            var inner = bound
            _ = guardedRun { execute(body, &inner, returning: nil, implicitResult: false) }
            if let changed = inner.values["self"], !changed.isUnknown { scope.values[owner] = changed }
            return true
        default:
            return false
        }
    }

    /// The parameters of `function` bound to `call`'s arguments.
    private func bindParameters(
        _ function: FunctionDeclaration, _ call: FunctionCallExprSyntax, caller: Scope, into inner: inout Scope
    ) {
        let arguments = Array(call.arguments)
        for (index, parameter) in function.parameters.enumerated() {
            let argument =
                arguments.first { $0.label?.text == parameter.label }
                ?? (parameter.label == nil && index < arguments.count ? arguments[index] : nil)
            inner.values[parameter.name] =
                argument.map { value($0.expression, as: parameter.type, caller) } ?? parameter.defaultValue.map {
                    value($0, as: parameter.type, caller)
                } ?? .unknown(parameter.name)
        }
    }

    /// The text an announcement posts, when `call` posts one.
    private func announcement(_ call: FunctionCallExprSyntax, _ scope: Scope) -> String? {
        let callee = call.calledExpression.trimmedDescription
        if callee.hasSuffix(".post"), let member = call.calledExpression.as(MemberAccessExprSyntax.self),
            let made = member.base?.as(FunctionCallExprSyntax.self),
            made.calledExpression.trimmedDescription.hasSuffix("Announcement"),
            let text = made.arguments.first?.expression
        {
            return stringValue(text, scope)
        }
        if callee.hasSuffix("UIAccessibility.post"),
            call.arguments.first?.expression.trimmedDescription.hasSuffix("announcement") == true,
            let text = call.arguments.first(where: { $0.label?.text == "argument" })?.expression
        {
            return stringValue(text, scope)
        }
        return nil
    }

    /// Calls that change nothing VoiceOver reads: logging.
    static let silentCalls: Set<String> = ["print", "debugPrint", "NSLog", "os_log", "assert", "assertionFailure"]
    /// Methods that change nothing VoiceOver reads: haptic feedback and loggers.
    static let silentMethods: Set<String> = [
        "impactOccurred", "notificationOccurred", "selectionChanged", "prepare", "debug", "info", "notice", "log",
        "trace", "reloadAllTimelines", "reloadTimelines",
    ]

    /// `dismiss()` of `@Environment(\.dismiss)` under any name, `presentationMode.wrappedValue.dismiss()`.
    private func isDismiss(_ callee: String, _ scope: Scope) -> Bool {
        if callee.hasSuffix(".wrappedValue.dismiss") || callee.hasSuffix("dismiss.callAsFunction") { return true }
        let name = callee.hasPrefix("self.") ? String(callee.dropFirst(5)) : callee
        if name == "dismiss" { return true }
        guard let property = scope.type?.property(name), property.wrapper == "Environment",
            let key = property.wrapperArguments?.first?.expression.trimmedDescription
        else { return false }
        return key.hasSuffix(".dismiss")
    }

    /// Runs `body` one level deeper; past the limit, nothing.
    private func guardedRun(_ body: () -> Flow) -> Flow? {
        guard depth < Self.maximumDepth else { return nil }
        depth += 1
        defer { depth -= 1 }
        return body()
    }

    func warnNotRun(_ expr: some SyntaxProtocol, _ scope: Scope) {
        warn("this code is not run by a11ysim ('\(Self.source(expr))'); it changes nothing", at: expr, scope)
    }
}
