enum Phase: CustomStringConvertible {
    case focus(round: Int)
    case shortBreak
    case longBreak

    var minutes: Int {
        switch self {
        case .focus: return 25
        case .shortBreak: return 5
        case .longBreak: return 15
        }
    }

    var description: String {
        switch self {
        case .focus(let r): return "Focus #\(r)"
        case .shortBreak: return "Short break"
        case .longBreak: return "Long break"
        }
    }
}

struct PomodoroSession {
    private(set) var phase: Phase = .focus(round: 1)
    private(set) var completedFocus = 0
    private(set) var elapsedMinutes = 0
    var onPhaseChange: ((Phase, Phase) -> Void)?

    mutating func finishPhase() {
        let old = phase
        elapsedMinutes += phase.minutes
        switch phase {
        case .focus(let round):
            completedFocus += 1
            phase = round % 4 == 0 ? .longBreak : .shortBreak
        case .shortBreak, .longBreak:
            phase = .focus(round: completedFocus + 1)
        }
        onPhaseChange?(old, phase)
    }
}

func clock(_ minutes: Int) -> String {
    let start = 9 * 60
    let t = start + minutes
    return "\(t / 60):\(t % 60 < 10 ? "0" : "")\(t % 60)"
}

var session = PomodoroSession()
var transitions = 0
session.onPhaseChange = { old, new in
    transitions += 1
    if case .longBreak = new { print("  (well done, take a long break after \(old))") }
}
print("\(clock(0)) start \(session.phase)")
for _ in 0..<9 {
    session.finishPhase()
    print("\(clock(session.elapsedMinutes)) \(session.phase) (\(session.phase.minutes) min)")
}
print("Focus sessions: \(session.completedFocus), transitions: \(transitions)")
let hours = Double(session.completedFocus * 25) / 60
print("Focused time: \(hours) h")
