import Foundation
import SwiftSyntax

/// A task the program started: `Task { … }`, `Task.detached { … }`, a task
/// group's `addTask { … }`. Each runs on a thread of its own, so that its
/// waits can hold its place in the middle of the interpreter's recursion,
/// but only one of the program's threads runs at any time: the
/// ``TaskScheduler`` hands the turn to one task and takes it back when that
/// task waits or ends (docs/commands/eval.md, "Tasks").
final class TaskBox {
    /// Where the task is in its life.
    enum Phase {
        /// Made or woken, waiting for its turn.
        case ready
        /// Holding the turn.
        case running
        /// Waiting for what ``condition`` tells.
        case waiting
        /// Its body returned, threw or stopped.
        case finished
    }

    /// Its number, in the order tasks were made (1 for the first).
    let number: Int
    /// What it runs: the closure it was given, or a client's statement.
    let body: () throws -> Value
    /// Where it was made, for stops inside it.
    let node: Syntax
    fileprivate(set) var phase = Phase.ready
    /// What its body gave: a value, or the error it threw; `nil` while it
    /// runs and when it stopped.
    fileprivate(set) var outcome: Result<Value, Interrupt>?
    /// `cancel()` was called on it (or on the task or group it belongs to).
    private(set) var isCancelled = false
    /// The task group it was added to.
    weak var group: TaskGroupBox?
    /// The groups made while it runs: cancelling the task cancels their children.
    var groups: [TaskGroupBox] = []
    /// When a wait of its own ends (`Task.sleep`), on the virtual clock.
    fileprivate var deadline: Int?
    /// What its wait waits for.
    fileprivate var condition: (() -> Bool)?
    fileprivate var started = false
    fileprivate var abandoned = false
    fileprivate var queued = false
    fileprivate var context = TaskContext()
    fileprivate let turn = DispatchSemaphore(value: 0)

    init(number: Int, node: Syntax, body: @escaping () throws -> Value) {
        self.number = number
        self.body = body
        self.node = node
    }

    /// Whether its body is over.
    var isFinished: Bool { phase == .finished }

    /// Marks it cancelled, with the children of the groups it made.
    func cancel() {
        guard !isCancelled else { return }
        isCancelled = true
        for group in groups { group.cancelAll() }
    }
}

/// What the interpreter keeps for each thread of the program: how deep its
/// calls are and who handles what it throws.
struct TaskContext {
    var callDepth = 0
    var expressionDepth = 0
    /// A task's body hands what it throws to whoever awaits its value.
    var errorHandlers: [ThrowOutcome] = [.continues]
}

/// Runs a program's tasks one at a time, in a fixed order, on a virtual
/// clock: the same program always prints the same, and a wait of an hour
/// takes no time. The code that started the run (the program's top level,
/// or a client's evaluation) is the host: tasks run only while the host
/// waits (`await task.value`, `Task.sleep`, `Task.yield()`), as tasks
/// started on the main actor run only once its code waits, and what is left
/// when the host is done is dropped, as a compiled program ends with them.
final class TaskScheduler {
    /// The virtual clock, in nanoseconds since the run began.
    private(set) var now = 0
    /// The tasks not yet finished, in the order made.
    private var tasks: [TaskBox] = []
    /// The tasks whose turn comes next, in order.
    private var queue: [TaskBox] = []
    /// The task holding the turn; `nil` for the host.
    private(set) var current: TaskBox?
    /// A stop inside a task, for the host to report.
    private var stop: EvalStop?
    private var made = 0
    private let hostTurn = DispatchSemaphore(value: 0)
    private unowned let interpreter: Interpreter

    /// How many unfinished tasks a run may have.
    static let taskLimit = 128
    /// Each task thread's stack.
    static let stackSize = 32 << 20

    init(interpreter: Interpreter) { self.interpreter = interpreter }

    /// Makes a task that calls the closure `body` when its turn comes.
    func spawn(_ body: Value, in scope: Scope, group: TaskGroupBox? = nil, at node: Syntax) throws -> TaskBox {
        try spawn(group: group, at: node) { [unowned interpreter] in
            try interpreter.callValue(body, [], in: scope, at: node)
        }
    }

    /// Makes a task that runs `body` when its turn comes.
    func spawn(group: TaskGroupBox? = nil, at node: Syntax, _ body: @escaping () throws -> Value) throws -> TaskBox {
        tasks.removeAll { $0.isFinished }
        guard tasks.count < Self.taskLimit else {
            throw interpreter.stop(.limit, "more than \(Self.taskLimit) tasks at once", at: node)
        }
        made += 1
        let task = TaskBox(number: made, node: node, body: body)
        task.group = group
        if group?.isCancelled == true || current?.isCancelled == true && group != nil { task.cancel() }
        tasks.append(task)
        enqueue(task)
        return task
    }

    /// Waits until `condition` holds: a task gives up its turn; the host
    /// runs the tasks (moving the clock on when all of them sleep) until
    /// it does. `deadline`: the host's own sleep, which also ends a wait.
    func wait(until condition: @escaping () -> Bool, deadline: Int? = nil, at node: some SyntaxProtocol) throws {
        if condition() { return }
        guard let task = current else { return try drive(until: condition, deadline: deadline, at: node) }
        task.condition = condition
        task.deadline = deadline
        defer {
            task.condition = nil
            task.deadline = nil
        }
        try suspend(task)
    }

    /// `Task.sleep`: waits `nanoseconds` on the virtual clock; `false` when
    /// the wait ended because the task was cancelled.
    func sleep(nanoseconds: Int, at node: some SyntaxProtocol) throws -> Bool {
        let deadline = now + max(0, nanoseconds)
        let task = current
        try wait(
            until: { [unowned self] in now >= deadline || task?.isCancelled == true }, deadline: deadline, at: node)
        return task?.isCancelled != true
    }

    /// `Task.yield()`: the tasks waiting for their turn run first.
    func yield(at node: some SyntaxProtocol) throws {
        if let task = current {
            task.phase = .ready
            enqueue(task)
            try suspend(task, ready: true)
            return
        }
        for _ in 0..<queue.count { try runNext() }
    }

    /// The host lets the tasks run in their turns until `task` has finished
    /// or waits: the tasks it makes or wakes stay queued, as the ones a
    /// main-actor action starts run only once the action has returned.
    func run(untilDoneOrWaiting task: TaskBox) throws {
        guard current == nil else { return }
        while !task.isFinished, task.queued {
            guard try runNext() else { return }
        }
    }

    /// The host lets the tasks run until none can go on, moving the clock
    /// on past each sleep (a screen is read once what its code started has
    /// settled); a task waiting for something else (a stream's next
    /// element) stays waiting.
    func settle(at node: some SyntaxProtocol) throws {
        guard current == nil else { return }
        while true {
            if try runNext() { continue }
            // A client's clock moves the tasks' on (``advance(to:)``): a sleep waits for it.
            if clockIsExternal { return }
            let sleeping = tasks.compactMap { $0.phase == .waiting ? $0.deadline : nil }
            guard let next = sleeping.filter({ $0 > now }).min() else { return }
            now = next
        }
    }

    /// Whether the client's clock moves this one (a live run's scenario
    /// time): then only ``advance(to:)`` ends a sleep.
    var clockIsExternal = false

    /// When the next sleep ends, if a task sleeps.
    var nextDeadline: Int? {
        tasks.compactMap { $0.phase == .waiting ? $0.deadline : nil }.filter { $0 > now }.min()
    }

    /// The client's clock reached `time`: the sleeps that end by then end,
    /// in order, each task running until it waits again.
    func advance(to time: Int, at node: some SyntaxProtocol) throws {
        guard current == nil else { return }
        while true {
            if try runNext() { continue }
            guard let next = nextDeadline, next <= time else { break }
            now = next
        }
        now = max(now, time)
    }

    /// Ends every task still running (the run is over): each unwinds from
    /// where it waits, running no more of the program's code.
    func shutDown() {
        for task in tasks where task.started && !task.isFinished {
            task.abandoned = true
            give(task)
        }
        tasks.removeAll()
        queue.removeAll()
    }

    /// Whether the task holding the turn is being ended (its statements stop at once).
    var isAbandoning: Bool { current?.abandoned == true }

    // MARK: Turns

    private func enqueue(_ task: TaskBox) {
        guard !task.queued else { return }
        task.queued = true
        queue.append(task)
    }

    /// Moves the waiting tasks whose wait is over to the queue, in the order made.
    private func wake() {
        for task in tasks where task.phase == .waiting && task.condition?() == true { enqueue(task) }
    }

    /// Gives the next queued task its turn; `false` when none is queued.
    @discardableResult
    private func runNext() throws -> Bool {
        wake()
        guard !queue.isEmpty else { return false }
        let task = queue.removeFirst()
        task.queued = false
        give(task)
        if let stop {
            self.stop = nil
            throw Interrupt.stop(stop)
        }
        return true
    }

    /// The host runs tasks until `condition` holds.
    private func drive(until condition: () -> Bool, deadline: Int?, at node: some SyntaxProtocol) throws {
        while !condition() {
            if try runNext() { continue }
            let sleeping = tasks.compactMap { $0.phase == .waiting ? $0.deadline : nil } + [deadline].compactMap { $0 }
            guard let next = sleeping.filter({ $0 > now }).min() else {
                throw interpreter.stop(
                    .limit, "the program waits for something no task will ever do (it would wait forever)", at: node)
            }
            now = next
        }
    }

    /// Hands the turn to `task` and waits until it gives it back.
    private func give(_ task: TaskBox) {
        let hostContext = interpreter.taskContext
        interpreter.taskContext = task.context
        current = task
        task.phase = .running
        if task.started {
            task.turn.signal()
        } else {
            task.started = true
            start(task)
        }
        hostTurn.wait()
        current = nil
        task.context = interpreter.taskContext
        interpreter.taskContext = hostContext
    }

    /// A task gives the turn back to the host and waits for its next one.
    private func suspend(_ task: TaskBox, ready: Bool = false) throws {
        if task.abandoned { throw Self.abandonment }
        if !ready { task.phase = .waiting }
        hostTurn.signal()
        task.turn.wait()
        if task.abandoned { throw Self.abandonment }
    }

    static let abandonment = Interrupt.stop(
        EvalStop(kind: .limit, message: "the run ended while this task waited", line: 0, column: 0))

    /// The task's thread: runs its body, keeps what it gave, gives the turn back.
    private func start(_ task: TaskBox) {
        let job = ThreadJob { [self] in
            if !task.abandoned {
                do {
                    task.outcome = .success(try task.body())
                } catch Interrupt.thrown(let error) {
                    task.outcome = .failure(.thrown(error))
                } catch Interrupt.stop(let stopped) {
                    if !task.abandoned, stop == nil { stop = stopped }
                } catch {
                    if !task.abandoned, stop == nil {
                        stop = EvalStop(kind: .unsupported, message: "\(error)", line: 0, column: 0)
                    }
                }
            }
            task.phase = .finished
            task.group?.finished(task)
            hostTurn.signal()
        }
        let adopt = StackWorker.identityOfCurrentThread()
        let thread = Thread {
            adopt()
            job.run()
        }
        thread.stackSize = Self.stackSize
        thread.start()
    }
}

/// Work handed to a task's thread, which runs only while the host waits for it.
private final class ThreadJob: @unchecked Sendable {
    let run: () -> Void
    init(_ run: @escaping () -> Void) { self.run = run }
}

extension Interpreter {
    /// The scheduler of this run's tasks, made on first use.
    var tasks: TaskScheduler {
        if let made = scheduler { return made }
        let made = TaskScheduler(interpreter: self)
        made.clockIsExternal = tasksFollowClient
        scheduler = made
        return made
    }

    /// What each thread of the program keeps of the interpreter's state.
    var taskContext: TaskContext {
        get { TaskContext(callDepth: callDepth, expressionDepth: expressionDepth, errorHandlers: errorHandlers) }
        set {
            callDepth = newValue.callDepth
            expressionDepth = newValue.expressionDepth
            errorHandlers = newValue.errorHandlers
        }
    }
}
