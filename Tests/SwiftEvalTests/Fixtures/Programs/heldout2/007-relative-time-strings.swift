import Foundation

var calendar = Calendar(identifier: .gregorian)
calendar.timeZone = TimeZone(identifier: "UTC")!

struct RelativeTimeFormatterLite {
    let now: Date
    let calendar: Calendar

    func string(for date: Date) -> String {
        let seconds = Int(now.timeIntervalSince(date))
        if seconds < 0 { return "in the future" }
        switch seconds {
        case 0..<10: return "just now"
        case 10..<60: return "\(seconds)s ago"
        case 60..<3600:
            let m = seconds / 60
            return m == 1 ? "1 minute ago" : "\(m) minutes ago"
        case 3600..<86400:
            let h = seconds / 3600
            return "\(h)h ago"
        default:
            let startNow = calendar.startOfDay(for: now)
            let startThen = calendar.startOfDay(for: date)
            let days = calendar.dateComponents([.day], from: startThen, to: startNow).day ?? 0
            if days == 1 { return "Yesterday" }
            if days < 7 { return "\(days) days ago" }
            let weeks = days / 7
            if weeks < 5 { return weeks == 1 ? "Last week" : "\(weeks) weeks ago" }
            let f = DateFormatter()
            f.locale = Locale(identifier: "en_US_POSIX")
            f.timeZone = calendar.timeZone
            f.dateFormat = calendar.component(.year, from: date) == calendar.component(.year, from: now) ? "MMM d" : "MMM d, yyyy"
            return f.string(from: date)
        }
    }
}

// 2024-03-15 12:00:00 UTC
let now = Date(timeIntervalSince1970: 1_710_504_000)
let rel = RelativeTimeFormatterLite(now: now, calendar: calendar)

let offsets: [(String, TimeInterval)] = [
    ("typing", 3), ("sent", 42), ("one min", 61), ("coffee", 25 * 60),
    ("morning", 5 * 3600 + 30), ("late last night", 13 * 3600),
    ("two days", 2 * 86400 + 100), ("last week", 8 * 86400),
    ("month", 30 * 86400), ("old", 200 * 86400), ("future", -60),
]

for (label, off) in offsets {
    let d = now.addingTimeInterval(-off)
    print("\(label.padding(toLength: 16, withPad: " ", startingAt: 0))| \(rel.string(for: d))")
}

let comps = calendar.dateComponents([.year, .month, .day, .hour, .weekday], from: now)
print("now: \(comps.year!)-\(String(format: "%02d", comps.month!))-\(comps.day!) \(comps.hour!)h weekday \(comps.weekday!)")
let dayBefore = calendar.date(byAdding: .day, value: -1, to: now)!
print("yesterday interval: \(dayBefore.timeIntervalSince1970)")
print("same day: \(calendar.isDate(now, inSameDayAs: now.addingTimeInterval(-11 * 3600)))")
print("same day 13h before: \(calendar.isDate(now, inSameDayAs: now.addingTimeInterval(-13 * 3600)))")
let diff = calendar.dateComponents([.day, .hour, .minute], from: Date(timeIntervalSince1970: 1_700_000_000), to: now)
print("since launch: \(diff.day!)d \(diff.hour!)h \(diff.minute!)m")
