import Foundation

/// One thread with a large stack that runs its callers' jobs one at a
/// time while each caller waits: recursion deep enough for an evaluator's
/// limits never meets the small stack of a dispatch worker. A job that
/// calls `run` again runs in place; callers on other threads take turns.
/// A caller whose own thread is another worker's, with a stack at least as
/// large, runs its job in place too, in its turn: handing it over would cost
/// two thread switches per call and gain no stack.
public final class StackWorker: @unchecked Sendable {
    private let ready = DispatchSemaphore(value: 0)
    private let done = DispatchSemaphore(value: 0)
    private let turn = NSLock()
    private var job: (() -> Void)?
    private var stopping = false
    private let stackSize: Int

    /// Starts the thread, with `stackSize` bytes of stack.
    public init(stackSize: Int) {
        self.stackSize = stackSize
        let thread = Thread { [self] in
            ThreadRole.current.workers = [identity]
            ThreadRole.current.stackSize = stackSize
            loop()
        }
        thread.stackSize = stackSize
        thread.start()
    }

    private var identity: Int { ObjectIdentifier(self).hashValue }

    /// Runs `body` on the worker's thread, or in place on a thread with as
    /// large a stack, and returns its result.
    public func run<T>(_ body: () -> T) -> T {
        let role = ThreadRole.current
        if role.workers.contains(identity) { return body() }
        turn.lock()
        defer { turn.unlock() }
        if role.stackSize >= stackSize {
            let saved = role.workers
            role.workers.insert(identity)
            defer { role.workers = saved }
            return body()
        }
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
        let workers = ThreadRole.current.workers
        return { ThreadRole.current.workers = workers }
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

/// What the current thread is to the stack workers: the workers it counts
/// as, and its stack size when it is a worker's own thread. Kept in a
/// thread-specific slot, read on every call into a worker.
final class ThreadRole {
    var workers: Set<Int> = []
    var stackSize = 0

    /// The slot, made once; a thread's role is released when it ends.
    private static let key: pthread_key_t = {
        var key = pthread_key_t()
        pthread_key_create(&key) { pointer in
            guard let pointer else { return }
            Unmanaged<ThreadRole>.fromOpaque(pointer).release()
        }
        return key
    }()

    /// The current thread's role, made on first use.
    static var current: ThreadRole {
        if let pointer = pthread_getspecific(key) {
            return Unmanaged<ThreadRole>.fromOpaque(pointer).takeUnretainedValue()
        }
        let made = ThreadRole()
        pthread_setspecific(key, Unmanaged.passRetained(made).toOpaque())
        return made
    }
}
