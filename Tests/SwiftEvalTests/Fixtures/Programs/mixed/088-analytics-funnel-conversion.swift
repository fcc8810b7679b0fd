// Analytics dashboard: event log → per-user funnels, step conversion rates, drop-off, by-platform breakdown.
import Foundation

enum Step: Int, CaseIterable, Comparable {
    case visit, signup, onboard, purchase
    static func < (a: Step, b: Step) -> Bool { a.rawValue < b.rawValue }
    var name: String { ["Visit", "Sign up", "Onboarding", "Purchase"][rawValue] }
}

struct LogEvent {
    let user: String
    let step: Step
    let platform: String
    let t: Int
}

let log: [LogEvent] = [
    .init(user: "u1", step: .visit, platform: "ios", t: 1), .init(user: "u1", step: .signup, platform: "ios", t: 3),
    .init(user: "u1", step: .onboard, platform: "ios", t: 9), .init(user: "u1", step: .purchase, platform: "ios", t: 20),
    .init(user: "u2", step: .visit, platform: "web", t: 2), .init(user: "u2", step: .signup, platform: "web", t: 5),
    .init(user: "u3", step: .visit, platform: "android", t: 4),
    .init(user: "u4", step: .visit, platform: "ios", t: 6), .init(user: "u4", step: .signup, platform: "ios", t: 7),
    .init(user: "u4", step: .onboard, platform: "ios", t: 8),
    .init(user: "u5", step: .purchase, platform: "web", t: 10),
    .init(user: "u6", step: .visit, platform: "web", t: 11), .init(user: "u6", step: .visit, platform: "web", t: 12),
    .init(user: "u1", step: .purchase, platform: "ios", t: 30),
]

// A user reaches step N only if they reached every earlier step (in time order).
func furthestStep(_ events: [LogEvent]) -> Step? {
    var reached: Step? = nil
    for e in events.sorted(by: { $0.t < $1.t }) {
        let expected = reached.map { $0.rawValue + 1 } ?? 0
        if e.step.rawValue == expected { reached = e.step }
    }
    return reached
}

let byUser = Dictionary(grouping: log, by: \.user)
let furthest = byUser.compactMapValues(furthestStep)
let counts = Step.allCases.map { step in furthest.values.filter { $0 >= step }.count }

print("Users seen: \(byUser.count), valid funnels: \(furthest.count)")
for (i, step) in Step.allCases.enumerated() {
    let n = counts[i]
    let ofTop = counts[0] == 0 ? 0 : Double(n) / Double(counts[0]) * 100
    let stepRate = i == 0 ? 100 : (counts[i - 1] == 0 ? 0 : Double(n) / Double(counts[i - 1]) * 100)
    let bar = String(repeating: "█", count: n * 4)
    print("\(step.name.padding(toLength: 11, withPad: " ", startingAt: 0)) \(bar.padding(toLength: 20, withPad: " ", startingAt: 0)) \(n)  \(String(format: "%5.1f%% of visits, %5.1f%% step", ofTop, stepRate))")
}
let dropOffs = zip(Step.allCases, zip(counts, counts.dropFirst())).map { ($0.name, $1.0 - $1.1) }
if let worst = dropOffs.max(by: { $0.1 < $1.1 }) { print("Biggest drop-off after \(worst.0): \(worst.1) user\(worst.1 == 1 ? "" : "s")") }

let platforms = Dictionary(grouping: log, by: \.platform)
for p in platforms.keys.sorted() {
    let users = Set(platforms[p]!.map(\.user))
    let buyers = users.filter { furthest[$0] == .purchase }
    print("\(p): \(users.count) user\(users.count == 1 ? "" : "s"), \(buyers.count) purchased")
}
let invalid = byUser.keys.filter { furthest[$0] == nil }.sorted()
print("Ignored (no visit first): \(invalid)")
let repeatPurchases = log.filter { $0.step == .purchase }.reduce(into: [String: Int]()) { $0[$1.user, default: 0] += 1 }.filter { $0.value > 1 }
print("Repeat purchasers: \(repeatPurchases.keys.sorted())")
