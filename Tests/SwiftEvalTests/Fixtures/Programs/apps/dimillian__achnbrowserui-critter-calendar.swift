// Dimillian__ACHNBrowserUI: Packages/Backend/Sources/Backend/Models/{Item,Hemisphere,Turnips}.swift, Extensions/{Array,Collection}.swift; ACHNBrowserUI/viewModels/{ActiveCrittersViewModel,TurnipsViewModel}.swift
import Foundation

enum Hemisphere: String, Decodable, CaseIterable { case north, south }
var hemisphere = Hemisphere.north

struct ActiveMonth: Codable, Equatable { let activeTimes: [String] }
struct Critter: Codable, Equatable {
    let name: String
    let activeMonths: [String: ActiveMonth]?

    var activeMonthsCalendar: [Int]? {
        if var keys = activeMonths?.keys.compactMap({ Int($0) }) {
            if hemisphere == .south { keys = keys.map { ($0 + 6) % 12 } }
            return keys
        }
        return nil
    }
    func isActiveThisMonth(currentMonth: Int) -> Bool { activeMonthsCalendar?.contains(currentMonth - 1) == true }
    func isNewThisMonth(currentMonth: Int) -> Bool { activeMonthsCalendar?.contains(currentMonth - 2) == false }
    func leavingThisMonth(currentMonth: Int) -> Bool { activeMonthsCalendar?.contains(currentMonth) == false }
    func isActiveAtThisHour(_ thisHour: Int) -> Bool {
        guard let hours = activeHours() else { return false }
        if hours.start == 0 && hours.end == 0 { return true }
        if hours.start < hours.end { return thisHour >= hours.start && thisHour < hours.end }
        return thisHour >= hours.start || thisHour < hours.end
    }
    func formattedTimes() -> String? {
        guard let hours = activeHours() else { return nil }
        if hours.start == 0 && hours.end == 0 { return "All day" }
        func ha(_ hour: Int) -> String { "\(hour % 12 == 0 ? 12 : hour % 12)\(hour < 12 ? "AM" : "PM")" }
        return "\(ha(hours.start)) - \(ha(hours.end))"
    }
    func activeHours() -> (start: Int, end: Int)? {
        guard let activeTimes = activeMonths?.values.first?.activeTimes, let startTime = activeTimes.first, let endTime = activeTimes.last else { return nil }
        if Int(startTime) == 0 && Int(endTime) == 0 { return (start: 0, end: 0) }
        var startHourInt = 0, endHourInt = 0
        var preIntStartTime = startTime
        preIntStartTime.removeLast(2)
        if let hour = Int(preIntStartTime) { startHourInt = hour; if startTime.suffix(2) == "pm" { startHourInt += 12 } }
        var preIntEndTime = endTime
        preIntEndTime.removeLast(2)
        if let hour = Int(preIntEndTime) { endHourInt = hour; if endTime.suffix(2) == "pm" { endHourInt += 12 } }
        return (start: startHourInt, end: endHourInt)
    }
}

extension Array {
    func chunked(into size: Int) -> [[Element]] {
        stride(from: 0, to: count, by: size).map { Array(self[$0 ..< Swift.min($0 + size, count)]) }
    }
}
extension Collection where Element: Numeric { var total: Element { reduce(0, +) } }
extension Collection where Element: BinaryInteger { var average: Double { isEmpty ? 0 : Double(total) / Double(count) } }

func months(_ list: [Int], _ times: [String]) -> String {
    "{" + list.map { "\"\($0)\":{\"activeTimes\":[\(times.map { "\"\($0)\"" }.joined(separator: ","))]}" }.joined(separator: ",") + "}"
}
let json = "[" + [
    "{\"name\":\"sea bass\",\"activeMonths\":\(months([0, 1, 2, 3, 10, 11], ["0", "0"]))}",
    "{\"name\":\"tarantula\",\"activeMonths\":\(months([0, 1, 2, 3], ["7pm", "4am"]))}",
    "{\"name\":\"monarch butterfly\",\"activeMonths\":\(months([8, 9, 10], ["4am", "5pm"]))}",
    "{\"name\":\"coelacanth\"}",
].joined(separator: ",") + "]"
let critters = try! JSONDecoder().decode([Critter].self, from: Data(json.utf8))
for h in Hemisphere.allCases {
    hemisphere = h
    for month in [1, 4, 10] {
        let active = critters.filter { $0.isActiveThisMonth(currentMonth: month) }
        print("\(h) month \(month): active \(active.map(\.name)) new \(active.filter { $0.isNewThisMonth(currentMonth: month) }.map(\.name)) leaving \(active.filter { $0.leavingThisMonth(currentMonth: month) }.map(\.name))")
    }
}
for critter in critters {
    let now = [2, 9, 20].map { critter.isActiveAtThisHour($0) ? "Y" : "n" }.joined()
    print("\(critter.name): \(critter.formattedTimes() ?? "-") at 2/9/20h: \(now)")
}

let averagePrices = [90, 95, 110, 140, 180, 120, 85, 80, 75, 70, 66, 60]
let minMax = [[80, 100], [85, 105], [90, 130], [100, 200], [120, 400], [90, 150]]
print("averages by day:", averagePrices.chunked(into: 2), "minMax:", minMax.chunked(into: 4).map(\.count))
print("week total \(averagePrices.total), average \(averagePrices.average), best \(averagePrices.max()!)")
