import Foundation
import SwiftSyntax

/// Tasks (docs/commands/eval.md, "Tasks"): `Task { … }` and `Task.detached`,
/// a task's `value`, `cancel()` and `isCancelled`, `Task.sleep` on the
/// virtual clock, `Task.yield()`, `Task.isCancelled`,
/// `Task.checkCancellation()`, `MainActor.run`, and the checked and unsafe
/// continuations.
extension Library {
    /// `Task { … }`, `Task(priority:) { … }`; `nil` for another `Task(…)`.
    static func makeTask(_ call: LibraryCall) throws -> Value? {
        guard let body = call.arguments.last?.value, case .function = body,
            call.arguments.dropLast().allSatisfy({ $0.label == "priority" || $0.label == "name" }),
            call.arguments.last?.label == nil || call.arguments.last?.label == "operation"
        else { return nil }
        let task = try call.interpreter.tasks.spawn(body, in: call.scope, at: call.node)
        return .native(NativeObject(type: "Task", object: task))
    }

    /// `Task.detached { … }`, `Task.sleep(…)`, `Task.yield()`,
    /// `Task.checkCancellation()`; `nil` for another.
    static func taskStatic(_ name: String, _ call: LibraryCall) throws -> Value? {
        let scheduler = call.interpreter.tasks
        switch (name, call.labels) {
        case ("detached", _): return try makeTask(call)
        case ("sleep", ["nanoseconds"]), ("sleep", ["for"]), ("sleep", ["for", "tolerance"]):
            guard let nanoseconds = sleepNanoseconds(call.argument(0)) else { return nil }
            if scheduler.current?.isCancelled == true { throw cancellation(call) }
            guard try scheduler.sleep(nanoseconds: nanoseconds, at: call.node) else { throw cancellation(call) }
            return .void
        case ("sleep", ["seconds"]) where call.argument(0)?.number != nil:
            // `Task.sleep(seconds:)`, newer platforms' spelling.
            let seconds = call.argument(0)!.number!
            guard try scheduler.sleep(nanoseconds: Int((seconds * 1e9).rounded()), at: call.node) else {
                throw cancellation(call)
            }
            return .void
        case ("yield", []):
            try scheduler.yield(at: call.node)
            return .void
        case ("checkCancellation", []):
            if scheduler.current?.isCancelled == true { throw cancellation(call) }
            return .void
        default: return nil
        }
    }

    /// `Task.isCancelled` of the task that runs: never for the host.
    static func taskStaticMember(_ name: String, interpreter: Interpreter) -> Value? {
        switch name {
        case "isCancelled": .bool(interpreter.tasks.current?.isCancelled ?? false)
        default: nil
        }
    }

    /// A task's `value` (waiting for it), `isCancelled`.
    static func taskProperty(
        _ name: String, _ task: TaskBox, _ interpreter: Interpreter, at node: Syntax
    ) throws
        -> Value?
    {
        switch name {
        case "value":
            try interpreter.tasks.wait(until: { task.isFinished }, at: node)
            return try outcome(of: task, at: node, interpreter)
        case "isCancelled": return .bool(task.isCancelled)
        default: return nil
        }
    }

    /// A task's `cancel()`.
    static func taskMethod(_ name: String, _ task: TaskBox, _ call: LibraryCall) -> Value? {
        guard name == "cancel", call.arguments.isEmpty else { return nil }
        task.cancel()
        return .void
    }

    /// What a finished task gave: its value, or the error it threw, thrown again.
    static func outcome(of task: TaskBox, at node: Syntax, _ interpreter: Interpreter) throws -> Value {
        switch task.outcome {
        case .success(let value)?: return value
        case .failure(let error)?: throw error
        case nil: throw interpreter.stop(.unsupported, "the task stopped", at: node)
        }
    }

    /// `CancellationError()`, thrown by `Task.sleep` and `checkCancellation()` in a cancelled task.
    static func cancellation(_ call: LibraryCall) -> Interrupt {
        .thrown(Thrown(value: .instance(Instance(type: "CancellationError", fields: []))))
    }

    /// A sleep's length in nanoseconds: an `Int` of them, or a `Duration`.
    private static func sleepNanoseconds(_ value: Value?) -> Int? {
        switch value {
        case let number? where integerWide(number) != nil: return Int(clamping: integerWide(number)!)
        case .native(let object)?:
            guard let duration = (object.object as? HostBox<Duration>)?.value else { return nil }
            let parts = duration.components
            let (product, overflow) = Int(parts.seconds).multipliedReportingOverflow(by: 1_000_000_000)
            return overflow ? Int.max : product + Int(parts.attoseconds / 1_000_000_000)
        default: return nil
        }
    }

    /// `MainActor.run { … }`: the body, at once (the program's code runs on one actor).
    static func mainActorStatic(_ name: String, _ call: LibraryCall) throws -> Value? {
        guard name == "run", let body = call.arguments.last?.value, case .function = body else { return nil }
        return try call.invoke(body, [])
    }
}

/// A continuation made by `withCheckedContinuation` and its siblings:
/// resumed once, with a value or an error.
final class ContinuationBox {
    /// What it was resumed with.
    var outcome: Result<Value, Interrupt>?
}

extension Library {
    /// `withCheckedContinuation { c in … }` (and the throwing and unsafe
    /// ones): runs the body, then waits until the continuation is resumed.
    static func withContinuation(_ call: LibraryCall) throws -> Value? {
        guard let body = call.arguments.last?.value, case .function = body else { return nil }
        let box = ContinuationBox()
        _ = try call.invoke(body, [.native(NativeObject(type: "CheckedContinuation", object: box))])
        try call.interpreter.tasks.wait(until: { box.outcome != nil }, at: call.node)
        switch box.outcome! {
        case .success(let value): return value
        case .failure(let error): throw error
        }
    }

    /// `resume(returning:)`, `resume(throwing:)`, `resume()`, `resume(with:)`.
    static func checkedContinuationMethod(_ name: String, _ box: ContinuationBox, _ call: LibraryCall) throws -> Value?
    {
        guard name == "resume" else { return nil }
        if box.outcome != nil { throw call.stop(.trap, "a continuation resumed more than once") }
        switch call.labels {
        case []: box.outcome = .success(.void)
        case ["returning"]: box.outcome = .success(call.argument(0)!)
        case ["throwing"]: box.outcome = .failure(.thrown(Thrown(value: call.argument(0)!)))
        case ["with"]:
            guard case .enumCase(let result)? = call.argument(0), let payload = result.payload.first else { return nil }
            box.outcome = result.name == "success" ? .success(payload) : .failure(.thrown(Thrown(value: payload)))
        default: return nil
        }
        return .void
    }
}

extension Library {
    /// A method of a task, a task group, a stream, its continuation or
    /// iterator, or a checked continuation; `nil` for another object.
    static func concurrencyMethod(_ name: String, _ object: NativeObject, _ call: LibraryCall) throws -> Value? {
        switch object.object {
        case let task as TaskBox: return taskMethod(name, task, call)
        case let group as TaskGroupBox: return try taskGroupMethod(name, group, call)
        case let box as StreamContinuationBox: return try continuationMethod(name, box, call)
        case let box as ContinuationBox: return try checkedContinuationMethod(name, box, call)
        case let stream as AsyncStreamBox where name == "makeAsyncIterator" && call.arguments.isEmpty:
            return .native(NativeObject(type: object.type + ".Iterator", object: StreamIterator(stream)))
        case let iterator as StreamIterator where name == "next" && call.arguments.isEmpty:
            return .optional(try nextElement(of: iterator.stream, call.node, call.interpreter))
        default: return nil
        }
    }
}

/// A stream's iterator (`makeAsyncIterator()`), whose `next()` waits.
final class StreamIterator {
    let stream: AsyncStreamBox
    init(_ stream: AsyncStreamBox) { self.stream = stream }
}

extension Library {
    /// The parameters of a library type's static function whose arguments
    /// need their type (`Task.sleep(for: .seconds(1))` takes a `Duration`);
    /// `nil` for the others.
    static func staticParameters(_ type: String, _ name: String, labels: [String?]) -> [Parameter]? {
        if let style = durationStyleParameters(type, name, labels: labels) { return style }
        if let hour = hourSymbolParameters(type, name, labels: labels) { return hour }
        guard type == "Task", name == "sleep", labels.first == "for" else { return nil }
        return labels.enumerated().map { index, label in
            Parameter(label: label, name: "_\(index)", type: .named("Duration", []))
        }
    }
}
