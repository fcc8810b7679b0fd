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
            try interpreter.tasks.settle(at: node)
            guard interpreter.drainMainQueue(in: scope, at: node) else {
                return .stopped(
                    EvalStop(kind: .unsupported, message: "work sent to the main queue stopped", line: 0, column: 0))
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

    /// The statement (or expression) that starts at `offset` and is `length` bytes long.
    private func statement(file: Int, offset: Int, length: Int) -> Syntax? {
        guard interpreter.files.indices.contains(file),
            let token = interpreter.files[file].token(at: AbsolutePosition(utf8Offset: offset))
        else { return nil }
        var node: Syntax? = Syntax(token)
        var found: Syntax?
        while let current = node, current.positionAfterSkippingLeadingTrivia.utf8Offset == offset {
            if current.trimmedLength.utf8Length == length, current.is(StmtSyntax.self) || current.is(ExprSyntax.self) {
                found = current
            }
            node = current.parent
        }
        return found
    }
}

/// What running a client's statement came to (``SwiftSession/perform(file:offset:length:locals:selfValue:typeContext:)``).
public enum PerformOutcome {
    /// It ran, or it waits and goes on later.
    case ran
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
