// Habit tracker: check-ins at fixed dates, Calendar in UTC, current and longest streaks, weekly grid.
import Foundation

var calendar = Calendar(identifier: .gregorian)
calendar.timeZone = TimeZone(identifier: "UTC")!

let formatter: DateFormatter = {
    let f = DateFormatter()
    f.locale = Locale(identifier: "en_US_POSIX")
    f.timeZone = TimeZone(identifier: "UTC")
    f.dateFormat = "EEE MMM d"
    return f
}()

let day: TimeInterval = 86_400
let start = Date(timeIntervalSince1970: 1_704_067_200) // Mon 2024-01-01 00:00 UTC

struct Habit {
    let name: String
    var checkIns: [Date]

    func days() -> [Date] {
        Array(Set(checkIns.map { calendar.startOfDay(for: $0) })).sorted()
    }
    func streaks() -> [Int] {
        var result: [Int] = []
        var current = 0
        var previous: Date?
        for d in days() {
            if let p = previous, calendar.dateComponents([.day], from: p, to: d).day == 1 {
                current += 1
            } else {
                if current > 0 { result.append(current) }
                current = 1
            }
            previous = d
        }
        if current > 0 { result.append(current) }
        return result
    }
    func currentStreak(asOf today: Date) -> Int {
        guard let last = days().last else { return 0 }
        let gap = calendar.dateComponents([.day], from: last, to: calendar.startOfDay(for: today)).day ?? 99
        return gap <= 1 ? (streaks().last ?? 0) : 0
    }
}

func at(_ dayOffset: Int, hour: Int = 8) -> Date {
    start.addingTimeInterval(Double(dayOffset) * day + Double(hour) * 3600)
}

let habits = [
    Habit(name: "Read", checkIns: [0, 1, 2, 4, 5, 6, 7, 8, 13].map { at($0) } + [at(2, hour: 22)]),
    Habit(name: "Run", checkIns: [at(1), at(3), at(5), at(12, hour: 23), at(13, hour: 1)]),
    Habit(name: "Meditate", checkIns: []),
]
let today = at(13, hour: 20)
print("Today: \(formatter.string(from: today))")
for h in habits {
    let s = h.streaks()
    print("\(h.name): \(h.days().count) day(s), streaks \(s), longest \(s.max() ?? 0), current \(h.currentStreak(asOf: today))")
    if let first = h.days().first, let last = h.days().last {
        print("  from \(formatter.string(from: first)) to \(formatter.string(from: last))")
    }
}

let read = Set(habits[0].days())
for week in 0..<2 {
    let cells = (0..<7).map { offset -> String in
        let d = calendar.startOfDay(for: at(week * 7 + offset))
        return read.contains(d) ? "■" : "□"
    }
    print("Week \(week + 1): \(cells.joined(separator: " "))")
}
let weekday = calendar.component(.weekday, from: today)
let comps = calendar.dateComponents([.year, .month, .day, .hour], from: today)
print("Weekday #\(weekday), \(comps.year!)-\(comps.month!)-\(comps.day!) \(comps.hour!)h")
