internal import AppSpec
internal import Diagnostics
internal import SwiftEval
internal import SwiftSyntax
internal import SwiftUISource

/// Running code the reader's own statement runner cannot run (docs/swiftui.md,
/// "State and actions"): a `for await` over a stream, a task group, a
/// continuation's `yield`, a loop, a call into code that waits. The Swift
/// interpreter runs such a statement as a task, with `self` an instance
/// whose state properties (`@State`, `@Binding`, `@AppStorage`,
/// `@SceneStorage`) read and write the run's state through cells, and the
/// closures passed to the view made from the code they were written in. A
/// task that waits (for the stream's next element) goes on when what it
/// waits for comes, from a later action.
extension SwiftUIEvaluator {
    /// Property wrappers whose state the interpreter reaches through a cell.
    static let celledWrappers: Set<String> = ["State", "Binding", "AppStorage", "SceneStorage"]

    /// Runs `node` (a statement or an expression run for its effect) in the
    /// interpreter; `false` when it cannot be handed over (no source for it,
    /// no running action). What the scope holds of state is written out
    /// before and read back after.
    func runInInterpreter(_ node: some SyntaxProtocol, _ scope: inout Scope) -> Bool {
        guard let live, live.running, let (file, offset) = origin(of: Syntax(node)) else { return false }
        if !session.tasksFollowClientClock {
            session.tasksFollowClientClock = true
            session.actionsLeaveTasksQueued = true
        }
        writeOutState(scope)
        let context = interpreterContext(scope, depth: 0)
        let outcome = session.perform(
            file: file, offset: offset, length: node.trimmedLength.utf8Length, locals: context.locals,
            selfValue: context.selfValue, typeContext: scope.type?.qualifiedName ?? scope.context)
        readBackState(&scope)
        scheduleTaskClock()
        switch outcome {
        case .ran: return true
        case .waits:
            // What follows it in its body waits for it (``runRestInInterpreter(_:_:)``).
            restWaits = true
            return true
        case .unknownResult: return false
        case .stopped(let stop):
            warn(
                "this code is not run to its end by a11ysim ('\(Self.source(node))'): \(stop.message); "
                    + "what it changed before stays changed", at: node, scope)
            return true
        }
    }

    /// Lets the tasks an action started or woke run, now that it is over.
    func settleTasksAfterAction() {
        guard cache.session != nil, session.actionsLeaveTasksQueued else { return }
        if let stop = session.settleTasks() {
            let file = sources.files.first?.path ?? ""
            warn(
                "this code is not run to its end by a11ysim (a task): \(stop.message)",
                at: Diagnostics.SourceLocation(file: file, line: stop.line, column: stop.column))
        }
        scheduleTaskClock()
    }

    /// When a task the interpreter runs sleeps, the live run's clock ends
    /// the sleep: a timer set for its end (the next one, once at a time).
    func scheduleTaskClock() {
        guard let live, cache.session != nil else { return }
        let clock = session.taskClock
        guard let deadline = clock.nextDeadline, live.taskTimer != deadline else { return }
        live.taskTimer = deadline
        let delay = Int((Double(deadline - clock.now) / 1_000_000).rounded(.up))
        live.timers.append(LiveTimer(delay: delay, code: live.record(.tasks(until: deadline))))
    }

    /// The live run's clock reached a task's sleep end: the tasks go on to there.
    func advanceTasks(to time: Int) {
        if live?.taskTimer == time { live?.taskTimer = nil }
        if let stop = session.advanceTasks(to: time) {
            // The stop's file is the one of the code it ran, which the interpreter does not name.
            let file = sources.files.first?.path ?? ""
            warn(
                "this code is not run to its end by a11ysim (a task): \(stop.message)",
                at: Diagnostics.SourceLocation(file: file, line: stop.line, column: stop.column))
        }
    }

    /// The statements after one the interpreter runs that waits: they run
    /// in the interpreter once it is done, not now.
    func runRestInInterpreter(_ items: ArraySlice<CodeBlockItemSyntax>, _ scope: Scope) {
        restWaits = false
        guard let first = items.first, let (file, offset) = origin(of: Syntax(first)) else { return }
        let outcome = session.performRest(
            file: file, offset: offset, length: first.trimmedLength.utf8Length, count: items.count)
        scheduleTaskClock()
        if case .stopped(let stop) = outcome {
            warn(
                "this code is not run to its end by a11ysim ('\(Self.source(first))'): \(stop.message)",
                at: first, scope)
        }
    }

    /// The locals and `self` the interpreter runs `scope`'s code with.
    func interpreterContext(_ scope: Scope, depth: Int) -> (locals: [String: Value], selfValue: Value?) {
        let stored = Set(scope.type?.properties.filter { $0.getter == nil && !$0.isStatic }.map(\.name) ?? [])
        var locals: [String: Value] = [:]
        for (name, known) in scope.values where name != "self" && !stored.contains(name) {
            // `$0` is kept without its `$` by the reader.
            locals[name.allSatisfy(\.isNumber) ? "$" + name : name] = evalValue(known, depth: 0)
        }
        for (name, passed) in scope.actions where !stored.contains(name) {
            if let made = interpreterClosure(passed.syntax, passed.scope, depth: depth) { locals[name] = made }
        }
        for (name, passed) in scope.closures where !stored.contains(name) {
            if let made = interpreterClosure(Syntax(passed.closure), passed.scope, depth: depth) {
                locals[name] = made
            }
        }
        guard let type = scope.type else { return (locals, nil) }
        if type.kind == .enumeration, let itself = scope.values["self"] {
            return (locals, evalValue(itself, depth: 0))
        }
        if let object = heldObject(scope.values, depth: 0) { return (locals, object) }
        var fields: [String: Value] = [:]
        for name in stored {
            if let field = interpreterField(name, scope, depth: depth) { fields[name] = field }
        }
        return (locals, session.instance(of: type.qualifiedName, fields: fields))
    }

    /// One stored property of `scope`'s view for the interpreter: a cell for
    /// its state, the closure passed to it, or the value the reader holds.
    private func interpreterField(_ name: String, _ scope: Scope, depth: Int) -> Value? {
        let property = scope.type?.property(name)
        if let key = stateKey(name, scope),
            scope.slots[name] != nil || property?.wrapper.map(Self.celledWrappers.contains) == true
        {
            return stateCell(name, key: key, scope).value
        }
        if let passed = scope.actions[name] { return interpreterClosure(passed.syntax, passed.scope, depth: depth) }
        if let passed = scope.closures[name] {
            return interpreterClosure(Syntax(passed.closure), passed.scope, depth: depth)
        }
        if property?.wrapper == "Environment" || scope.values[name] == nil {
            let known = lookup(name, ExprSyntax(DeclReferenceExprSyntax(baseName: .identifier(name))), scope)
            // A value the reader holds for the interpreter (a `Duration` default) is known.
            if case .unknown = known { return nil }
            return evalValue(known, depth: 0)
        }
        return scope.values[name].map { evalValue($0, depth: 0) }
    }

    /// A cell through which the interpreter reads and writes state `key`.
    func stateCell(_ name: String, key: String, _ scope: Scope) -> HostCell {
        var bare = scope
        bare.values[name] = nil
        return HostCell(
            key: key,
            read: { [self] in
                let current = currentState(name, bare)
                let made = evalValue(current, depth: 0)
                // An object made from the state's initial value is the state's from then on (SwiftUI makes it
                // once): a change the interpreter makes in it (`model.items.append(x)`) is kept.
                if case .object = made, let live, live.state[key] == nil, !key.contains("|"),
                    let shown = readerValue(made, depth: 0)
                {
                    live.state[key] = shown
                }
                return made
            },
            write: { [self] value in
                writtenThroughCells.insert(key)
                writeState(key, heldReaderValue(value))
            })
    }

    /// What state `name` holds now: as written by the run, else its initial value.
    private func currentState(_ name: String, _ scope: Scope) -> SwiftValue {
        lookup(name, ExprSyntax(DeclReferenceExprSyntax(baseName: .identifier(name))), scope)
    }

    /// A closure (or a function named as an action) as the interpreter's
    /// function, made where it was written, with that code's `self`.
    func interpreterClosure(_ syntax: Syntax, _ recorded: Scope, depth: Int) -> Value? {
        guard depth < 4, let expression = syntax.as(ExprSyntax.self), let (file, offset) = origin(of: syntax)
        else { return nil }
        let context = interpreterContext(recorded, depth: depth + 1)
        let made = session.evaluate(
            file: file, offset: offset, length: expression.trimmedLength.utf8Length, locals: context.locals,
            selfValue: context.selfValue, typeContext: recorded.type?.qualifiedName ?? recorded.context)
        guard let made, case .function = made else { return nil }
        return made
    }

    /// The interpreter's value as the reader keeps it: shown when it can
    /// be, else held for the interpreter as it is (a stream, a task).
    func heldReaderValue(_ value: Value) -> SwiftValue {
        if let shown = readerValue(value, depth: 0) { return shown }
        guard Self.firstUnknown(in: value) == nil, let index = hold(value) else {
            return .unknown(Self.unshown(value).detail)
        }
        return .held(index: index, text: "a value of the app")
    }

    /// Writes the state the action changed so far (held as locals) to the run's state.
    private func writeOutState(_ scope: Scope) {
        for name in stateNames(scope) {
            guard let value = scope.values[name], stateAtStart[name] != value, let key = stateKey(name, scope),
                storedState(key) != value
            else { continue }
            writeState(key, value)
        }
    }

    /// Reads the state the interpreter wrote back into the scope's locals.
    private func readBackState(_ scope: inout Scope) {
        defer { writtenThroughCells = [] }
        for name in stateNames(scope) where scope.values[name] != nil {
            guard let key = stateKey(name, scope), writtenThroughCells.contains(key) else { continue }
            var bare = scope
            bare.values[name] = nil
            scope.values[name] = currentState(name, bare)
        }
    }

    /// The names of `scope`'s view that are state.
    private func stateNames(_ scope: Scope) -> [String] {
        var names = Array(scope.slots.keys.filter { !$0.hasPrefix("environment ") })
        for property in scope.type?.properties ?? [] where property.getter == nil && !property.isStatic {
            if let wrapper = property.wrapper, Self.celledWrappers.contains(wrapper) { names.append(property.name) }
        }
        return names
    }
}
