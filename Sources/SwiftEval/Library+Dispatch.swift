import SwiftSyntax

/// A dispatch queue (`DispatchQueue.main`, `DispatchQueue.global()`).
/// Work sent with `async` runs after the code that sent it: a client's
/// evaluation (a session) runs it once that evaluation is done, as the
/// app's main queue has run by the time its screen is read; a program run
/// alone never runs it, as a compiled command-line program exits first.
/// `sync` runs the work at once, except on the main queue, where it traps
/// (the caller is the main queue, which waits for itself).
final class DispatchQueueBox {
    /// `DispatchQueue.main`, rather than a global queue.
    let isMain: Bool

    init(isMain: Bool) { self.isMain = isMain }
}

extension Library {
    /// `DispatchQueue.main` and `DispatchQueue.global(…)`.
    static func dispatchQueue(main: Bool) -> Value {
        .native(NativeObject(type: "DispatchQueue", object: DispatchQueueBox(isMain: main)))
    }

    /// `queue.async { … }`, `asyncAfter(deadline:) { … }`, `sync { … }`.
    static func dispatchMethod(_ name: String, _ queue: DispatchQueueBox, _ call: LibraryCall) throws -> Value? {
        guard let work = call.argument("execute") ?? call.arguments.last?.value, case .function = work else {
            return nil
        }
        switch name {
        case "async", "asyncAfter":
            call.interpreter.mainQueue.append(work)
            return .void
        case "sync":
            if queue.isMain { throw call.stop(.trap, "DispatchQueue.main.sync on the main queue waits for itself") }
            return try call.invoke(work, [])
        default: return nil
        }
    }
}

extension Interpreter {
    /// How many pieces of queued work one evaluation runs.
    static let mainQueueLimit = 1_000

    /// Runs the work queued with `async`, in order, including work it
    /// queues in turn, up to ``mainQueueLimit`` pieces. Work that stops (on
    /// an unknown) leaves each property of the `self` it captured that its
    /// body may set unknown, with the stop as its cause; `false` when it
    /// may have changed more than that (nothing is settled then).
    func drainMainQueue(in scope: Scope, at node: some SyntaxProtocol) -> Bool {
        var ran = 0
        var settled = true
        while !mainQueue.isEmpty, ran < Self.mainQueueLimit {
            let work = mainQueue.removeFirst()
            ran += 1
            steps = 0
            do {
                _ = try callValue(work, [], in: scope, at: node)
            } catch Interrupt.stop(let stop) {
                settled = settled && havocAfterStop(work, stop)
            } catch {
                settled = false
            }
        }
        mainQueue.removeAll()
        return settled
    }

    /// Makes unknown what a queued closure that stopped may set on the
    /// `self` it captured; `false` when that is not known.
    private func havocAfterStop(_ work: Value, _ stop: EvalStop) -> Bool {
        guard case .function(let function) = work, case .closure(let closure) = function.kind,
            let captured = function.scope?.selfBox
        else { return false }
        // `[weak self]`: the object while something keeps it; an optional `self` is unwrapped.
        var target = captured.value.resolved
        if case .optional(let wrapped?) = target { target = wrapped }
        guard let type = typeDecl(of: target), let names = propertiesSet(by: Array(closure.statements), of: type)
        else { return false }
        let selfBox = Box(target)
        for name in names.sorted() {
            let cause = Unknown(
                stop.cause ?? .evaluatorGap, "\(name), set by work sent to the main queue that stopped: \(stop.message)"
            )
            store(name, .unknown(cause), in: selfBox)
        }
        // A struct's copy is not the one the caller holds: only an object's fields change in place.
        if case .object = target { return true }
        return false
    }
}
