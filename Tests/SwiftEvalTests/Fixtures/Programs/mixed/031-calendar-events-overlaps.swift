// Day agenda: events with start/end minutes, overlap detection, free slots, all-day and zero-length events.
import Foundation

struct Event: Comparable {
    let title: String
    let start: Int   // minutes after midnight
    let end: Int
    var isAllDay: Bool { start == 0 && end == 24 * 60 }
    var duration: Int { end - start }
    static func < (a: Event, b: Event) -> Bool { (a.start, a.end, a.title) < (b.start, b.end, b.title) }
    func overlaps(_ other: Event) -> Bool { start < other.end && other.start < end }
}

func clock(_ minutes: Int) -> String {
    let h = minutes / 60 % 24, m = minutes % 60
    let suffix = h < 12 ? "AM" : "PM"
    let h12 = h % 12 == 0 ? 12 : h % 12
    return m == 0 ? "\(h12) \(suffix)" : String(format: "%d:%02d %@", h12, m, suffix)
}

func length(_ minutes: Int) -> String {
    switch (minutes / 60, minutes % 60) {
    case (0, 0): return "0m"
    case (0, let m): return "\(m)m"
    case (let h, 0): return "\(h)h"
    case let (h, m): return "\(h)h \(m)m"
    }
}

let events = [
    Event(title: "Standup", start: 9 * 60 + 30, end: 9 * 60 + 45),
    Event(title: "Design review", start: 10 * 60, end: 11 * 60 + 30),
    Event(title: "Lunch", start: 12 * 60, end: 13 * 60),
    Event(title: "1:1 with Sam", start: 11 * 60, end: 11 * 60 + 30),
    Event(title: "Conference", start: 0, end: 24 * 60),
    Event(title: "Reminder", start: 15 * 60, end: 15 * 60),
    Event(title: "Focus time", start: 13 * 60, end: 16 * 60 + 15),
].sorted()

let timed = events.filter { !$0.isAllDay }
let allDay = events.filter(\.isAllDay)
print("All-day: \(allDay.map(\.title).joined(separator: ", "))")
for e in timed {
    let range = e.duration == 0 ? clock(e.start) : "\(clock(e.start))–\(clock(e.end))"
    let conflicts = timed.filter { $0.title != e.title && $0.overlaps(e) }.map(\.title)
    let warn = conflicts.isEmpty ? "" : " ⚠️ overlaps \(conflicts.joined(separator: ", "))"
    print("\(range)  \(e.title) (\(length(e.duration)))\(warn)")
}

func freeSlots(_ events: [Event], from dayStart: Int, to dayEnd: Int, minimum: Int) -> [(Int, Int)] {
    var slots: [(Int, Int)] = []
    var cursor = dayStart
    for e in events.sorted() where e.duration > 0 {
        if e.start - cursor >= minimum { slots.append((cursor, e.start)) }
        cursor = max(cursor, e.end)
    }
    if dayEnd - cursor >= minimum { slots.append((cursor, dayEnd)) }
    return slots
}
let slots = freeSlots(timed, from: 9 * 60, to: 18 * 60, minimum: 15)
print("Free (≥15m): " + slots.map { "\(clock($0.0))–\(clock($0.1))" }.joined(separator: ", "))
let busy = timed.reduce(0) { $0 + $1.duration }
print("Booked: \(length(busy)); longest: \(timed.max { $0.duration < $1.duration }?.title ?? "-")")
print("Edge clocks: \(clock(0)), \(clock(12 * 60)), \(clock(23 * 60 + 59)), \(clock(24 * 60))")
print("No free time on empty 0-length day: \(freeSlots([], from: 600, to: 600, minimum: 1).count) slots")
