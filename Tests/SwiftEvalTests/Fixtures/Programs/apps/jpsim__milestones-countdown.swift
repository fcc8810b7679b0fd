// jpsim__Milestones: MilestonesCore/State/{Milestone,AppState}.swift, Extensions/{Milestones+Trimming,Calendar+Milestones,DateFormatter+Milestones,Milestones+Mock}.swift, Views/MilestoneBaseCellView.swift (ViewState), Calendar/CalendarMonthView.swift
import Foundation

var calendar = Calendar(identifier: .gregorian)
calendar.timeZone = TimeZone(identifier: "UTC")!
calendar.locale = Locale(identifier: "en_US")

struct Milestone: Hashable, Comparable {
    let id: Int
    var title: String
    var today: Date
    var date: Date
    var isEditing: Bool
    static func < (lhs: Milestone, rhs: Milestone) -> Bool { (lhs.date, lhs.title) < (rhs.date, rhs.title) }
}
func day(_ month: Int, _ d: Int, year: Int = 2020) -> Date { DateComponents(calendar: calendar, year: year, month: month, day: d).date! }

extension Array where Element == Milestone {
    func trimmingBefore(applyingToday today: Date, calendar: Calendar) -> [Milestone] {
        compactMap { milestone -> Milestone? in
            if calendar.compare(milestone.date, to: today, toGranularity: .day) == .orderedAscending { return nil }
            var offsetMilestone = milestone
            offsetMilestone.today = today
            return offsetMilestone
        }
    }
}
extension DateFormatter {
    convenience init(calendar: Calendar, dateStyle: DateFormatter.Style = .full, dateFormat: String? = nil) {
        self.init()
        self.calendar = calendar; self.timeZone = calendar.timeZone; self.locale = calendar.locale; self.dateStyle = dateStyle
        if let dateFormat = dateFormat { self.dateFormat = dateFormat }
    }
}
struct ViewState {
    let title: String?, subtitlePrefix: String, subtitleSuffix: String
    init(milestone: Milestone) {
        title = milestone.title.isEmpty ? nil : milestone.title
        let days = calendar.dateComponents([.day], from: milestone.today, to: milestone.date).day!
        subtitlePrefix = "\(days) \(abs(days) == 1 ? "day" : "days")"   // DateComponentsFormatter(unitsStyle: .full)
        subtitleSuffix = "until \(DateFormatter(calendar: calendar, dateStyle: .long).string(from: milestone.date))"
    }
}

let today = day(6, 25)
var milestones = [
    Milestone(id: 1, title: "🍎 WWDC", today: today, date: day(6, 22), isEditing: false),
    Milestone(id: 2, title: "🇺🇸 Independence Day", today: today, date: day(7, 4), isEditing: false),
    Milestone(id: 3, title: "🇨🇦 Canada Day", today: today, date: day(7, 1), isEditing: true),
    Milestone(id: 4, title: "Birthday", today: today, date: day(6, 26), isEditing: false),
]
// addButtonTapped: stop editing everything, insert an untitled milestone for today, sort
milestones.enumerated().filter { $1.isEditing }.forEach { index, _ in milestones[index].isEditing = false }
milestones.insert(Milestone(id: 5, title: "", today: today, date: today, isEditing: true), at: 0)
milestones.sort()
for milestone in milestones.trimmingBefore(applyingToday: today, calendar: calendar) {
    let state = ViewState(milestone: milestone)
    print("\(state.title ?? "Untitled")\(milestone.isEditing ? " (editing)" : ""): \(state.subtitlePrefix) \(state.subtitleSuffix)")
}
print("same-day tie sorts by title:", [Milestone(id: 6, title: "b", today: today, date: today, isEditing: false),
                                        Milestone(id: 7, title: "a", today: today, date: today, isEditing: false)].sorted().map(\.title))

extension Calendar {
    func firstDayOfMonth(for date: Date) -> Date {
        var components = dateComponents([.year, .month, .day], from: date)
        components.day = 1
        return self.date(from: components)!
    }
    func isDay(_ day: Date, between firstDay: Date, and secondDay: Date) -> Bool {
        compare(day, to: firstDay, toGranularity: .day) != .orderedAscending && compare(day, to: secondDay, toGranularity: .day) != .orderedDescending
    }
}
// CalendarMonthView for July 2020 with the selectable range today...Canada Day
let firstOfMonth = calendar.date(byAdding: DateComponents(month: 1), to: calendar.firstDayOfMonth(for: today))!
let header = DateFormatter(calendar: calendar, dateFormat: "LLLL yyyy").string(from: firstOfMonth).uppercased()
let weeks = calendar.range(of: .weekOfMonth, in: .month, for: firstOfMonth)!.count
var startOffset = calendar.component(.weekday, from: firstOfMonth) - calendar.firstWeekday
startOffset += startOffset >= 0 ? 0 : 7
print(header, "- \(weeks) weeks, starts at column \(startOffset)")
for row in 0..<weeks {
    let cells = (0...6).map { column -> String in
        let date = calendar.date(byAdding: DateComponents(day: row * 7 + column - startOffset), to: firstOfMonth)!
        let number = String(calendar.component(.day, from: date))
        if !calendar.isDate(date, equalTo: firstOfMonth, toGranularity: .month) { return "  ." }
        return (calendar.isDay(date, between: today, and: day(7, 1)) ? "*" : " ") + String(repeating: " ", count: 2 - number.count) + number
    }
    print(cells.joined(separator: " "))
}
