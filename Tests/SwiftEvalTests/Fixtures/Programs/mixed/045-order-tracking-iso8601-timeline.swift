// Order tracking timeline: ISO 8601 timestamps parsed, status stages with Comparable, elapsed labels.
import Foundation

enum Stage: Int, Comparable, CaseIterable {
    case placed, packed, shipped, outForDelivery, delivered
    static func < (a: Stage, b: Stage) -> Bool { a.rawValue < b.rawValue }
    var title: String {
        switch self {
        case .placed: return "Order placed"
        case .packed: return "Packed"
        case .shipped: return "Shipped"
        case .outForDelivery: return "Out for delivery"
        case .delivered: return "Delivered"
        }
    }
}

struct TrackingEvent {
    let stage: Stage
    let timestamp: String
    let location: String?
}

let iso = ISO8601DateFormatter()
let out: DateFormatter = {
    let f = DateFormatter()
    f.locale = Locale(identifier: "en_US_POSIX")
    f.timeZone = TimeZone(identifier: "UTC")
    f.dateFormat = "MMM d, HH:mm"
    return f
}()

func elapsed(_ seconds: TimeInterval) -> String {
    let mins = Int(seconds / 60)
    switch mins {
    case ..<1: return "just now"
    case 1..<60: return "\(mins) min"
    case 60..<(60 * 24): return "\(mins / 60) h \(mins % 60) min"
    default:
        let days = mins / (60 * 24)
        return "\(days) day\(days == 1 ? "" : "s")"
    }
}

let events = [
    TrackingEvent(stage: .shipped, timestamp: "2024-05-02T08:15:00Z", location: "Memphis, TN"),
    TrackingEvent(stage: .placed, timestamp: "2024-05-01T14:03:27Z", location: nil),
    TrackingEvent(stage: .packed, timestamp: "2024-05-01T14:03:50Z", location: "Warehouse 7"),
    TrackingEvent(stage: .outForDelivery, timestamp: "2024-05-04T09:40:00Z", location: "Austin, TX"),
    TrackingEvent(stage: .delivered, timestamp: "not-a-date", location: "Front porch"),
]

let parsed = events.compactMap { e -> (TrackingEvent, Date)? in
    guard let d = iso.date(from: e.timestamp) else { return nil }
    return (e, d)
}.sorted { $0.0.stage < $1.0.stage }

print("Skipped \(events.count - parsed.count) event(s) with bad timestamps")
var previous: Date?
for (event, date) in parsed {
    let since = previous.map { " (+\(elapsed(date.timeIntervalSince($0))))" } ?? ""
    print("● \(out.string(from: date))  \(event.stage.title)\(event.location.map { " — \($0)" } ?? "")\(since)")
    previous = date
}
let reached = parsed.map(\.0.stage).max() ?? .placed
for stage in Stage.allCases where stage > reached {
    print("○ \(stage.title)")
}
let progress = Double(reached.rawValue) / Double(Stage.allCases.count - 1)
print("Progress: \(Int(progress * 100))%")
if let first = parsed.first?.1, let last = parsed.last?.1 {
    print("In transit: \(elapsed(last.timeIntervalSince(first)))")
    print("Echo: \(iso.string(from: first))")
}
print("Samples: \([0, 59, 60, 3599, 3600, 86_399, 86_400, 200_000].map { elapsed(TimeInterval($0)) }.joined(separator: " | "))")
