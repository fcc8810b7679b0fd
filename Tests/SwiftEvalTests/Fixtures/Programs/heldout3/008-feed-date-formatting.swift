import Foundation

struct Post {
    let author: String
    let text: String
    let timestamp: Date
    var likes: Int
}

final class FeedFormatter {
    let now: Date
    lazy var absolute: DateFormatter = {
        let f = DateFormatter()
        f.locale = Locale(identifier: "en_US_POSIX")
        f.timeZone = TimeZone(identifier: "UTC")
        f.dateFormat = "MMM d, yyyy 'at' HH:mm"
        return f
    }()
    lazy var dayKey: DateFormatter = {
        let f = DateFormatter()
        f.locale = Locale(identifier: "en_US_POSIX")
        f.timeZone = TimeZone(identifier: "UTC")
        f.dateFormat = "yyyy-MM-dd (EEE)"
        return f
    }()

    init(now: Date) { self.now = now }

    func relative(_ date: Date) -> String {
        let seconds = Int(now.timeIntervalSince(date))
        switch seconds {
        case ..<60: return "just now"
        case ..<3600: return "\(seconds / 60)m ago"
        case ..<86_400: return "\(seconds / 3600)h ago"
        case ..<(7 * 86_400): return "\(seconds / 86_400)d ago"
        default: return absolute.string(from: date)
        }
    }
}

let now = Date(timeIntervalSince1970: 1_700_000_000)
let posts = [
    Post(author: "ana", text: "Hello world", timestamp: now.addingTimeInterval(-30), likes: 3),
    Post(author: "ben", text: "Lunch time", timestamp: now.addingTimeInterval(-45 * 60), likes: 12),
    Post(author: "cy", text: "Shipping v2", timestamp: now.addingTimeInterval(-5 * 3600), likes: 40),
    Post(author: "ana", text: "Weekend!", timestamp: now.addingTimeInterval(-3 * 86_400), likes: 7),
    Post(author: "dee", text: "Throwback", timestamp: now.addingTimeInterval(-40 * 86_400), likes: 1),
]

let formatter = FeedFormatter(now: now)
print("Now: \(formatter.absolute.string(from: now))")
for post in posts.sorted(by: { $0.timestamp > $1.timestamp }) {
    print("@\(post.author) · \(formatter.relative(post.timestamp)) · \(post.text) ♥\(post.likes)")
}

let grouped = Dictionary(grouping: posts) { formatter.dayKey.string(from: $0.timestamp) }
for key in grouped.keys.sorted(by: >) {
    print("\(key): \(grouped[key]!.count) post(s)")
}

let parser = DateFormatter()
parser.locale = Locale(identifier: "en_US_POSIX")
parser.timeZone = TimeZone(identifier: "UTC")
parser.dateFormat = "yyyy-MM-dd'T'HH:mm:ss"
if let parsed = parser.date(from: "2023-11-14T20:00:00") {
    print("Parsed epoch: \(Int(parsed.timeIntervalSince1970))")
    print("Relative: \(formatter.relative(parsed))")
}
print(parser.date(from: "not a date") == nil ? "invalid date rejected" : "??")
