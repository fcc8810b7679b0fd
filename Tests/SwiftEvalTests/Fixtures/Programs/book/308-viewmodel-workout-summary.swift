// View model: formatting a week of workouts into dashboard labels with fixed dates and locale.
import Foundation

struct WorkoutRecord {
    let start: Date
    let minutes: Int
    let kilometers: Double
}

final class WeeklySummaryViewModel {
    let records: [WorkoutRecord]
    private let dayFormatter: DateFormatter
    private let distanceFormatter: NumberFormatter

    init(records: [WorkoutRecord]) {
        self.records = records
        dayFormatter = DateFormatter()
        dayFormatter.locale = Locale(identifier: "en_US_POSIX")
        dayFormatter.timeZone = TimeZone(identifier: "UTC")
        dayFormatter.dateFormat = "EEE d MMM"
        distanceFormatter = NumberFormatter()
        distanceFormatter.locale = Locale(identifier: "en_US")
        distanceFormatter.numberStyle = .decimal
        distanceFormatter.maximumFractionDigits = 1
    }

    var totalMinutes: Int { records.reduce(0) { $0 + $1.minutes } }
    var totalKilometers: Double { records.reduce(0) { $0 + $1.kilometers } }

    var headline: String {
        let hours = totalMinutes / 60
        let minutes = totalMinutes % 60
        let km = distanceFormatter.string(from: NSNumber(value: totalKilometers)) ?? "?"
        return "\(records.count) workouts · \(hours)h \(minutes)m · \(km) km"
    }

    var rows: [String] {
        records.sorted { $0.start < $1.start }.map { r in
            let pace = Double(r.minutes) / r.kilometers
            return "\(dayFormatter.string(from: r.start)): \(r.minutes) min, "
                + String(format: "%.2f min/km", pace)
        }
    }

    var longest: String {
        guard let best = records.max(by: { $0.kilometers < $1.kilometers }) else { return "none" }
        return "Longest: " + (distanceFormatter.string(from: NSNumber(value: best.kilometers)) ?? "?") + " km"
    }
}

let monday = 1_704_672_000.0
let day = 86_400.0
let vm = WeeklySummaryViewModel(records: [
    WorkoutRecord(start: Date(timeIntervalSince1970: monday + 2 * day), minutes: 52, kilometers: 10.2),
    WorkoutRecord(start: Date(timeIntervalSince1970: monday), minutes: 31, kilometers: 5.5),
    WorkoutRecord(start: Date(timeIntervalSince1970: monday + 5 * day + 3600), minutes: 95, kilometers: 18.7),
])
print(vm.headline)
for row in vm.rows { print(row) }
print(vm.longest)
print(WeeklySummaryViewModel(records: []).headline)
print(WeeklySummaryViewModel(records: []).longest)
