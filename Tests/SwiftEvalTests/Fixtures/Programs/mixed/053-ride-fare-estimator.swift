// Ride fare estimator: vehicle tiers, surge multipliers, minimum fare, rounding up to quarters, ETAs.
import Foundation

enum Tier: String, CaseIterable {
    case economy = "Economy", comfort = "Comfort", xl = "XL", black = "Black"
    var base: Double { [2.5, 3.5, 4.0, 7.0][index] }
    var perKm: Double { [1.1, 1.45, 1.8, 2.9][index] }
    var perMin: Double { [0.25, 0.3, 0.35, 0.6][index] }
    var minimum: Double { [7, 9, 11, 20][index] }
    var seats: Int { self == .xl ? 6 : 4 }
    private var index: Int { Tier.allCases.firstIndex(of: self)! }
}

struct Trip {
    let km: Double
    let minutes: Double
    let surge: Double
    let riders: Int
}

func roundUpToQuarter(_ x: Double) -> Double { (x * 4).rounded(.up) / 4 }

func estimate(_ trip: Trip, tier: Tier) -> (low: Double, high: Double)? {
    guard trip.riders <= tier.seats, trip.km >= 0, trip.minutes >= 0 else { return nil }
    let raw = tier.base + trip.km * tier.perKm + trip.minutes * tier.perMin
    let surged = max(raw * max(trip.surge, 1), tier.minimum)
    return (roundUpToQuarter(surged * 0.95), roundUpToQuarter(surged * 1.1))
}

func eta(_ minutes: Double) -> String {
    let m = Int(minutes.rounded(.up))
    return m < 1 ? "<1 min" : m < 60 ? "\(m) min" : "\(m / 60) h \(m % 60) min"
}

let trips = [
    ("Airport", Trip(km: 24.6, minutes: 31, surge: 1.0, riders: 2)),
    ("Concert", Trip(km: 6.2, minutes: 19.5, surge: 1.8, riders: 5)),
    ("Corner", Trip(km: 0.4, minutes: 0.5, surge: 0.5, riders: 1)),
    ("Across state", Trip(km: 310, minutes: 205, surge: 1.2, riders: 1)),
]

for (name, trip) in trips {
    let surge = trip.surge > 1 ? String(format: " ⚡︎%.1fx", trip.surge) : ""
    print("\(name): \(String(format: "%.1f", trip.km)) km, \(eta(trip.minutes))\(surge), \(trip.riders) rider\(trip.riders == 1 ? "" : "s")")
    var options: [(Tier, Double, Double)] = []
    for tier in Tier.allCases {
        guard let (lo, hi) = estimate(trip, tier: tier) else { continue }
        options.append((tier, lo, hi))
    }
    if options.isEmpty { print("  no vehicles fit") }
    for (tier, lo, hi) in options {
        let range = lo == hi ? String(format: "$%.2f", lo) : String(format: "$%.2f–%.2f", lo, hi)
        print("  \(tier.rawValue.padding(toLength: 8, withPad: " ", startingAt: 0)) \(range)")
    }
    if let cheapest = options.min(by: { $0.1 < $1.1 }) {
        print("  → cheapest: \(cheapest.0.rawValue)")
    }
}
print("Quarter rounding: \([0.0, 0.01, 0.25, 0.26, 9.99].map { String(format: "%.2f", roundUpToQuarter($0)) }.joined(separator: " "))")
print("ETA labels: \([0.2, 1, 59.1, 60, 125].map(eta).joined(separator: " | "))")
