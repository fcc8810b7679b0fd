import Foundation

var cal = Calendar(identifier: .gregorian)
cal.timeZone = TimeZone(identifier: "UTC")!
cal.locale = Locale(identifier: "en_US_POSIX")

let fmt = DateFormatter()
fmt.locale = Locale(identifier: "en_US_POSIX")
fmt.timeZone = TimeZone(identifier: "UTC")
fmt.dateFormat = "yyyy-MM-dd EEE"

struct Subscription {
    enum Plan { case monthly, yearly, trial(days: Int) }
    let plan: Plan
    let start: Date

    func renewal(using cal: Calendar) -> Date {
        switch plan {
        case .monthly: return cal.date(byAdding: .month, value: 1, to: start)!
        case .yearly: return cal.date(byAdding: .year, value: 1, to: start)!
        case .trial(let days): return cal.date(byAdding: .day, value: days, to: start)!
        }
    }
}

let jan31 = cal.date(from: DateComponents(year: 2024, month: 1, day: 31))!
let feb29 = cal.date(from: DateComponents(year: 2024, month: 2, day: 29))!
let subs: [(String, Subscription)] = [
    ("monthly from Jan 31", Subscription(plan: .monthly, start: jan31)),
    ("yearly from Feb 29", Subscription(plan: .yearly, start: feb29)),
    ("14-day trial", Subscription(plan: .trial(days: 14), start: feb29)),
]
for (label, sub) in subs {
    print("\(label): \(fmt.string(from: sub.start)) -> \(fmt.string(from: sub.renewal(using: cal)))")
}

let today = Date(timeIntervalSince1970: 1_718_000_000)
print("Today: \(fmt.string(from: today))")
let birthday = cal.date(from: DateComponents(year: 1990, month: 6, day: 15))!
let age = cal.dateComponents([.year], from: birthday, to: today).year!
print("Age: \(age)")
var next = cal.nextDate(after: today, matching: DateComponents(month: 6, day: 15), matchingPolicy: .nextTime)!
print("Next birthday: \(fmt.string(from: next)) in \(cal.dateComponents([.day], from: cal.startOfDay(for: today), to: next).day!) days")
next = cal.date(byAdding: .day, value: -1, to: next)!
print("Eve: \(fmt.string(from: next))")

let weekStart = cal.dateInterval(of: .weekOfYear, for: today)!
print("Week: \(fmt.string(from: weekStart.start)) + \(Int(weekStart.duration / 86_400)) days")
let days = (0..<7).map { cal.date(byAdding: .day, value: $0, to: weekStart.start)! }
print(days.map { cal.component(.day, from: $0) })
print(days.filter { cal.isDateInWeekend($0) }.map { fmt.string(from: $0) })
print(cal.range(of: .day, in: .month, for: feb29)!.count, cal.range(of: .day, in: .month, for: jan31)!.count)
print(cal.isDate(jan31, inSameDayAs: jan31.addingTimeInterval(3600)), cal.compare(jan31, to: feb29, toGranularity: .month) == .orderedAscending)
