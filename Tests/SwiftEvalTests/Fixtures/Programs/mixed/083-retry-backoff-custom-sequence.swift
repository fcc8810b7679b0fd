// Sync retry policy: a custom Sequence/IteratorProtocol producing backoff delays, consumed with prefix/zip/lazy.
import Foundation

struct Backoff: Sequence {
    let initial: Double
    let multiplier: Double
    let cap: Double
    let maxAttempts: Int?

    func makeIterator() -> Iterator { Iterator(policy: self) }

    struct Iterator: IteratorProtocol {
        let policy: Backoff
        var attempt = 0
        var current: Double
        init(policy: Backoff) { self.policy = policy; current = policy.initial }
        mutating func next() -> Double? {
            if let m = policy.maxAttempts, attempt >= m { return nil }
            attempt += 1
            defer { current = Swift.min(current * policy.multiplier, policy.cap) }
            return current
        }
    }
}

struct SyncOutcome { let attempt: Int; let succeeded: Bool }

func label(_ seconds: Double) -> String {
    seconds < 1 ? "\(Int(seconds * 1000))ms" : seconds < 60 ? String(format: "%.1fs", seconds) : "\(Int(seconds) / 60)m\(Int(seconds) % 60)s"
}

let standard = Backoff(initial: 0.5, multiplier: 2, cap: 30, maxAttempts: 8)
print("Standard: \(standard.map(label).joined(separator: ", "))")
print("Total wait: \(label(standard.reduce(0, +)))")

let unlimited = Backoff(initial: 1, multiplier: 3, cap: 600, maxAttempts: nil)
print("Unlimited, first 7: \(unlimited.prefix(7).map(label).joined(separator: ", "))")
let firstOverMinute = unlimited.lazy.enumerated().first { $0.element > 60 }
print("First delay over a minute: attempt \(firstOverMinute.map { $0.offset + 1 } ?? -1) (\(label(firstOverMinute?.element ?? 0)))")

let none = Backoff(initial: 1, multiplier: 2, cap: 10, maxAttempts: 0)
print("Zero attempts: \(Array(none).count) delays, underestimated: \(none.underestimatedCount)")

// Simulated server: fails until the 4th attempt.
let outcomes = (1...).lazy.map { SyncOutcome(attempt: $0, succeeded: $0 >= 4) }
var elapsed = 0.0
var log: [String] = []
for (delay, outcome) in zip(standard, outcomes) {
    if outcome.succeeded {
        log.append("attempt \(outcome.attempt): ✓ synced")
        break
    }
    elapsed += delay
    log.append("attempt \(outcome.attempt): ✗ retry in \(label(delay))")
}
log.forEach { print($0) }
print("Time spent waiting: \(label(elapsed))")

var it = Backoff(initial: 2, multiplier: 1, cap: 2, maxAttempts: 3).makeIterator()
var constant: [Double] = []
while let d = it.next() { constant.append(d) }
print("Constant policy: \(constant), exhausted again: \(it.next() == nil)")
print("Capped growth: \(Backoff(initial: 10, multiplier: 10, cap: 250, maxAttempts: 5).map { Int($0) })")
