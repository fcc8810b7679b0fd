import Foundation

enum Signal: String { case red, yellow, green, flashingRed }

func driverAction(signal: Signal, speed: Int, distance: Int) -> String {
    switch (signal, speed, distance) {
    case (.green, _, _): return "proceed"
    case (.red, 0, _): return "wait"
    case (.red, _, ..<5): return "too late, stop hard"
    case (.red, _, _), (.flashingRed, _, _): return "stop"
    case (.yellow, let s, let d) where d < s / 3: return "continue through"
    case (.yellow, _, _): return "prepare to stop"
    }
}

func quadrant(_ p: (x: Int, y: Int)) -> String {
    switch p {
    case (0, 0): return "origin"
    case (_, 0): return "on x-axis"
    case (0, _): return "on y-axis"
    case let (x, y) where x == y: return "diagonal"
    case (1..., 1...): return "Q1"
    case (..<0, 1...): return "Q2"
    case (..<0, ..<0): return "Q3"
    default: return "Q4"
    }
}

func shippingTier(weightGrams: Int, express: Bool, international: Bool) -> (label: String, cents: Int) {
    switch (weightGrams, express, international) {
    case (...0, _, _): return ("invalid", 0)
    case (1...500, false, false): return ("Letter", 150)
    case (1...500, true, false): return ("Letter Express", 650)
    case (501...5_000, let e, false): return (e ? "Parcel Express" : "Parcel", e ? 1_299 : 799)
    case (_, _, true) where weightGrams > 20_000: return ("Freight Intl", 9_900)
    case (let w, let e, true): return ("Intl \(e ? "Priority" : "Economy")", 1_500 + w / 1_000 * (e ? 400 : 200))
    default: return ("Freight", 4_500)
    }
}

func grade(_ score: Int) -> Character {
    switch score {
    case 90...: return "A"
    case 80..<90: return "B"
    case 70..<80: return "C"
    case 60..<70: return "D"
    default: return "F"
    }
}

let scenarios: [(Signal, Int, Int)] = [(.green, 50, 10), (.red, 0, 0), (.red, 40, 3), (.red, 40, 30), (.yellow, 60, 15), (.yellow, 60, 25), (.flashingRed, 10, 100)]
for (sig, speed, dist) in scenarios {
    print("\(sig.rawValue.padding(toLength: 11, withPad: " ", startingAt: 0)) v=\(speed) d=\(dist): \(driverAction(signal: sig, speed: speed, distance: dist))")
}

let points = [(0, 0), (5, 0), (0, -2), (3, 3), (2, 7), (-1, 4), (-3, -3), (-2, -8), (4, -1)]
print(points.map { "(\($0.0),\($0.1)) \(quadrant((x: $0.0, y: $0.1)))" }.joined(separator: "; "))

let parcels = [(0, false, false), (320, false, false), (320, true, false), (4_800, true, false), (4_800, false, false), (12_000, false, false), (3_500, true, true), (3_500, false, true), (25_000, false, true)]
for (w, e, i) in parcels {
    let tier = shippingTier(weightGrams: w, express: e, international: i)
    print("\(w)g -> \(tier.label) \(String(format: "$%.2f", Double(tier.cents) / 100))")
}

let scores = [95, 90, 89, 72, 60, 59, 100, 0]
print(String(scores.map(grade)))
let distribution = Dictionary(grouping: scores, by: grade).mapValues(\.count)
print(distribution.keys.sorted().map { "\($0):\(distribution[$0]!)" }.joined(separator: " "))
let (minS, maxS) = (scores.min()!, scores.max()!)
print("range \(minS)...\(maxS), spread \(maxS - minS)")
var pair = (a: 1, b: 2)
(pair.a, pair.b) = (pair.b, pair.a)
print(pair, pair.a + pair.b)
