import SwiftSyntax

/// A task group (`withTaskGroup`, `withThrowingTaskGroup`,
/// `withDiscardingTaskGroup`): its children, and those finished but not
/// yet taken by `next()`, in the order they finished.
final class TaskGroupBox {
    /// A throwing group's `next()` throws what a child threw.
    let isThrowing: Bool
    /// A discarding group keeps no results.
    let isDiscarding: Bool
    /// Children added and not yet taken by `next()`.
    private(set) var children: [TaskBox] = []
    /// Finished children not yet taken, in the order they finished.
    private(set) var finishedChildren: [TaskBox] = []
    /// `cancelAll()` was called, or the task that made it was cancelled.
    private(set) var isCancelled = false
    /// What the first child of a discarding throwing group threw (the group cancels its others).
    private(set) var firstFailure: Interrupt?

    init(isThrowing: Bool, isDiscarding: Bool) {
        self.isThrowing = isThrowing
        self.isDiscarding = isDiscarding
    }

    func add(_ task: TaskBox) { children.append(task) }

    /// A child's body is over.
    func finished(_ task: TaskBox) {
        if isDiscarding {
            children.removeAll { $0 === task }
            if isThrowing, firstFailure == nil, case .failure(let error)? = task.outcome {
                firstFailure = error
                cancelAll()
            }
        } else {
            finishedChildren.append(task)
        }
    }

    /// The first finished child, taken out of the group.
    func take() -> TaskBox? {
        guard !finishedChildren.isEmpty else { return nil }
        let task = finishedChildren.removeFirst()
        children.removeAll { $0 === task }
        return task
    }

    func cancelAll() {
        isCancelled = true
        for child in children { child.cancel() }
    }
}

extension Library {
    /// `withTaskGroup(of:returning:body:)` and its throwing and discarding
    /// siblings: runs the body with the group, then waits for every child.
    static func withTaskGroup(_ name: String, _ call: LibraryCall) throws -> Value? {
        guard let body = call.arguments.last?.value, case .function = body else { return nil }
        let group = TaskGroupBox(
            isThrowing: name.contains("Throwing"), isDiscarding: name.contains("Discarding"))
        let scheduler = call.interpreter.tasks
        let owner = scheduler.current
        if owner?.isCancelled == true { group.cancelAll() }
        owner?.groups.append(group)
        defer { owner?.groups.removeAll { $0 === group } }
        let handle = Value.native(NativeObject(type: "TaskGroup", object: group))
        let result: Value
        do {
            result = try call.invoke(body, [handle])
        } catch Interrupt.thrown(let error) {
            group.cancelAll()
            try scheduler.wait(until: { group.children.allSatisfy(\.isFinished) }, at: call.node)
            throw Interrupt.thrown(error)
        }
        try scheduler.wait(until: { group.children.allSatisfy(\.isFinished) }, at: call.node)
        if let failure = group.firstFailure { throw failure }
        return result
    }

    /// A group's `addTask`, `addTaskUnlessCancelled`, `next()`,
    /// `waitForAll()`, `cancelAll()`.
    static func taskGroupMethod(_ name: String, _ group: TaskGroupBox, _ call: LibraryCall) throws -> Value? {
        let scheduler = call.interpreter.tasks
        switch name {
        case "addTask", "addTaskUnlessCancelled":
            guard let body = call.arguments.last?.value, case .function = body else { return nil }
            if name == "addTaskUnlessCancelled", group.isCancelled { return .bool(false) }
            let task = try scheduler.spawn(body, in: call.scope, group: group, at: call.node)
            group.add(task)
            return name == "addTask" ? .void : .bool(true)
        case "next" where call.arguments.isEmpty: return try next(of: group, call.node, call.interpreter)
        case "waitForAll" where call.arguments.isEmpty:
            while case .optional(.some) = try next(of: group, call.node, call.interpreter) {}
            return .void
        case "cancelAll" where call.arguments.isEmpty:
            group.cancelAll()
            return .void
        default: return nil
        }
    }

    /// A group's `isEmpty` and `isCancelled`.
    static func taskGroupProperty(_ name: String, _ group: TaskGroupBox) -> Value? {
        switch name {
        case "isEmpty": .bool(group.children.isEmpty)
        case "isCancelled": .bool(group.isCancelled)
        default: nil
        }
    }

    /// The next child to finish: its value (`nil` once none is left), or,
    /// in a throwing group, the error it threw.
    static func next(of group: TaskGroupBox, _ node: Syntax, _ interpreter: Interpreter) throws -> Value {
        try interpreter.tasks.wait(
            until: { !group.finishedChildren.isEmpty || group.children.isEmpty }, at: node)
        guard let task = group.take() else { return .null }
        return .optional(try outcome(of: task, at: node, interpreter))
    }
}
