// criticalmaps__criticalmaps-ios: CriticalMapsKit/Sources/SharedModels/NextRideFeature/{Ride,RideEventSettings}.swift, Helpers/{String+Additions,Sequence+Additions}.swift, NextRideFeature/NextRideFeature.swift (queryMonth, findLastFriday, ride selection)
import Foundation

enum RideType: String, CaseIterable, Codable {
    case criticalMass = "CRITICAL_MASS", kidicalMass = "KIDICAL_MASS", nightride = "NIGHT_RIDE"
    case demonstration = "DEMONSTRATION", alleycat = "ALLEYCAT", tour = "TOUR"
    var title: String { rawValue.replacingOccurrences(of: "_", with: " ").capitalized }
}
struct City: Codable, Hashable { let id: Int; let name: String; let timezone: String }
struct Ride: Hashable, Codable, Identifiable {
    let id: Int
    var city: City?
    let title: String
    let dateTime: Date
    let location: String?
    let enabled: Bool
    let rideType: RideType?

    var titleWithoutDatePattern: String { title.removedDatePattern() }
    var rideDateAndTime: String {
        let zone = city.flatMap { TimeZone(identifier: $0.timezone) } ?? TimeZone(identifier: "Europe/Berlin")!
        let date = dateTime.formatted(Date.FormatStyle(date: .abbreviated, time: .omitted, locale: Locale(identifier: "en_US"), timeZone: zone))
        let time = dateTime.formatted(Date.FormatStyle(date: .omitted, time: .shortened, locale: Locale(identifier: "en_GB"), timeZone: zone))
        return "\(date) - \(time)"
    }
    var shareMessage: String {
        guard let location else { return "\(titleWithoutDatePattern)\n\(rideDateAndTime)" }
        return "\(titleWithoutDatePattern)\n\(rideDateAndTime)\n\(location)"
    }
}

extension String {
    func removedDatePattern() -> String {
        let regex = try! NSRegularExpression(pattern: #" \d{1,2}.\d{1,2}.\d{4}$"#, options: .caseInsensitive)
        return regex.stringByReplacingMatches(in: self, options: [], range: NSRange(location: 0, length: count), withTemplate: "")
    }
}
extension Sequence {
    func sorted<T: Comparable>(by keyPath: KeyPath<Element, T>, using comparator: (T, T) -> Bool = (<)) -> [Element] {
        sorted { a, b in comparator(a[keyPath: keyPath], b[keyPath: keyPath]) }
    }
}

var calendar = Calendar(identifier: .gregorian)
calendar.timeZone = TimeZone(identifier: "UTC")!
func findLastFriday(in month: Int, year: Int) -> Date? {
    guard let firstDay = calendar.date(from: DateComponents(year: year, month: month)),
          let range = calendar.range(of: .day, in: .month, for: firstDay) else { return nil }
    var fridays: [Date] = []
    for day in range {
        if let date = calendar.date(from: DateComponents(year: year, month: month, day: day)), calendar.component(.weekday, from: date) == 6 {
            fridays.append(date)
        }
    }
    return fridays.last
}
func queryMonth(for today: Date) -> Int {
    let currentMonth = calendar.dateComponents([.month], from: today).month ?? 0
    let currentYear = calendar.dateComponents([.year], from: today).year ?? 0
    guard let lastFriday = findLastFriday(in: currentMonth, year: currentYear) else { return currentMonth }
    if calendar.isDate(today, inSameDayAs: lastFriday) || today < lastFriday { return currentMonth }
    let nextMonthDate = calendar.date(byAdding: .month, value: 1, to: today) ?? today
    return calendar.dateComponents([.month], from: nextMonthDate).month ?? currentMonth
}
func date(_ y: Int, _ m: Int, _ d: Int, _ h: Int = 0) -> Date { calendar.date(from: DateComponents(year: y, month: m, day: d, hour: h))! }

for day in [date(2024, 5, 30), date(2024, 5, 31, 18), date(2024, 12, 28)] {
    print("\(calendar.component(.day, from: day)).\(calendar.component(.month, from: day)) -> query month \(queryMonth(for: day))")
}

let json = """
[{"id":1,"title":"Critical Mass Berlin 31.05.2024","dateTime":1717178400,"location":"Mariannenplatz","enabled":true,"rideType":"CRITICAL_MASS",
  "city":{"id":7,"name":"Berlin","timezone":"Europe/Berlin"}},
 {"id":2,"title":"Kidical Mass 2.6.2024","dateTime":1717322400,"enabled":true,"rideType":"KIDICAL_MASS"},
 {"id":3,"title":"Night Ride","dateTime":1717110000,"enabled":true,"rideType":"NIGHT_RIDE","city":{"id":9,"name":"New York","timezone":"America/New_York"}},
 {"id":4,"title":"Alleycat 1.6.2024","dateTime":1717250400,"enabled":false,"rideType":"ALLEYCAT"},
 {"id":5,"title":"Demo","dateTime":1717200000,"enabled":true}]
"""
let decoder = JSONDecoder()
decoder.dateDecodingStrategy = .secondsSince1970
let rides = try decoder.decode([Ride].self, from: Data(json.utf8))
let now = date(2024, 5, 31, 12)
print("upcoming:", rides.sorted(by: \.dateTime).filter { $0.dateTime > now }.map(\.id), "newest first:", rides.sorted(by: \.id, using: >).map(\.id))
for ride in rides { print("[\(ride.rideType?.title ?? "-")] \(ride.shareMessage.replacingOccurrences(of: "\n", with: " | "))") }

for enabledTypes in [RideType.allCases, [.kidicalMass, .tour], []] {
    let next = rides.lazy
        .filter { guard let type = $0.rideType else { return true }; return enabledTypes.contains(type) }
        .filter(\.enabled)
        .sorted { $0.dateTime < $1.dateTime }
        .first { $0.dateTime > now }
    print("types \(enabledTypes.count): next ride \(next.map { "\($0.id) \($0.titleWithoutDatePattern)" } ?? "none")")
}
