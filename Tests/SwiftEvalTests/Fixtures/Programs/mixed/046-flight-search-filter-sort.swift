// Flight search results: filter options, sort options enum, multi-key comparisons, duration labels.
import Foundation

struct Flight {
    let airline: String
    let number: Int
    let depart: Int      // minutes from midnight
    let duration: Int    // minutes
    let stops: Int
    let price: Int
    var arrive: Int { depart + duration }
}

enum SortOption: String, CaseIterable {
    case cheapest = "Cheapest"
    case fastest = "Fastest"
    case earliest = "Earliest departure"
    case best = "Best"

    func areInIncreasingOrder(_ a: Flight, _ b: Flight) -> Bool {
        switch self {
        case .cheapest: return (a.price, a.duration) < (b.price, b.duration)
        case .fastest: return (a.duration, a.price) < (b.duration, b.price)
        case .earliest: return (a.depart, a.price) < (b.depart, b.price)
        case .best:
            let sa = a.price + a.duration * 2 + a.stops * 50, sb = b.price + b.duration * 2 + b.stops * 50
            return sa != sb ? sa < sb : a.number < b.number
        }
    }
}

struct Filters {
    var maxStops: Int? = nil
    var maxPrice: Int? = nil
    var airlines: Set<String> = []
    var departAfter = 0
    func matches(_ f: Flight) -> Bool {
        if let s = maxStops, f.stops > s { return false }
        if let p = maxPrice, f.price > p { return false }
        if !airlines.isEmpty && !airlines.contains(f.airline) { return false }
        return f.depart >= departAfter
    }
}

func time(_ m: Int) -> String {
    let dayShift = m / (24 * 60)
    return String(format: "%02d:%02d", m / 60 % 24, m % 60) + (dayShift > 0 ? "+\(dayShift)" : "")
}
func dur(_ m: Int) -> String { "\(m / 60)h \(String(format: "%02d", m % 60))m" }
func stopsLabel(_ n: Int) -> String { n == 0 ? "Nonstop" : "\(n) stop\(n == 1 ? "" : "s")" }

let flights = [
    Flight(airline: "Aero", number: 101, depart: 6 * 60, duration: 330, stops: 0, price: 420),
    Flight(airline: "Blue", number: 202, depart: 9 * 60 + 15, duration: 415, stops: 1, price: 289),
    Flight(airline: "Aero", number: 103, depart: 13 * 60 + 5, duration: 345, stops: 0, price: 389),
    Flight(airline: "Cirrus", number: 7, depart: 22 * 60 + 50, duration: 540, stops: 2, price: 199),
    Flight(airline: "Blue", number: 204, depart: 17 * 60, duration: 330, stops: 0, price: 420),
]

for option in SortOption.allCases {
    let top = flights.sorted(by: option.areInIncreasingOrder).first!
    print("\(option.rawValue): \(top.airline) \(top.number) \(time(top.depart))→\(time(top.arrive)) \(dur(top.duration)) $\(top.price)")
}
let scenarios: [(String, Filters)] = [
    ("Nonstop only", Filters(maxStops: 0)),
    ("Under $300", Filters(maxPrice: 300)),
    ("Blue after noon", Filters(airlines: ["Blue"], departAfter: 12 * 60)),
    ("Nonstop under $300", Filters(maxStops: 0, maxPrice: 300)),
]
for (name, filter) in scenarios {
    let hits = flights.filter(filter.matches).sorted(by: SortOption.cheapest.areInIncreasingOrder)
    print("\(name): \(hits.count) result\(hits.count == 1 ? "" : "s")")
    for f in hits { print("  \(f.airline) \(f.number) · \(stopsLabel(f.stops)) · \(dur(f.duration)) · $\(f.price)") }
}
let prices = flights.map(\.price)
print("Price range: $\(prices.min()!)–$\(prices.max()!), airlines: \(Set(flights.map(\.airline)).sorted().joined(separator: "/"))")
