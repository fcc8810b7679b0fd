import Foundation

struct Countdown {
    let deadline: Date

    func remaining(from now: Date) -> DateComponents {
        var cal = Calendar(identifier: .gregorian)
        cal.timeZone = TimeZone(identifier: "UTC")!
        return cal.dateComponents([.day, .hour, .minute, .second], from: now, to: deadline)
    }

    func label(from now: Date) -> String {
        let c = remaining(from: now)
        let d = c.day ?? 0, h = c.hour ?? 0, m = c.minute ?? 0, s = c.second ?? 0
        if d < 0 || h < 0 || m < 0 || s < 0 { return "Expired" }
        switch (d, h) {
        case (0, 0): return String(format: "%02d:%02d", m, s)
        case (0, _): return "\(h)h \(m)m"
        case (1, _): return "1 day, \(h)h"
        default: return "\(d) days"
        }
    }
}

let formatter = DateFormatter()
formatter.locale = Locale(identifier: "en_US_POSIX")
formatter.timeZone = TimeZone(identifier: "UTC")
formatter.dateFormat = "yyyy-MM-dd'T'HH:mm:ss'Z'"

let deadline = formatter.date(from: "2024-03-15T18:00:00Z")!
let sale = Countdown(deadline: deadline)
let checkpoints = [
    "2024-03-01T09:30:00Z",
    "2024-03-14T12:00:00Z",
    "2024-03-15T06:45:10Z",
    "2024-03-15T17:52:05Z",
    "2024-03-15T18:00:00Z",
    "2024-03-16T00:00:00Z",
]
for text in checkpoints {
    let now = formatter.date(from: text)!
    print("\(text): \(sale.label(from: now))")
}

let start = formatter.date(from: "2024-03-01T00:00:00Z")!
let span = deadline.timeIntervalSince(start)
print("Sale length: \(Int(span / 3600)) hours")
let midpoint = start.addingTimeInterval(span / 2)
print("Midpoint: \(formatter.string(from: midpoint))")
