// Fitness summary: Double math, rounding, String(format:), min/max, reduce, zip.
import Foundation

struct Workout {
    let kind: String
    let minutes: Double
    let distanceKm: Double?
    let heartRates: [Int]
}

extension Double {
    func rounded(to places: Int) -> Double {
        let factor = pow(10.0, Double(places))
        return (self * factor).rounded() / factor
    }
}

func pace(minutes: Double, km: Double) -> String {
    guard km > 0 else { return "--:--" }
    let perKm = minutes / km
    let whole = Int(perKm)
    let seconds = Int(((perKm - Double(whole)) * 60).rounded())
    return String(format: "%d:%02d /km", whole, seconds)
}

func heartSummary(_ rates: [Int]) -> (min: Int, max: Int, avg: Double)? {
    guard let lo = rates.min(), let hi = rates.max() else { return nil }
    let avg = Double(rates.reduce(0, +)) / Double(rates.count)
    return (lo, hi, avg)
}

let week = [
    Workout(kind: "Run", minutes: 31.5, distanceKm: 5.0, heartRates: [132, 151, 160, 158]),
    Workout(kind: "Yoga", minutes: 45, distanceKm: nil, heartRates: [88, 92, 90]),
    Workout(kind: "Run", minutes: 58.25, distanceKm: 10.2, heartRates: [140, 155, 162, 171, 168]),
    Workout(kind: "Cycle", minutes: 90, distanceKm: 42.7, heartRates: []),
    Workout(kind: "Walk", minutes: 0, distanceKm: 0, heartRates: [70]),
]
let days = ["Mon", "Tue", "Thu", "Sat", "Sun"]

for (day, w) in zip(days, week) {
    var line = "\(day) \(w.kind.padding(toLength: 6, withPad: " ", startingAt: 0))"
    line += String(format: "%5.1f min", w.minutes)
    if let km = w.distanceKm {
        line += String(format: "  %.2f km  ", km) + pace(minutes: w.minutes, km: km)
    }
    if let hr = heartSummary(w.heartRates) {
        line += "  HR \(hr.min)-\(hr.max) avg \(hr.avg.rounded(to: 1))"
    } else {
        line += "  HR n/a"
    }
    print(line)
}

let totalMinutes = week.reduce(0.0) { $0 + $1.minutes }
let totalKm = week.compactMap(\.distanceKm).reduce(0, +)
print(String(format: "Total: %.0f min (%.1f h)", totalMinutes, totalMinutes / 60))
print("Distance: \(totalKm.rounded(to: 2)) km")
let longest = week.max { $0.minutes < $1.minutes }
print("Longest: \(longest?.kind ?? "none") \(Int(longest?.minutes ?? 0)) min")
let allRates = week.flatMap(\.heartRates)
if let peak = allRates.max(), let idx = allRates.firstIndex(of: peak) {
    print("Peak HR \(peak) at sample \(idx + 1) of \(allRates.count)")
}
let byKind = Dictionary(grouping: week, by: \.kind).mapValues { $0.count }
for (kind, n) in byKind.sorted(by: { $0.key < $1.key }) {
    print("\(kind): \(n) session\(n == 1 ? "" : "s")")
}
let goal = 200.0
let progress = min(totalMinutes / goal, 1.0)
print("Goal progress: \(Int(progress * 100))% \(progress >= 1 ? "(complete)" : "")")
let deltas = zip(week.dropFirst(), week).map { $0.minutes - $1.minutes }
print("Day-over-day: " + deltas.map { String(format: "%+.1f", $0) }.joined(separator: ", "))
