// Relative timestamps for a feed: "just now", "5m ago", "in 2 hours", "Yesterday", absolute dates past a week.
import Foundation

let now = Date(timeIntervalSince1970: 1_710_000_000) // 2024-03-09 16:00:00 UTC
var cal = Calendar(identifier: .gregorian)
cal.timeZone = TimeZone(identifier: "UTC")!

let absolute: DateFormatter = {
    let f = DateFormatter()
    f.locale = Locale(identifier: "en_US_POSIX")
    f.timeZone = TimeZone(identifier: "UTC")
    f.dateFormat = "MMM d, yyyy"
    return f
}()
let clock: DateFormatter = {
    let f = DateFormatter()
    f.locale = Locale(identifier: "en_US_POSIX")
    f.timeZone = TimeZone(identifier: "UTC")
    f.dateFormat = "h:mm a"
    return f
}()

func unit(_ n: Int, _ name: String) -> String { "\(n) \(name)\(n == 1 ? "" : "s")" }

func relative(_ date: Date, to reference: Date = now) -> String {
    let delta = Int(date.timeIntervalSince(reference))
    let past = delta < 0
    let s = abs(delta)
    let phrase: String
    switch s {
    case 0..<45: return "just now"
    case 45..<3_600: phrase = unit(max(1, (s + 30) / 60), "minute")
    case 3_600..<86_400: phrase = unit(s / 3_600, "hour")
    default:
        let days = cal.dateComponents([.day], from: cal.startOfDay(for: reference), to: cal.startOfDay(for: date)).day ?? 0
        switch days {
        case -1: return "Yesterday at \(clock.string(from: date))"
        case 1: return "Tomorrow at \(clock.string(from: date))"
        case -6 ... -2, 2...6: phrase = unit(abs(days), "day")
        default: return absolute.string(from: date)
        }
    }
    return past ? "\(phrase) ago" : "in \(phrase)"
}

func compact(_ date: Date) -> String {
    let s = Int(now.timeIntervalSince(date))
    switch s {
    case ..<0: return "soon"
    case 0..<60: return "now"
    case 60..<3_600: return "\(s / 60)m"
    case 3_600..<86_400: return "\(s / 3_600)h"
    case 86_400..<604_800: return "\(s / 86_400)d"
    default: return "\(s / 604_800)w"
    }
}

let offsets: [Int] = [0, -30, -44, -45, -89, -90, -3_599, -3_600, -7_300, -86_399, -90_000, -100_000,
                      -3 * 86_400, -8 * 86_400, 600, 7_200, 30 * 3_600, 5 * 86_400, 400 * 86_400]
for o in offsets {
    let d = now.addingTimeInterval(TimeInterval(o))
    print("\(String(o).padding(toLength: 9, withPad: " ", startingAt: 0)) \(relative(d).padding(toLength: 24, withPad: " ", startingAt: 0)) \(compact(d))")
}
let midnight = cal.startOfDay(for: now)
print("Since midnight: \(relative(midnight)); start of day is \(clock.string(from: midnight))")
