import Foundation

enum VehicleType: String { case car, motorcycle, van }

enum ParkingError: Error, CustomStringConvertible {
    case exitBeforeEntry
    case exceedsMaxStay(hours: Int)
    var description: String {
        switch self {
        case .exitBeforeEntry: return "exit time is before entry"
        case .exceedsMaxStay(let h): return "stay exceeds \(h)h limit"
        }
    }
}

struct PricingPolicy {
    let graceMinutes = 10
    let firstHourCents = 300
    let perHalfHourCents = 125
    let dailyCapCents = 2_400
    let maxStayHours = 72
    let multiplier: [VehicleType: Double] = [.car: 1.0, .motorcycle: 0.5, .van: 1.5]

    func price(entry: Date, exit: Date, vehicle: VehicleType, validated: Bool = false) throws -> Int {
        let minutes = Int(exit.timeIntervalSince(entry) / 60)
        guard minutes >= 0 else { throw ParkingError.exitBeforeEntry }
        guard minutes <= maxStayHours * 60 else { throw ParkingError.exceedsMaxStay(hours: maxStayHours) }
        if minutes <= graceMinutes { return 0 }
        let fullDays = minutes / 1440
        let rest = minutes % 1440
        var restCents = 0
        if rest > 0 {
            let extraHalfHours = max(0, (rest - 60 + 29) / 30)
            restCents = min(firstHourCents + extraHalfHours * perHalfHourCents, dailyCapCents)
        }
        var total = fullDays * dailyCapCents + restCents
        total = Int((Double(total) * (multiplier[vehicle] ?? 1)).rounded())
        if validated { total = max(0, total - 200) }
        return total
    }
}

func money(_ cents: Int) -> String { cents == 0 ? "Free" : String(format: "$%.2f", Double(cents) / 100) }

let policy = PricingPolicy()
let entry = Date(timeIntervalSince1970: 1_704_067_200) // 2024-01-01 00:00 UTC
let hm = DateFormatter()
hm.locale = Locale(identifier: "en_US_POSIX")
hm.timeZone = TimeZone(identifier: "UTC")
hm.dateFormat = "EEE HH:mm"

let stays: [(minutes: Int, vehicle: VehicleType, validated: Bool)] = [
    (5, .car, false), (10, .car, false), (11, .car, false), (60, .car, false), (61, .car, false),
    (90, .car, false), (91, .motorcycle, false), (240, .van, false), (240, .car, true),
    (600, .car, false), (1_500, .car, false), (2_880, .van, false), (4_400, .car, false), (-30, .car, false),
]
for s in stays {
    let exit = entry.addingTimeInterval(Double(s.minutes) * 60)
    let label = "\(s.vehicle.rawValue)\(s.validated ? "+v" : "") \(s.minutes)m"
    do {
        let cents = try policy.price(entry: entry, exit: exit, vehicle: s.vehicle, validated: s.validated)
        print("\(label.padding(toLength: 15, withPad: " ", startingAt: 0)) exit \(hm.string(from: exit)) -> \(money(cents))")
    } catch {
        print("\(label.padding(toLength: 15, withPad: " ", startingAt: 0)) error: \(error)")
    }
}

let dayRevenue = stays.compactMap { try? policy.price(entry: entry, exit: entry.addingTimeInterval(Double($0.minutes) * 60), vehicle: $0.vehicle, validated: $0.validated) }
print("tickets priced: \(dayRevenue.count), revenue \(money(dayRevenue.reduce(0, +))), free: \(dayRevenue.filter { $0 == 0 }.count)")
let h = 137
print("\(h) minutes = \(h / 60)h \(String(format: "%02d", h % 60))m, half-hours after first hour: \((h - 60 + 29) / 30)")
