// Month view: Calendar (UTC) math for first weekday and days in month, grid rows, leap years, highlights.
import Foundation

var cal = Calendar(identifier: .gregorian)
cal.timeZone = TimeZone(identifier: "UTC")!
cal.firstWeekday = 1 // Sunday

let title: DateFormatter = {
    let f = DateFormatter()
    f.locale = Locale(identifier: "en_US_POSIX")
    f.timeZone = TimeZone(identifier: "UTC")
    f.dateFormat = "LLLL yyyy"
    return f
}()

struct MonthGrid {
    let year: Int, month: Int
    var highlights: Set<Int> = []

    var firstDay: Date { cal.date(from: DateComponents(year: year, month: month, day: 1))! }
    var dayCount: Int { cal.range(of: .day, in: .month, for: firstDay)!.count }
    var leadingBlanks: Int { (cal.component(.weekday, from: firstDay) - cal.firstWeekday + 7) % 7 }

    var rows: [String] {
        let cells = Array(repeating: "  ", count: leadingBlanks) + (1...dayCount).map { d in
            highlights.contains(d) ? (d < 10 ? "*\(d)" : "\(d)*") : (d < 10 ? " \(d)" : "\(d)")
        }
        return stride(from: 0, to: cells.count, by: 7).map { cells[$0..<min($0 + 7, cells.count)].joined(separator: " ") }
    }
}

func isLeap(_ y: Int) -> Bool { (y % 4 == 0 && y % 100 != 0) || y % 400 == 0 }

var feb = MonthGrid(year: 2024, month: 2, highlights: [14, 29, 31])
print(title.string(from: feb.firstDay))
print("Su Mo Tu We Th Fr Sa")
feb.rows.forEach { print($0) }
print("Days: \(feb.dayCount), blanks: \(feb.leadingBlanks), weeks: \(feb.rows.count)")
feb.highlights.removeAll()
let sep = MonthGrid(year: 2024, month: 9)
print(title.string(from: sep.firstDay) + ": starts on column \(sep.leadingBlanks), \(sep.rows.count) rows")

for y in [1900, 2000, 2023, 2024, 2100] {
    let days = MonthGrid(year: y, month: 2).dayCount
    print("\(y): Feb has \(days) days, leap=\(isLeap(y)), agrees=\(isLeap(y) == (days == 29))")
}
let lengths = (1...12).map { MonthGrid(year: 2023, month: $0).dayCount }
print("2023 month lengths: \(lengths), total \(lengths.reduce(0, +))")
var mondayStart = cal
mondayStart.firstWeekday = 2
let wd = mondayStart.component(.weekday, from: sep.firstDay)
print("Sep 1, 2024 weekday #\(wd), Monday-first blanks: \((wd - mondayStart.firstWeekday + 7) % 7)")
let nextMonth = cal.date(byAdding: .month, value: 1, to: cal.date(from: DateComponents(year: 2024, month: 1, day: 31))!)!
print("Jan 31 + 1 month = \(cal.component(.month, from: nextMonth))/\(cal.component(.day, from: nextMonth))")
