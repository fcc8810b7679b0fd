import Foundation

struct Meeting: CustomStringConvertible {
    let title: String
    let start: Date
    let end: Date

    var interval: DateInterval { DateInterval(start: start, end: end) }
    var minutes: Int { Int(end.timeIntervalSince(start) / 60) }

    static let formatter: DateFormatter = {
        let f = DateFormatter()
        f.locale = Locale(identifier: "en_US_POSIX")
        f.timeZone = TimeZone(identifier: "UTC")
        f.dateFormat = "HH:mm"
        return f
    }()

    var description: String {
        "\(title) \(Meeting.formatter.string(from: start))–\(Meeting.formatter.string(from: end))"
    }
}

let day = Date(timeIntervalSince1970: 1_704_067_200) // 2024-01-01 00:00 UTC
func at(_ h: Int, _ m: Int = 0) -> Date { day.addingTimeInterval(Double(h * 3600 + m * 60)) }

let meetings = [
    Meeting(title: "Standup", start: at(9), end: at(9, 15)),
    Meeting(title: "Design review", start: at(10), end: at(11, 30)),
    Meeting(title: "1:1", start: at(11), end: at(11, 45)),
    Meeting(title: "Lunch", start: at(12), end: at(13)),
    Meeting(title: "Planning", start: at(12, 30), end: at(14)),
    Meeting(title: "Retro", start: at(16), end: at(17)),
].sorted { $0.start < $1.start }

var conflicts: [(Meeting, Meeting)] = []
for (i, a) in meetings.enumerated() {
    for b in meetings[(i + 1)...] where a.interval.intersects(b.interval) && a.end != b.start {
        conflicts.append((a, b))
    }
}
print("Conflicts:")
for (a, b) in conflicts {
    let overlap = a.interval.intersection(with: b.interval)!
    print("  \(a.title) × \(b.title): \(Int(overlap.duration / 60)) min")
}

let workday = DateInterval(start: at(9), end: at(17))
var free: [DateInterval] = []
var cursor = workday.start
for m in meetings {
    if m.start > cursor { free.append(DateInterval(start: cursor, end: m.start)) }
    cursor = max(cursor, m.end)
}
if cursor < workday.end { free.append(DateInterval(start: cursor, end: workday.end)) }
print("Free slots:")
for slot in free {
    print("  \(Meeting.formatter.string(from: slot.start))-\(Meeting.formatter.string(from: slot.end)) (\(Int(slot.duration / 60)) min)")
}
let busy = meetings.reduce(0) { $0 + $1.minutes }
print("Booked minutes (with overlaps): \(busy)")
print("Longest: \(meetings.max { $0.minutes < $1.minutes }!)")
print(workday.contains(at(8)), workday.contains(at(12)))
