// Foundation: Calendar with a fixed time zone, dates built from DateComponents, adding and extracting.
import Foundation

var calendar = Calendar(identifier: .gregorian)
calendar.timeZone = TimeZone(identifier: "UTC")!

let start = calendar.date(from: DateComponents(year: 2024, month: 1, day: 30, hour: 8, minute: 15))!
print(start.timeIntervalSince1970)

let formatter = DateFormatter()
formatter.locale = Locale(identifier: "en_US_POSIX")
formatter.timeZone = calendar.timeZone
formatter.dateFormat = "yyyy-MM-dd HH:mm EEE"
print(formatter.string(from: start))

let plusMonth = calendar.date(byAdding: .month, value: 1, to: start)!
print(formatter.string(from: plusMonth))
let plusDays = calendar.date(byAdding: .day, value: 45, to: start)!
print(formatter.string(from: plusDays))

let parts = calendar.dateComponents([.year, .month, .day, .weekday], from: plusDays)
print(parts.year!, parts.month!, parts.day!, parts.weekday!)
print(calendar.component(.hour, from: start))

let end = calendar.date(from: DateComponents(year: 2024, month: 3, day: 1))!
let diff = calendar.dateComponents([.day], from: start, to: end)
print(diff.day!)
print(calendar.isDate(start, inSameDayAs: start.addingTimeInterval(3600)))
print(calendar.isDate(start, inSameDayAs: end))

let dayStart = calendar.startOfDay(for: start)
print(formatter.string(from: dayStart))
var weekly: [String] = []
for week in 0..<4 {
    let d = calendar.date(byAdding: .weekOfYear, value: week, to: start)!
    weekly.append(String(formatter.string(from: d).prefix(10)))
}
print(weekly)
