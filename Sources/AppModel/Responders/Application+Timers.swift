/// Work the app's code asked to run later (`try await Task.sleep(for:)`),
/// on the virtual clock the screen reader keeps: the screen reader tells the
/// app the time as it advances and fires each timer when its time comes.
extension Application {
    /// A piece of the app's code waiting for its time.
    public struct Timer {
        /// When it runs, in virtual milliseconds.
        public var due: Int
        /// What runs.
        public var fire: @MainActor () -> Void
    }

    /// The virtual time now, in milliseconds, as the screen reader last told it.
    public var clock: Int {
        get { timerState.clock }
        set { timerState.clock = newValue }
    }

    /// Runs `fire` `delay` milliseconds from now (the virtual clock), after
    /// the timers already due at that time.
    public func schedule(after delay: Int, _ fire: @escaping @MainActor () -> Void) {
        timerState.timers.append(Timer(due: clock + max(0, delay), fire: fire))
    }

    /// When the next timer is due, if any.
    public var nextTimerDue: Int? { timerState.timers.map(\.due).min() }

    /// Runs the first timer due at or before `time` (the earliest, in the
    /// order they were set); whether one ran.
    @discardableResult
    public func fireTimer(dueBy time: Int) -> Bool {
        guard let due = nextTimerDue, due <= time,
            let index = timerState.timers.firstIndex(where: { $0.due == due })
        else { return false }
        let timer = timerState.timers.remove(at: index)
        clock = max(clock, timer.due)
        timer.fire()
        return true
    }

    /// Forgets every timer (a relaunch).
    public func cancelTimers() { timerState.timers.removeAll() }
}

/// The clock and the timers waiting on it.
struct TimerState {
    var clock = 0
    var timers: [Application.Timer] = []
}
