import Foundation

var cal = Calendar(identifier: .gregorian)
cal.timeZone = TimeZone(identifier: "UTC")!
cal.firstWeekday = 2 // Monday

struct MonthGrid {
    let year: Int
    let month: Int
    let highlighted: Set<Int>

    var firstDay: Date { cal.date(from: DateComponents(year: year, month: month, day: 1))! }
    var dayCount: Int { cal.range(of: .day, in: .month, for: firstDay)!.count }
    var leadingBlanks: Int { (cal.component(.weekday, from: firstDay) - cal.firstWeekday + 7) % 7 }

    var title: String {
        let f = DateFormatter()
        f.locale = Locale(identifier: "en_US_POSIX")
        f.timeZone = cal.timeZone
        f.dateFormat = "MMMM yyyy"
        return f.string(from: firstDay)
    }

    func render() -> [String] {
        var lines = [title, "Mo Tu We Th Fr Sa Su"]
        var cells = Array(repeating: "  ", count: leadingBlanks)
        for d in 1...dayCount {
            cells.append(highlighted.contains(d) ? " *" : (d < 10 ? " \(d)" : "\(d)"))
        }
        for start in stride(from: 0, to: cells.count, by: 7) {
            let row = cells[start..<min(start + 7, cells.count)]
            lines.append(row.joined(separator: " "))
        }
        return lines
    }
}

let feb = MonthGrid(year: 2024, month: 2, highlighted: [14, 29])
feb.render().forEach { print($0) }
print("")
let sept = MonthGrid(year: 2025, month: 9, highlighted: [])
print("\(sept.title): \(sept.dayCount) days, starts after \(sept.leadingBlanks) blank(s)")
let weekends = (1...sept.dayCount).filter { d in
    let date = cal.date(byAdding: .day, value: d - 1, to: sept.firstDay)!
    return cal.isDateInWeekend(date)
}
print("Weekend days: \(weekends)")
