import Foundation

extension Int {
    func pluralized(_ singular: String, _ plural: String? = nil) -> String {
        "\(self) \(self == 1 ? singular : (plural ?? singular + "s"))"
    }
}

func relativeTime(from date: Date, to now: Date) -> String {
    let seconds = Int(now.timeIntervalSince(date))
    switch seconds {
    case ..<0: return "in the future"
    case 0..<10: return "just now"
    case 10..<60: return "\(seconds.pluralized("second")) ago"
    case 60..<3600: return "\((seconds / 60).pluralized("minute")) ago"
    case 3600..<86_400: return "\((seconds / 3600).pluralized("hour")) ago"
    case 86_400..<172_800: return "yesterday"
    case 172_800..<604_800: return "\((seconds / 86_400).pluralized("day")) ago"
    default:
        let f = DateFormatter()
        f.locale = Locale(identifier: "en_US_POSIX")
        f.timeZone = TimeZone(identifier: "UTC")
        f.dateFormat = "MMM d, yyyy"
        return "on " + f.string(from: date)
    }
}

let now = Date(timeIntervalSince1970: 1_718_000_000)
let offsets: [TimeInterval] = [-30, 3, 45, 61, 3_599, 7_300, 90_000, 260_000, 3_000_000]
for offset in offsets {
    print(relativeTime(from: now.addingTimeInterval(-offset), to: now))
}

let cartCounts = [0, 1, 5]
for n in cartCounts {
    print("Cart: \(n.pluralized("item")), \(n.pluralized("box", "boxes")), \(n.pluralized("person", "people"))")
}
