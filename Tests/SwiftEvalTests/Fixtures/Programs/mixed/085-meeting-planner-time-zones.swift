// Meeting planner: one fixed instant shown in several time zones, working-hours overlap, UTC offsets labels.
import Foundation

struct Teammate {
    let name: String
    let zone: String
    let workStart: Int, workEnd: Int   // local hours
}

let team = [
    Teammate(name: "Ava", zone: "America/Los_Angeles", workStart: 9, workEnd: 17),
    Teammate(name: "Bruno", zone: "America/Sao_Paulo", workStart: 8, workEnd: 16),
    Teammate(name: "Chloé", zone: "Europe/Paris", workStart: 9, workEnd: 18),
    Teammate(name: "Dev", zone: "Asia/Kolkata", workStart: 10, workEnd: 19),
    Teammate(name: "Emi", zone: "Asia/Tokyo", workStart: 9, workEnd: 18),
]
let meeting = Date(timeIntervalSince1970: 1_718_028_000) // 2024-06-10 14:00 UTC

func offsetLabel(_ seconds: Int) -> String {
    let sign = seconds < 0 ? "-" : "+"
    let h = abs(seconds) / 3600, m = abs(seconds) % 3600 / 60
    return "UTC\(sign)\(h)" + (m > 0 ? String(format: ":%02d", m) : "")
}

func localHour(_ date: Date, _ tz: TimeZone) -> Double {
    var cal = Calendar(identifier: .gregorian)
    cal.timeZone = tz
    let c = cal.dateComponents([.hour, .minute], from: date)
    return Double(c.hour!) + Double(c.minute!) / 60
}

let f = DateFormatter()
f.locale = Locale(identifier: "en_US_POSIX")
f.dateFormat = "EEE h:mm a"
print("Proposed: 14:00 UTC")
for t in team {
    guard let tz = TimeZone(identifier: t.zone) else { print("\(t.name): unknown zone"); continue }
    f.timeZone = tz
    let hour = localHour(meeting, tz)
    let ok = hour >= Double(t.workStart) && hour < Double(t.workEnd)
    print("\(t.name.padding(toLength: 6, withPad: " ", startingAt: 0)) \(f.string(from: meeting).padding(toLength: 13, withPad: " ", startingAt: 0)) \(offsetLabel(tz.secondsFromGMT(for: meeting)).padding(toLength: 10, withPad: " ", startingAt: 0)) \(ok ? "✓" : "✗ outside hours")")
}

var best: (hour: Int, count: Int, names: [String]) = (0, -1, [])
for utcHour in 0..<24 {
    let instant = Date(timeIntervalSince1970: 1_717_977_600 + Double(utcHour) * 3600) // 2024-06-10 00:00 UTC + h
    let available = team.filter { t in
        let h = localHour(instant, TimeZone(identifier: t.zone)!)
        return h >= Double(t.workStart) && h < Double(t.workEnd)
    }.map(\.name)
    if available.count > best.count { best = (utcHour, available.count, available) }
}
print("Best slot: \(String(format: "%02d:00", best.hour)) UTC with \(best.count)/\(team.count): \(best.names.joined(separator: ", "))")
let winter = Date(timeIntervalSince1970: 1_704_196_800) // 2024-01-02 12:00 UTC
let paris = TimeZone(identifier: "Europe/Paris")!
print("Paris offset summer \(offsetLabel(paris.secondsFromGMT(for: meeting))), winter \(offsetLabel(paris.secondsFromGMT(for: winter))), DST now: \(paris.isDaylightSavingTime(for: meeting))")
print("Offsets: \([-34_200, 0, 19_800, 20_700, -10_800].map(offsetLabel).joined(separator: " "))")
print("Unknown zone: \(TimeZone(identifier: "Mars/Olympus") == nil ? "nil" : "found")")
