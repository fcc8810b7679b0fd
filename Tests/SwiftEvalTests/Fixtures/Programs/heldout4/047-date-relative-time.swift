import Foundation

func relativeLabel(from date: Date, to now: Date) -> String {
    let seconds = Int(now.timeIntervalSince(date))
    if seconds < 0 { return "in the future" }
    switch seconds {
    case 0..<10: return "just now"
    case 10..<60: return "\(seconds)s ago"
    case 60..<3_600: return "\(seconds / 60)m ago"
    case 3_600..<86_400: return "\(seconds / 3_600)h ago"
    case 86_400..<172_800: return "yesterday"
    case 172_800..<604_800: return "\(seconds / 86_400)d ago"
    default:
        let f = DateFormatter()
        f.locale = Locale(identifier: "en_US_POSIX")
        f.timeZone = TimeZone(identifier: "Asia/Tokyo")
        f.dateFormat = seconds < 31_536_000 ? "MMM d" : "MMM d, yyyy"
        return f.string(from: date)
    }
}

let now = Date(timeIntervalSince1970: 1_735_689_600) // 2025-01-01 00:00 UTC
let offsets: [TimeInterval] = [-5, 0, 9, 42, 61, 3_599, 3_600, 86_399, 90_000, 200_000, 604_800, 2_000_000, 40_000_000]
for o in offsets {
    print(String(Int(o)).padding(toLength: 9, withPad: " ", startingAt: 0), relativeLabel(from: now.addingTimeInterval(-o), to: now))
}

var cal = Calendar(identifier: .gregorian)
cal.timeZone = TimeZone(identifier: "Asia/Tokyo")!
let comps = cal.dateComponents([.year, .month, .day, .hour, .minute], from: now)
print("Tokyo:", comps.year!, comps.month!, comps.day!, comps.hour!, comps.minute!)
let nextMonday = cal.nextDate(after: now, matching: DateComponents(hour: 9, weekday: 2), matchingPolicy: .nextTime)!
let iso = ISO8601DateFormatter()
iso.timeZone = TimeZone(identifier: "Asia/Tokyo")
print("next Monday 9am:", iso.string(from: nextMonday))
let durations = [45, 3_725, 86_461]
for d in durations {
    let h = d / 3600, m = (d % 3600) / 60, s = d % 60
    print(String(format: "%02d:%02d:%02d", h, m, s))
}
let f = DateFormatter()
f.locale = Locale(identifier: "en_US_POSIX")
f.timeZone = TimeZone(identifier: "UTC")
f.dateFormat = "yyyy-MM-dd HH:mm"
if let parsed = f.date(from: "2024-12-31 23:59") {
    print(relativeLabel(from: parsed, to: now), parsed.timeIntervalSince1970)
}
print(f.date(from: "not a date") == nil)
