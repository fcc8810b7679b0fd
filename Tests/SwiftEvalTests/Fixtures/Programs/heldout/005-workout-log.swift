import Foundation

enum Activity: String, CaseIterable {
    case run, cycle, swim
}

struct Workout {
    let activity: Activity
    let durationSeconds: Int
    let distanceKm: Double
    var pacePerKm: Double { Double(durationSeconds) / distanceKm }
}

func formatDuration(_ seconds: Int) -> String {
    let h = seconds / 3600
    let m = (seconds % 3600) / 60
    let s = seconds % 60
    return h > 0 ? String(format: "%d:%02d:%02d", h, m, s) : String(format: "%d:%02d", m, s)
}

let log = [
    Workout(activity: .run, durationSeconds: 1_845, distanceKm: 5.0),
    Workout(activity: .cycle, durationSeconds: 3_720, distanceKm: 24.3),
    Workout(activity: .run, durationSeconds: 3_010, distanceKm: 8.2),
    Workout(activity: .swim, durationSeconds: 1_500, distanceKm: 1.5),
    Workout(activity: .run, durationSeconds: 1_620, distanceKm: 4.6),
    Workout(activity: .cycle, durationSeconds: 5_400, distanceKm: 41.0),
]

let totals = log.reduce(into: [Activity: (time: Int, km: Double)]()) { acc, w in
    let current = acc[w.activity, default: (0, 0)]
    acc[w.activity] = (current.time + w.durationSeconds, current.km + w.distanceKm)
}

for activity in Activity.allCases {
    guard let t = totals[activity] else { continue }
    print("\(activity.rawValue.uppercased()): \(formatDuration(t.time)) over \(String(format: "%.1f", t.km)) km")
}

let runs = log.filter { $0.activity == .run }
if let fastest = runs.min(by: { $0.pacePerKm < $1.pacePerKm }) {
    print("Fastest run pace: \(formatDuration(Int(fastest.pacePerKm.rounded())))/km")
}
let longest = log.max { $0.durationSeconds < $1.durationSeconds }!
print("Longest session: \(longest.activity.rawValue) \(formatDuration(longest.durationSeconds))")
let totalTime = log.map(\.durationSeconds).reduce(0, +)
print("Total training: \(formatDuration(totalTime))")
for (i, w) in log.enumerated() where w.distanceKm > 10 {
    print("#\(i + 1) long \(w.activity.rawValue): \(String(format: "%.2f", w.distanceKm)) km")
}
