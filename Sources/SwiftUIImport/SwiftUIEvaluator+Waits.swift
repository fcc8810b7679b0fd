internal import AppSpec
internal import SwiftSyntax

/// Waiting in a live run (docs/swiftui.md, "State and actions"): `try await
/// Task.sleep(for: .seconds(3))` in running code leaves the statements after
/// it, in its body, to run when the virtual clock reaches its time (the
/// scenario's `wait`, or speech that takes that long). Code after the
/// nearest `Task { … }` around it goes on at once, as the task runs apart.
extension SwiftUIEvaluator {
    /// Whether `statement` is a `Task.sleep` of a known length: then `rest`
    /// is recorded to run after it, and the code that runs now stops here.
    func suspends(
        at statement: CodeBlockItemSyntax, rest: [CodeBlockItemSyntax], _ scope: Scope, _ live: LiveRecording
    )
        -> Bool
    {
        guard let expr = statement.item.as(ExprSyntax.self), let call = Self.sleepCall(expr),
            let delay = sleepMilliseconds(call, scope)
        else { return false }
        live.suspended = true
        guard !rest.isEmpty else { return true }
        let code = live.record(.resume(rest, scope, screen: live.actingScreen, deliver: nil))
        live.timers.append(LiveTimer(delay: delay, code: code))
        return true
    }

    /// Runs the rest of a body whose wait is over, in the scope it stopped
    /// in with the state as it is now; the state it writes is kept.
    /// `deliver`: the state an awaited closure's result goes to (`image = await loader()`).
    func resume(_ items: [CodeBlockItemSyntax], _ recorded: Scope, screen: Int, deliver: String? = nil) {
        running(recorded, screen: screen) { scope in
            let flow = execute(items: items, &scope, returning: nil, implicitResult: false)
            if let deliver, case .returned(let result) = flow, result != .unsettled { writeState(deliver, result) }
        }
    }

    /// `state = await loader()` where the closure waits: the assignment
    /// happens when the closure's rest returns; until then the state keeps
    /// its value. Whether `name` is such an assignment (then it is taken).
    func deliversLater(to name: String, _ scope: Scope) -> Bool {
        guard let live, let index = live.awaitedTimer else { return false }
        live.awaitedTimer = nil
        guard live.timers.indices.contains(index), let key = stateKey(name, scope),
            case .resume(let rest, let recorded, let screen, nil)? = live.action(live.timers[index].code)
        else { return false }
        live.replace(live.timers[index].code, with: .resume(rest, recorded, screen: screen, deliver: key))
        return true
    }

    /// `Task.sleep(…)` under its `try`, `try?` and `await`.
    static func sleepCall(_ expr: ExprSyntax) -> FunctionCallExprSyntax? {
        var inner = expr
        while true {
            if let tried = inner.as(TryExprSyntax.self) {
                inner = tried.expression
            } else if let awaited = inner.as(AwaitExprSyntax.self) {
                inner = awaited.expression
            } else {
                break
            }
        }
        guard let call = inner.as(FunctionCallExprSyntax.self),
            ["Task.sleep", "Task<Never, Never>.sleep"].contains(call.calledExpression.trimmedDescription)
        else { return nil }
        return call
    }

    /// How long a `Task.sleep` waits, in milliseconds: `nanoseconds:`, or
    /// `for:` a `.seconds(…)` or `.milliseconds(…)` duration; `nil` when not known.
    private func sleepMilliseconds(_ call: FunctionCallExprSyntax, _ scope: Scope) -> Int? {
        guard let argument = call.arguments.first else { return nil }
        if argument.label?.text == "nanoseconds" {
            return value(argument.expression, scope).number.map { Int(($0 / 1_000_000).rounded()) }
        }
        guard [nil, "for"].contains(argument.label?.text),
            let duration = argument.expression.as(FunctionCallExprSyntax.self),
            let unit = duration.calledExpression.as(MemberAccessExprSyntax.self)?.declName.baseName.text,
            let amount = duration.arguments.first.flatMap({ value($0.expression, scope).number })
        else { return nil }
        let scale: [String: Double] = ["seconds": 1000, "milliseconds": 1, "microseconds": 0.001, "nanoseconds": 1e-6]
        return scale[unit].map { Int((amount * $0).rounded()) }
    }
}
