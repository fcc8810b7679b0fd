import Foundation

var cal = Calendar(identifier: .gregorian)
cal.timeZone = TimeZone(identifier: "America/New_York")!

func day(_ y: Int, _ m: Int, _ d: Int) -> Date {
    cal.date(from: DateComponents(year: y, month: m, day: d, hour: 9))!
}

struct Habit {
    let name: String
    var completions: Set<Date> = []

    mutating func markDone(_ date: Date) { completions.insert(cal.startOfDay(for: date)) }

    func currentStreak(asOf today: Date) -> Int {
        var streak = 0
        var cursor = cal.startOfDay(for: today)
        while completions.contains(cursor) {
            streak += 1
            cursor = cal.date(byAdding: .day, value: -1, to: cursor)!
        }
        return streak
    }

    func longestStreak() -> Int {
        let days = completions.sorted()
        var best = 0, run = 0
        var prev: Date?
        for d in days {
            if let p = prev, cal.dateComponents([.day], from: p, to: d).day == 1 { run += 1 } else { run = 1 }
            best = max(best, run)
            prev = d
        }
        return best
    }
}

let f = DateFormatter()
f.locale = Locale(identifier: "en_US_POSIX")
f.timeZone = cal.timeZone
f.dateFormat = "MMM d"

var h = Habit(name: "Read")
for (m, d) in [(3, 1), (3, 2), (3, 3), (3, 5), (3, 6), (3, 7), (3, 8), (3, 9), (3, 10), (3, 12)] {
    h.markDone(day(2024, m, d))
}
h.markDone(day(2024, 3, 9))
print(h.name, "entries:", h.completions.count)
for (m, d) in [(3, 3), (3, 4), (3, 10), (3, 11), (3, 12)] {
    print("streak as of \(f.string(from: day(2024, m, d))):", h.currentStreak(asOf: day(2024, m, d)))
}
print("longest:", h.longestStreak())

let weekdays = h.completions.sorted().map { cal.component(.weekday, from: $0) }
let names = cal.shortWeekdaySymbols
let hist = Dictionary(grouping: weekdays, by: { $0 }).mapValues(\.count)
print(hist.keys.sorted().map { "\(names[$0 - 1]):\(hist[$0]!)" }.joined(separator: " "))
// DST change in New York happened on Mar 10 2024
let before = day(2024, 3, 9), after = day(2024, 3, 11)
print("hours between:", Int(after.timeIntervalSince(before) / 3600))
print("days between:", cal.dateComponents([.day], from: before, to: after).day!)
let monthRange = cal.range(of: .day, in: .month, for: day(2024, 2, 10))!
print("Feb 2024 days:", monthRange.count)
