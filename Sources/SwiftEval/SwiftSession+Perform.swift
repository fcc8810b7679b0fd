import SwiftSyntax

extension SwiftSession {
    /// Runs the statement or expression written at `offset` (`length`
    /// bytes) of `file` for what it does, as a task: where it waits (`for
    /// await` over a stream, a task group, a sleep) it keeps waiting after
    /// this returns, and goes on when what it waits for comes in a later
    /// call. Every task is then let run until it settles. The client's
    /// state changes through the cells its `self` holds (``HostCell``).
    /// Returns why it stopped, `nil` when it ran or waits.
    public func perform(
        file: Int, offset: Int, length: Int, locals: [String: Value], selfValue: Value?, typeContext: String?
    ) -> PerformOutcome {
        worker.run {
            performHere(
                file: file, offset: offset, length: length, locals: locals, selfValue: selfValue,
                typeContext: typeContext)
        }
    }

    private func performHere(
        file: Int, offset: Int, length: Int, locals: [String: Value], selfValue: Value?, typeContext: String?
    ) -> PerformOutcome {
        guard let node = statement(file: file, offset: offset, length: length) else {
            return .stopped(EvalStop(kind: .unsupported, message: "no statement is written there", line: 0, column: 0))
        }
        interpreter.steps = 0
        interpreter.output = ""
        let scope = Scope(parent: interpreter.globals, selfBox: selfValue.map { Box($0) }, typeContext: typeContext)
        for (name, value) in locals { scope.declare(name, Box(value)) }
        interpreter.mainQueue.removeAll()
        let interpreter = interpreter
        do {
            let task = try interpreter.tasks.spawn(at: node) {
                // A call whose value is unknown (code outside the sources) did not run.
                if let expression = node.as(ExprSyntax.self) ?? node.as(ExpressionStmtSyntax.self)?.expression {
                    return try interpreter.evaluate(expression, in: scope)
                }
                if let statement = node.as(StmtSyntax.self) { _ = try interpreter.execute(statement, in: scope) }
                return .void
            }
            if actionsLeaveTasksQueued {
                try interpreter.tasks.run(untilDoneOrWaiting: task)
            } else {
                try interpreter.tasks.settle(at: node)
            }
            guard interpreter.drainMainQueue(in: scope, at: node) else {
                return .stopped(
                    EvalStop(kind: .unsupported, message: "work sent to the main queue stopped", line: 0, column: 0))
            }
            if !task.isFinished {
                interpreter.waitingPerform = (task, scope)
                return .waits
            }
            switch task.outcome {
            case .failure(.thrown(let error))?:
                let text = (try? interpreter.describe(error.value, debug: true)) ?? "an error"
                let (line, column) = interpreter.location(node)
                return .stopped(
                    EvalStop(kind: .uncaughtError, message: "uncaught error \(text)", line: line, column: column))
            case .success(.unknown(let unknown))?: return .unknownResult(unknown)
            default: return .ran
            }
        } catch Interrupt.stop(let stop) {
            return .stopped(stop)
        } catch {
            return .stopped(EvalStop(kind: .unsupported, message: "\(error)", line: 0, column: 0))
        }
    }

    /// The statement (or expression) that starts at `offset` and is `length` bytes long: the outermost.
    private func statement(file: Int, offset: Int, length: Int) -> Syntax? {
        nodes(file: file, offset: offset, length: length).last { $0.is(StmtSyntax.self) || $0.is(ExprSyntax.self) }
    }
}

/// What running a client's statement came to (``SwiftSession/perform(file:offset:length:locals:selfValue:typeContext:)``).
public enum PerformOutcome {
    /// It ran to its end.
    case ran
    /// It waits (`for await`, a sleep) and goes on later: what follows it
    /// waits for it (``SwiftSession/performRest(file:offset:length:count:)``).
    case waits
    /// Its value is unknown: a call into code the interpreter does not have, which did not run.
    case unknownResult(Unknown)
    /// It stopped part way; what it changed before stays changed.
    case stopped(EvalStop)
}

extension SwiftSession {
    /// Whether the client's clock moves the tasks' (a live run): a task's
    /// sleep then ends only when ``advanceTasks(to:)`` reaches its end;
    /// otherwise every evaluation lets the tasks settle, sleeps passed at once.
    public var tasksFollowClientClock: Bool {
        get { worker.run { interpreter.scheduler?.clockIsExternal ?? interpreter.tasksFollowClient } }
        set {
            worker.run {
                interpreter.tasksFollowClient = newValue
                interpreter.scheduler?.clockIsExternal = newValue
            }
        }
    }

    /// Whether a statement ``perform(file:offset:length:locals:selfValue:typeContext:)``
    /// runs leaves the tasks it starts or wakes queued (a client running an
    /// action statement by statement, which lets them run with
    /// ``settleTasks()`` once the action is over); otherwise they settle
    /// with each statement.
    public var actionsLeaveTasksQueued: Bool {
        get { worker.run { interpreter.actionsLeaveTasksQueued } }
        set { worker.run { interpreter.actionsLeaveTasksQueued = newValue } }
    }

    /// Lets every task run until none can go on (an action is over); why a
    /// task stopped, if one did.
    public func settleTasks() -> EvalStop? {
        worker.run {
            guard let scheduler = interpreter.scheduler else { return nil }
            interpreter.steps = 0
            do {
                try scheduler.settle(at: interpreter.file)
                return nil
            } catch Interrupt.stop(let stop) {
                return stop
            } catch {
                return EvalStop(kind: .unsupported, message: "\(error)", line: 0, column: 0)
            }
        }
    }

    /// The tasks' clock now, and when the next sleep ends, in nanoseconds
    /// (`nil` when no task sleeps).
    public var taskClock: (now: Int, nextDeadline: Int?) {
        worker.run { (interpreter.scheduler?.now ?? 0, interpreter.scheduler?.nextDeadline) }
    }

    /// Moves the tasks' clock to `time` (nanoseconds), running each task
    /// whose sleep ends by then; why a task stopped, if one did.
    public func advanceTasks(to time: Int) -> EvalStop? {
        worker.run {
            guard let scheduler = interpreter.scheduler else { return nil }
            interpreter.steps = 0
            do {
                try scheduler.advance(to: time, at: interpreter.file)
                return nil
            } catch Interrupt.stop(let stop) {
                return stop
            } catch {
                return EvalStop(kind: .unsupported, message: "\(error)", line: 0, column: 0)
            }
        }
    }
}

extension SwiftSession {
    /// Runs, after the statement last performed that waits, the `count`
    /// statements that follow it in its body, the first written at `offset`
    /// (`length` bytes) of `file`, in its scope: the rest of a body whose
    /// `for await` or sleep holds it up. Nothing runs when that statement
    /// threw. Returns why it stopped, or whether it waits.
    public func performRest(file: Int, offset: Int, length: Int, count: Int) -> PerformOutcome {
        worker.run {
            guard let (previous, scope) = interpreter.waitingPerform,
                let first = item(file: file, offset: offset, length: length),
                let list = first.parent?.as(CodeBlockItemListSyntax.self),
                let start = list.firstIndex(where: { $0.id == first.id })
            else { return .stopped(EvalStop(kind: .unsupported, message: "no statements there", line: 0, column: 0)) }
            interpreter.waitingPerform = nil
            let rest = Array(list[start...].prefix(count))
            let interpreter = interpreter
            do {
                let task = try interpreter.tasks.spawn(at: Syntax(first)) {
                    try interpreter.tasks.wait(until: { previous.isFinished }, at: first)
                    if case .failure? = previous.outcome { return .void }
                    for item in rest { try Self.run(item, in: scope, interpreter) }
                    return .void
                }
                if interpreter.actionsLeaveTasksQueued {
                    try interpreter.tasks.run(untilDoneOrWaiting: task)
                } else {
                    try interpreter.tasks.settle(at: first)
                }
                return task.isFinished ? .ran : .waits
            } catch Interrupt.stop(let stop) {
                return .stopped(stop)
            } catch {
                return .stopped(EvalStop(kind: .unsupported, message: "\(error)", line: 0, column: 0))
            }
        }
    }

    /// One statement of a body, run where a task runs it.
    private static func run(_ item: CodeBlockItemSyntax, in scope: Scope, _ interpreter: Interpreter) throws {
        switch item.item {
        case .stmt(let statement): _ = try interpreter.execute(statement, in: scope)
        case .expr(let expression): _ = try interpreter.evaluate(expression, in: scope)
        case .decl(let declaration):
            if let variables = declaration.as(VariableDeclSyntax.self) {
                try interpreter.declareVariables(variables, in: scope)
            }
        }
    }

    /// The statement of a body written at `offset`, `length` bytes long.
    private func item(file: Int, offset: Int, length: Int) -> CodeBlockItemSyntax? {
        nodes(file: file, offset: offset, length: length).lazy.compactMap { $0.as(CodeBlockItemSyntax.self) }.first
    }
}
