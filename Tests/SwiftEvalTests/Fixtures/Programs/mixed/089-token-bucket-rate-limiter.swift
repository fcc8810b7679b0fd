// Rate limiter for a "send code" button: token bucket refilled over fixed timestamps, cooldown labels.
import Foundation

struct TokenBucket {
    let capacity: Double
    let refillPerSecond: Double
    private(set) var tokens: Double
    private var lastRefill: Double

    init(capacity: Double, refillPerSecond: Double, now: Double) {
        self.capacity = capacity
        self.refillPerSecond = refillPerSecond
        tokens = capacity
        lastRefill = now
    }

    private mutating func refill(_ now: Double) {
        guard now > lastRefill else { return }
        tokens = min(capacity, tokens + (now - lastRefill) * refillPerSecond)
        lastRefill = now
    }

    mutating func tryConsume(at now: Double, cost: Double = 1) -> Bool {
        refill(now)
        guard tokens >= cost else { return false }
        tokens -= cost
        return true
    }

    func waitTime(for cost: Double = 1) -> Double {
        tokens >= cost ? 0 : (cost - tokens) / refillPerSecond
    }
}

func cooldown(_ seconds: Double) -> String {
    let s = Int(seconds.rounded(.up))
    return s == 0 ? "Send code" : s < 60 ? "Resend in \(s)s" : "Resend in \(s / 60):\(String(format: "%02d", s % 60))"
}

var bucket = TokenBucket(capacity: 3, refillPerSecond: 1.0 / 30, now: 0)
let taps: [Double] = [0, 1, 2, 3, 10, 31, 33, 95, 96, 97, 98, 500]
var sent = 0, blocked = 0
for t in taps {
    if bucket.tryConsume(at: t) {
        sent += 1
        print(String(format: "t=%5.0fs ✓ sent   tokens %.2f", t, bucket.tokens))
    } else {
        blocked += 1
        print(String(format: "t=%5.0fs ✗ blocked, ", t) + cooldown(bucket.waitTime()))
    }
}
print("Sent \(sent), blocked \(blocked)")

var api = TokenBucket(capacity: 10, refillPerSecond: 2, now: 0)
var accepted: [Int] = []
var second = 0
while second < 6 {
    var burst = 0
    while burst < 5 && api.tryConsume(at: Double(second), cost: 1) { burst += 1 }
    accepted.append(burst)
    second += 1
}
print("Per-second accepted (burst 5): \(accepted), total \(accepted.reduce(0, +))")
print("Expensive call (cost 4) allowed: \(api.tryConsume(at: 6, cost: 4)), tokens now \(String(format: "%.1f", api.tokens))")
print("Clock going backwards keeps tokens: \(api.tryConsume(at: 2)) → \(String(format: "%.1f", api.tokens))")
print("Labels: \([0, 0.2, 29.5, 59.01, 60, 125].map(cooldown).joined(separator: " | "))")
