import Foundation

enum Activity: String, CaseIterable {
    case run, cycle, swim, yoga
}

struct Workout {
    let activity: Activity
    let minutes: Int
    let calories: Int
    let day: Int
}

let log = [
    Workout(activity: .run, minutes: 32, calories: 350, day: 1),
    Workout(activity: .yoga, minutes: 45, calories: 120, day: 1),
    Workout(activity: .cycle, minutes: 60, calories: 540, day: 2),
    Workout(activity: .run, minutes: 28, calories: 310, day: 3),
    Workout(activity: .swim, minutes: 40, calories: 400, day: 4),
    Workout(activity: .run, minutes: 41, calories: 450, day: 5),
    Workout(activity: .cycle, minutes: 90, calories: 800, day: 6),
]

let (totalMinutes, totalCalories) = log.reduce((0, 0)) { acc, w in
    (acc.0 + w.minutes, acc.1 + w.calories)
}
print("Total: \(totalMinutes) min, \(totalCalories) kcal")

func durationLabel(_ minutes: Int) -> String {
    let h = minutes / 60, m = minutes % 60
    return h > 0 ? "\(h)h \(m)m" : "\(m)m"
}

for activity in Activity.allCases {
    let items = log.filter { $0.activity == activity }
    guard !items.isEmpty else { continue }
    let mins = items.map(\.minutes).reduce(0, +)
    let avg = Double(items.map(\.calories).reduce(0, +)) / Double(items.count)
    print("\(activity.rawValue.capitalized.padding(toLength: 6, withPad: " ", startingAt: 0)) \(items.count)x \(durationLabel(mins)) avg \(String(format: "%.1f", avg)) kcal")
}

let best = log.max { Double($0.calories) / Double($0.minutes) < Double($1.calories) / Double($1.minutes) }!
print("Most intense: \(best.activity) on day \(best.day) (\(String(format: "%.2f", Double(best.calories) / Double(best.minutes))) kcal/min)")

let activeDays = Set(log.map(\.day))
let streak = (1...7).prefix { activeDays.contains($0) }.count
print("Streak from day 1: \(streak) days")

let minutesByDay = log.reduce(into: [Int: Int]()) { $0[$1.day, default: 0] += $1.minutes }
let chart = (1...7).map { day -> String in
    let m = minutesByDay[day] ?? 0
    return "D\(day) " + String(repeating: "#", count: m / 15)
}
chart.forEach { print($0) }
let goalMet = minutesByDay.values.filter { $0 >= 45 }.count
print("Days meeting 45-min goal: \(goalMet)")
