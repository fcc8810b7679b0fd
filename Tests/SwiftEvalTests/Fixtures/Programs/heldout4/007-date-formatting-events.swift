import Foundation

struct Event {
    let title: String
    let start: Date
    let durationMinutes: Int
    var end: Date { start.addingTimeInterval(TimeInterval(durationMinutes * 60)) }
}

var calendar = Calendar(identifier: .gregorian)
calendar.timeZone = TimeZone(identifier: "UTC")!

let dayFormatter = DateFormatter()
dayFormatter.locale = Locale(identifier: "en_US_POSIX")
dayFormatter.timeZone = TimeZone(identifier: "UTC")
dayFormatter.dateFormat = "EEE, MMM d yyyy"

let timeFormatter = DateFormatter()
timeFormatter.locale = Locale(identifier: "en_US_POSIX")
timeFormatter.timeZone = TimeZone(identifier: "UTC")
timeFormatter.dateFormat = "HH:mm"

let iso = ISO8601DateFormatter()
iso.timeZone = TimeZone(identifier: "UTC")

let base: TimeInterval = 1_700_000_000 // 2023-11-14 22:13:20 UTC
let events = [
    Event(title: "Standup", start: Date(timeIntervalSince1970: base + 36_000), durationMinutes: 15),
    Event(title: "Design review", start: Date(timeIntervalSince1970: base + 3_600), durationMinutes: 90),
    Event(title: "Lunch", start: Date(timeIntervalSince1970: base + 50_000), durationMinutes: 60),
    Event(title: "Retro", start: Date(timeIntervalSince1970: base + 200_000), durationMinutes: 45),
]

let byDay = Dictionary(grouping: events) { calendar.startOfDay(for: $0.start) }
for day in byDay.keys.sorted() {
    print(dayFormatter.string(from: day))
    for e in byDay[day]!.sorted(by: { $0.start < $1.start }) {
        print("  \(timeFormatter.string(from: e.start))-\(timeFormatter.string(from: e.end)) \(e.title)")
    }
}

for e in events {
    let comps = calendar.dateComponents([.year, .month, .day, .hour, .weekday], from: e.start)
    print(e.title, comps.year!, comps.month!, comps.day!, comps.hour!, "weekday", comps.weekday!)
}

print(iso.string(from: events[0].start))
if let parsed = iso.date(from: "2024-02-29T12:30:00Z") {
    print(parsed.timeIntervalSince1970)
    let next = calendar.date(byAdding: .year, value: 1, to: parsed)!
    print(iso.string(from: next))
}
let diff = calendar.dateComponents([.day, .hour], from: events[1].start, to: events[3].start)
print("gap: \(diff.day!)d \(diff.hour!)h")
