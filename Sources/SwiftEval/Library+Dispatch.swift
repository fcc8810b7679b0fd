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
    /// queues in turn, up to ``mainQueueLimit`` pieces; work that stops
    /// (on an unknown) leaves what it changed before the stop.
    func drainMainQueue(in scope: Scope, at node: some SyntaxProtocol) {
        var ran = 0
        while !mainQueue.isEmpty, ran < Self.mainQueueLimit {
            let work = mainQueue.removeFirst()
            ran += 1
            steps = 0
            _ = try? callValue(work, [], in: scope, at: node)
        }
        mainQueue.removeAll()
    }
}
