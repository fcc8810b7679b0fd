// Onboarding flow: states and events as enums, a transition table dictionary, guards, and a visited path.
import Foundation

enum Step: String, CaseIterable {
    case welcome, permissions, account, verifyEmail, profile, done, skipped
}

enum Event: String {
    case next, back, skip, allow, deny, signIn, signUp, codeOK, codeBad, finish
}

struct Flow {
    static let table: [Step: [Event: Step]] = [
        .welcome: [.next: .permissions, .skip: .skipped],
        .permissions: [.allow: .account, .deny: .account, .back: .welcome],
        .account: [.signIn: .done, .signUp: .verifyEmail, .back: .permissions],
        .verifyEmail: [.codeOK: .profile, .back: .account],
        .profile: [.finish: .done, .skip: .done, .back: .verifyEmail],
    ]

    private(set) var step: Step = .welcome
    private(set) var path: [Step] = [.welcome]
    private(set) var failedCodes = 0
    private(set) var notes: [String] = []
    var permissionsGranted: Bool? = nil

    var isFinished: Bool { step == .done || step == .skipped }
    var progress: String {
        let order: [Step] = [.welcome, .permissions, .account, .verifyEmail, .profile]
        guard let i = order.firstIndex(of: step) else { return isFinished ? "complete" : "?" }
        return "\(i + 1)/\(order.count)"
    }

    mutating func send(_ event: Event) {
        if step == .verifyEmail && event == .codeBad {
            failedCodes += 1
            notes.append(failedCodes >= 3 ? "too many bad codes, back to account" : "bad code #\(failedCodes)")
            if failedCodes >= 3 { step = .account; path.append(step); failedCodes = 0 }
            return
        }
        guard let next = Flow.table[step]?[event] else {
            notes.append("ignored .\(event.rawValue) on \(step.rawValue)")
            return
        }
        if step == .permissions { permissionsGranted = event == .allow ? true : event == .deny ? false : permissionsGranted }
        step = next
        path.append(next)
    }
}

func run(_ name: String, _ events: [Event]) {
    var flow = Flow()
    for e in events where !flow.isFinished { flow.send(e) }
    print("\(name): ended at \(flow.step.rawValue) (\(flow.progress)), \(flow.path.count - 1) transitions")
    print("  path: \(flow.path.map(\.rawValue).joined(separator: " → "))")
    let perm = flow.permissionsGranted.map { $0 ? "granted" : "denied" } ?? "not asked"
    print("  permissions: \(perm)\(flow.notes.isEmpty ? "" : "; notes: " + flow.notes.joined(separator: "; "))")
}

run("Happy path", [.next, .allow, .signUp, .codeOK, .finish])
run("Skipper", [.skip, .next])
run("Returning user", [.next, .deny, .back, .allow, .signIn])
run("Bad codes", [.next, .allow, .signUp, .codeBad, .codeBad, .codeBad, .finish, .signIn])
run("Stuck", [.finish, .codeOK])
let reachable = Set(Flow.table.values.flatMap(\.values))
print("Unreachable: \(Step.allCases.filter { $0 != .welcome && !reachable.contains($0) }.map(\.rawValue))")
