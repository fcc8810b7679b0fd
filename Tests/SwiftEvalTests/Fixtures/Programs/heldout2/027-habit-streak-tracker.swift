import Foundation

var cal = Calendar(identifier: .gregorian)
cal.timeZone = TimeZone(identifier: "UTC")!
cal.firstWeekday = 1
cal.minimumDaysInFirstWeek = 1

struct Habit {
    let name: String
    let emoji: String
    var completions: [Date]
    let targetPerWeek: Int
}

struct HabitStats {
    let habit: Habit
    let today: Date

    private var days: [Date] {
        Array(Set(habit.completions.map { cal.startOfDay(for: $0) })).sorted()
    }

    var currentStreak: Int {
        var streak = 0
        var cursor = cal.startOfDay(for: today)
        let set = Set(days)
        if !set.contains(cursor) { cursor = cal.date(byAdding: .day, value: -1, to: cursor)! }
        while set.contains(cursor) {
            streak += 1
            cursor = cal.date(byAdding: .day, value: -1, to: cursor)!
        }
        return streak
    }

    var longestStreak: Int {
        var best = 0, run = 0
        var prev: Date?
        for d in days {
            if let p = prev, cal.dateComponents([.day], from: p, to: d).day == 1 { run += 1 } else { run = 1 }
            best = max(best, run)
            prev = d
        }
        return best
    }

    var thisWeekCount: Int {
        let week = cal.dateInterval(of: .weekOfYear, for: today)!
        return days.filter { week.contains($0) }.count
    }

    var weekGrid: String {
        let start = cal.date(byAdding: .day, value: -6, to: cal.startOfDay(for: today))!
        let set = Set(days)
        return (0..<7).map { offset -> String in
            let d = cal.date(byAdding: .day, value: offset, to: start)!
            return set.contains(d) ? "●" : "○"
        }.joined()
    }

    var statusLine: String {
        let remaining = habit.targetPerWeek - thisWeekCount
        switch remaining {
        case ..<0: return "Over target by \(-remaining)"
        case 0: return "Target met 🎉"
        case 1: return "1 more this week"
        default: return "\(remaining) more this week"
        }
    }
}

let day: TimeInterval = 86_400
let today = Date(timeIntervalSince1970: 1_718_884_800 + 15 * 3600)
func ago(_ n: Double, hour: Double = 8) -> Date { Date(timeIntervalSince1970: 1_718_884_800 - n * day + hour * 3600) }

let habits = [
    Habit(name: "Meditate", emoji: "🧘", completions: [ago(0), ago(1), ago(2), ago(3), ago(5), ago(6), ago(7), ago(8), ago(9), ago(1, hour: 20)], targetPerWeek: 7),
    Habit(name: "Run", emoji: "🏃", completions: [ago(1), ago(3), ago(6), ago(10)], targetPerWeek: 3),
    Habit(name: "Read", emoji: "📚", completions: [ago(0), ago(1), ago(2), ago(4)], targetPerWeek: 2),
    Habit(name: "Floss", emoji: "🦷", completions: [], targetPerWeek: 5),
]

for h in habits {
    let s = HabitStats(habit: h, today: today)
    print("\(h.emoji) \(h.name): \(s.weekGrid) streak \(s.currentStreak) (best \(s.longestStreak)), week \(s.thisWeekCount)/\(h.targetPerWeek) — \(s.statusLine)")
}
let stats = habits.map { HabitStats(habit: $0, today: today) }
let leader = stats.max { $0.currentStreak < $1.currentStreak }!
print("Longest current streak: \(leader.habit.name)")
let total = stats.map(\.thisWeekCount).reduce(0, +)
print("Check-ins this week: \(total)")
let weekInterval = cal.dateInterval(of: .weekOfYear, for: today)!
print("Week starts \(weekInterval.start.timeIntervalSince1970), lasts \(Int(weekInterval.duration / day)) days")
print("Weekday: \(cal.component(.weekday, from: today)), day of year: \(cal.ordinality(of: .day, in: .year, for: today)!)")
print(habits.filter { $0.completions.isEmpty }.map(\.name))
let needsNudge = stats.filter { $0.currentStreak == 0 }.map { "\($0.habit.emoji) \($0.habit.name)" }
print("Nudge: \(needsNudge.joined(separator: ", "))")
print("Completion rate: \(String(format: "%.0f%%", Double(total) / Double(habits.map(\.targetPerWeek).reduce(0, +)) * 100))")
