import Foundation

struct Workout {
    enum Kind: String { case run = "Run", ride = "Ride", swim = "Swim" }
    let kind: Kind
    let distanceMeters: Double
    let durationSeconds: Int
    let avgHeartRate: Int?

    var distance: Measurement<UnitLength> { Measurement(value: distanceMeters, unit: .meters) }

    var durationLabel: String {
        let h = durationSeconds / 3600
        let m = (durationSeconds % 3600) / 60
        let s = durationSeconds % 60
        return h > 0 ? String(format: "%d:%02d:%02d", h, m, s) : String(format: "%02d:%02d", m, s)
    }

    var paceLabel: String {
        guard distanceMeters > 0 else { return "--" }
        let secPerKm = Double(durationSeconds) / (distanceMeters / 1000)
        let total = Int(secPerKm.rounded())
        return String(format: "%d'%02d\" /km", total / 60, total % 60)
    }
}

struct WorkoutStats {
    let workouts: [Workout]

    var totalKm: Double { workouts.map { $0.distance.converted(to: .kilometers).value }.reduce(0, +) }
    var totalMiles: Double { workouts.reduce(0) { $0 + $1.distance.converted(to: .miles).value } }
    var longest: Workout? { workouts.max { $0.distanceMeters < $1.distanceMeters } }
    var averageHeartRate: Double? {
        let rates = workouts.compactMap(\.avgHeartRate)
        guard !rates.isEmpty else { return nil }
        return Double(rates.reduce(0, +)) / Double(rates.count)
    }
    func byKind() -> [(Workout.Kind, Int)] {
        Dictionary(grouping: workouts, by: \.kind)
            .map { ($0.key, $0.value.count) }
            .sorted { $0.0.rawValue < $1.0.rawValue }
    }
}

let log = [
    Workout(kind: .run, distanceMeters: 5000, durationSeconds: 1512, avgHeartRate: 152),
    Workout(kind: .ride, distanceMeters: 42195, durationSeconds: 5400, avgHeartRate: 138),
    Workout(kind: .swim, distanceMeters: 1500, durationSeconds: 1800, avgHeartRate: nil),
    Workout(kind: .run, distanceMeters: 10000, durationSeconds: 3725, avgHeartRate: 160),
    Workout(kind: .run, distanceMeters: 0, durationSeconds: 600, avgHeartRate: 95),
]

for w in log {
    let km = w.distance.converted(to: .kilometers).value
    let hr = w.avgHeartRate.map { "\($0) bpm" } ?? "no HR"
    print("\(w.kind.rawValue.uppercased()) \(String(format: "%.2f", km)) km in \(w.durationLabel), pace \(w.paceLabel), \(hr)")
}

let stats = WorkoutStats(workouts: log)
print(String(format: "Total: %.2f km / %.2f mi", stats.totalKm, stats.totalMiles))
print("Total km raw: \(stats.totalKm)")
if let longest = stats.longest {
    print("Longest: \(longest.kind.rawValue) \(longest.distance.converted(to: .kilometers).value) km")
}
print(String(format: "Avg HR: %.1f", stats.averageHeartRate ?? 0))
for (kind, count) in stats.byKind() { print("\(kind.rawValue): \(count)") }

let marathon = Measurement(value: 26.2, unit: UnitLength.miles)
print(String(format: "Marathon = %.3f km", marathon.converted(to: .kilometers).value))
let swimYards = Measurement(value: 1500, unit: UnitLength.meters).converted(to: .yards)
print("Swim in yards: \(Int(swimYards.value.rounded()))")
let runs = log.filter { $0.kind == .run && $0.distanceMeters > 0 }
let best = runs.min { Double($0.durationSeconds) / $0.distanceMeters < Double($1.durationSeconds) / $1.distanceMeters }
print("Best pace run: \(best?.paceLabel ?? "none")")
print("Runs over 30 min: \(runs.filter { $0.durationSeconds > 1800 }.count)")
