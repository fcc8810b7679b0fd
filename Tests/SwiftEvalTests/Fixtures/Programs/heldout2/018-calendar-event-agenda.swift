import Foundation

var cal = Calendar(identifier: .gregorian)
cal.timeZone = TimeZone(identifier: "UTC")!
cal.firstWeekday = 2
cal.minimumDaysInFirstWeek = 4

struct Event {
    let title: String
    let start: Date
    let minutes: Int
    var end: Date { start.addingTimeInterval(TimeInterval(minutes * 60)) }
    var isAllDay: Bool { minutes >= 24 * 60 }
}

func date(_ y: Int, _ m: Int, _ d: Int, _ h: Int = 0, _ min: Int = 0) -> Date {
    cal.date(from: DateComponents(year: y, month: m, day: d, hour: h, minute: min))!
}

let dayHeader = DateFormatter()
dayHeader.locale = Locale(identifier: "en_US_POSIX")
dayHeader.timeZone = TimeZone(identifier: "UTC")
dayHeader.dateFormat = "EEEE, MMMM d"

let timeFmt = DateFormatter()
timeFmt.locale = Locale(identifier: "en_US_POSIX")
timeFmt.timeZone = TimeZone(identifier: "UTC")
timeFmt.dateFormat = "h:mm a"

let events = [
    Event(title: "Standup", start: date(2024, 2, 28, 9, 30), minutes: 15),
    Event(title: "Design sync", start: date(2024, 2, 28, 14), minutes: 60),
    Event(title: "Leap day party", start: date(2024, 2, 29), minutes: 1440),
    Event(title: "Dentist", start: date(2024, 3, 1, 8, 45), minutes: 45),
    Event(title: "Lunch w/ Sam", start: date(2024, 2, 28, 12), minutes: 90),
    Event(title: "Retro", start: date(2024, 3, 4, 16), minutes: 50),
]

let byDay = Dictionary(grouping: events) { cal.startOfDay(for: $0.start) }
let today = date(2024, 2, 28, 7)
for day in byDay.keys.sorted() {
    let diff = cal.dateComponents([.day], from: cal.startOfDay(for: today), to: day).day!
    let prefix = diff == 0 ? "Today — " : diff == 1 ? "Tomorrow — " : ""
    print(prefix + dayHeader.string(from: day))
    for e in byDay[day]!.sorted(by: { $0.start < $1.start }) {
        if e.isAllDay {
            print("  All day  \(e.title)")
        } else {
            print("  \(timeFmt.string(from: e.start))–\(timeFmt.string(from: e.end))  \(e.title) (\(e.minutes)m)")
        }
    }
}

let busyMinutes = events.filter { !$0.isAllDay && cal.isDate($0.start, inSameDayAs: today) }.map(\.minutes).reduce(0, +)
print("Busy today: \(busyMinutes / 60)h \(busyMinutes % 60)m")
let week = cal.component(.weekOfYear, from: today)
let weekday = cal.component(.weekday, from: date(2024, 3, 4))
print("week \(week), Mar 4 weekday \(weekday)")
let range = cal.range(of: .day, in: .month, for: date(2024, 2, 10))!
print("Feb 2024 has \(range.count) days")
let nextMonth = cal.date(byAdding: .month, value: 1, to: date(2024, 1, 31))!
print("Jan 31 + 1 month = \(dayHeader.string(from: nextMonth))")
let overlapping = zip(events.sorted { $0.start < $1.start }, events.sorted { $0.start < $1.start }.dropFirst())
    .filter { $0.0.end > $0.1.start }
    .map { "\($0.0.title) overlaps \($0.1.title)" }
print(overlapping.isEmpty ? "No conflicts" : overlapping.joined(separator: "; "))
let iso = ISO8601DateFormatter()
iso.timeZone = TimeZone(identifier: "UTC")
print(iso.string(from: events[3].start))
