import Foundation

var calendar = Calendar(identifier: .gregorian)
calendar.timeZone = TimeZone(identifier: "UTC")!
calendar.locale = Locale(identifier: "en_US_POSIX")

func day(_ y: Int, _ m: Int, _ d: Int) -> Date {
    calendar.date(from: DateComponents(year: y, month: m, day: d))!
}

struct Habit {
    let name: String
    var completions: Set<Date> = []

    mutating func check(_ date: Date) { completions.insert(calendar.startOfDay(for: date)) }

    func currentStreak(asOf today: Date) -> Int {
        var streak = 0
        var cursor = calendar.startOfDay(for: today)
        if !completions.contains(cursor) {
            cursor = calendar.date(byAdding: .day, value: -1, to: cursor)!
        }
        while completions.contains(cursor) {
            streak += 1
            cursor = calendar.date(byAdding: .day, value: -1, to: cursor)!
        }
        return streak
    }

    var longestStreak: Int {
        let days = completions.sorted()
        var best = 0, run = 0
        var previous: Date?
        for d in days {
            if let p = previous, calendar.dateComponents([.day], from: p, to: d).day == 1 { run += 1 } else { run = 1 }
            best = max(best, run)
            previous = d
        }
        return best
    }
}

let fmt = DateFormatter()
fmt.locale = Locale(identifier: "en_US_POSIX")
fmt.timeZone = calendar.timeZone
fmt.dateFormat = "MMM d"

var reading = Habit(name: "Reading")
for d in [1, 2, 3, 5, 6, 7, 8, 9, 12, 13] { reading.check(day(2024, 2, d)) }
reading.check(day(2024, 2, 28))
reading.check(day(2024, 2, 29))
reading.check(day(2024, 3, 1).addingTimeInterval(3600 * 15))

let today = day(2024, 3, 2)
print("\(reading.name): \(reading.completions.count) check-ins")
print("Current streak as of \(fmt.string(from: today)): \(reading.currentStreak(asOf: today))")
print("Current streak as of Feb 10: \(reading.currentStreak(asOf: day(2024, 2, 10)))")
print("Longest streak: \(reading.longestStreak)")
let byWeekday = Dictionary(grouping: reading.completions) { calendar.component(.weekday, from: $0) }
for weekday in byWeekday.keys.sorted() {
    print("\(calendar.weekdaySymbols[weekday - 1]): \(byWeekday[weekday]!.count)")
}
