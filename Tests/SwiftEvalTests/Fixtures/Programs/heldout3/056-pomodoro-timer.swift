import Foundation

enum Phase: Equatable {
    case idle
    case focus(remaining: Int)
    case shortBreak(remaining: Int)
    case longBreak(remaining: Int)
    case paused(resume: PausedPhase)

    enum PausedPhase: Equatable { case focus(Int), shortBreak(Int), longBreak(Int) }
}

struct PomodoroTimer {
    let focusLength = 25 * 60
    let shortBreakLength = 5 * 60
    let longBreakLength = 15 * 60
    private(set) var phase: Phase = .idle
    private(set) var completedFocusSessions = 0
    private(set) var transitions: [String] = []

    var label: String {
        func clock(_ s: Int) -> String { String(format: "%02d:%02d", s / 60, s % 60) }
        switch phase {
        case .idle: return "Ready"
        case .focus(let r): return "Focus \(clock(r))"
        case .shortBreak(let r): return "Break \(clock(r))"
        case .longBreak(let r): return "Long break \(clock(r))"
        case .paused: return "Paused"
        }
    }

    mutating func start() {
        guard phase == .idle else { return }
        phase = .focus(remaining: focusLength)
        transitions.append("start")
    }

    mutating func togglePause() {
        switch phase {
        case .focus(let r): phase = .paused(resume: .focus(r))
        case .shortBreak(let r): phase = .paused(resume: .shortBreak(r))
        case .longBreak(let r): phase = .paused(resume: .longBreak(r))
        case .paused(.focus(let r)): phase = .focus(remaining: r)
        case .paused(.shortBreak(let r)): phase = .shortBreak(remaining: r)
        case .paused(.longBreak(let r)): phase = .longBreak(remaining: r)
        case .idle: break
        }
    }

    mutating func tick(seconds: Int) {
        switch phase {
        case .focus(let r) where r > seconds: phase = .focus(remaining: r - seconds)
        case .focus:
            completedFocusSessions += 1
            let long = completedFocusSessions % 4 == 0
            phase = long ? .longBreak(remaining: longBreakLength) : .shortBreak(remaining: shortBreakLength)
            transitions.append(long ? "long-break" : "break")
        case .shortBreak(let r) where r > seconds: phase = .shortBreak(remaining: r - seconds)
        case .longBreak(let r) where r > seconds: phase = .longBreak(remaining: r - seconds)
        case .shortBreak, .longBreak:
            phase = .focus(remaining: focusLength)
            transitions.append("focus")
        case .idle, .paused: break
        }
    }
}

var timer = PomodoroTimer()
print(timer.label)
timer.tick(seconds: 100)
timer.start()
timer.tick(seconds: 61)
print(timer.label)
timer.togglePause()
timer.tick(seconds: 500)
print(timer.label, timer.phase == .paused(resume: .focus(1439)))
timer.togglePause()
print(timer.label)
for _ in 0..<7 { timer.tick(seconds: 1500) }
print(timer.label, "sessions:", timer.completedFocusSessions)
timer.tick(seconds: 60)
print(timer.label)
print(timer.transitions.joined(separator: " → "))
