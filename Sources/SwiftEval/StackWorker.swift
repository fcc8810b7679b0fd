import Foundation

/// One thread with a large stack that runs its callers' jobs one at a
/// time while each caller waits: recursion deep enough for an evaluator's
/// limits never meets the small stack of a dispatch worker. A job that
/// calls `run` again runs in place; callers on other threads take turns.
public final class StackWorker: @unchecked Sendable {
    private let ready = DispatchSemaphore(value: 0)
    private let done = DispatchSemaphore(value: 0)
    private let turn = NSLock()
    private var job: (() -> Void)?
    private var stopping = false
    /// The key under which the worker's thread names its worker.
    private static let key = "a11ysim.StackWorker"

    /// Starts the thread, with `stackSize` bytes of stack.
    public init(stackSize: Int) {
        let thread = Thread { [self] in
            Thread.current.threadDictionary[Self.key] = ObjectIdentifier(self).hashValue
            loop()
        }
        thread.stackSize = stackSize
        thread.start()
    }

    /// Runs `body` on the worker's thread and returns its result.
    public func run<T>(_ body: () -> T) -> T {
        if Thread.current.threadDictionary[Self.key] as? Int == ObjectIdentifier(self).hashValue { return body() }
        turn.lock()
        defer { turn.unlock() }
        var result: T?
        withoutActuallyEscaping(body) { body in
            job = { result = body() }
            ready.signal()
            done.wait()
        }
        return result!
    }

    /// What makes another thread count as the worker's own: run on a
    /// thread that works for the calling one while it waits (a task's
    /// thread, which runs only while the thread that started it waits for
    /// it), it lets `run` called there run in place instead of waiting for
    /// the worker, which is waiting for it.
    static func identityOfCurrentThread() -> @Sendable () -> Void {
        let identity = Thread.current.threadDictionary[key] as? Int
        return { if let identity { Thread.current.threadDictionary[key] = identity } }
    }

    /// Ends the thread once it is idle.
    public func stop() {
        stopping = true
        ready.signal()
    }

    private func loop() {
        while true {
            ready.wait()
            if stopping { return }
            job?()
            job = nil
            done.signal()
        }
    }
}
