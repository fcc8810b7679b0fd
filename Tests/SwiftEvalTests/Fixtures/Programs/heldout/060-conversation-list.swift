import Foundation

var calendar = Calendar(identifier: .gregorian)
calendar.timeZone = TimeZone(identifier: "UTC")!

struct Conversation {
    let name: String
    let lastMessage: String
    let lastDate: Date
    var unread: Int
    var pinned: Bool
    var muted = false
}

let now = Date(timeIntervalSince1970: 1_709_290_800) // 2024-03-01 11:00 UTC

let timeFormatter = DateFormatter()
timeFormatter.locale = Locale(identifier: "en_US_POSIX")
timeFormatter.timeZone = calendar.timeZone
timeFormatter.dateFormat = "h:mm a"

let dateFormatter = DateFormatter()
dateFormatter.locale = Locale(identifier: "en_US_POSIX")
dateFormatter.timeZone = calendar.timeZone
dateFormatter.dateFormat = "M/d/yy"

func timestamp(_ date: Date) -> String {
    if calendar.isDate(date, inSameDayAs: now) { return timeFormatter.string(from: date) }
    let yesterday = calendar.date(byAdding: .day, value: -1, to: now)!
    if calendar.isDate(date, inSameDayAs: yesterday) { return "Yesterday" }
    return dateFormatter.string(from: date)
}

var conversations = [
    Conversation(name: "Family", lastMessage: "Dinner at 7?", lastDate: now.addingTimeInterval(-3_600 * 2), unread: 3, pinned: true),
    Conversation(name: "Alex", lastMessage: "See you soon", lastDate: now.addingTimeInterval(-600), unread: 0, pinned: false),
    Conversation(name: "Work Team", lastMessage: "Deploy is done 🚀", lastDate: now.addingTimeInterval(-3_600 * 20), unread: 12, pinned: false, muted: true),
    Conversation(name: "Priya", lastMessage: "Thanks for the help with the presentation yesterday!", lastDate: now.addingTimeInterval(-86_400 * 3), unread: 1, pinned: false),
    Conversation(name: "Landlord", lastMessage: "Rent received", lastDate: now.addingTimeInterval(-86_400 * 40), unread: 0, pinned: true),
]

conversations.sort { a, b in
    if a.pinned != b.pinned { return a.pinned }
    return a.lastDate > b.lastDate
}

for c in conversations {
    let badge = c.unread == 0 ? "" : c.muted ? " (\(c.unread), muted)" : " (\(c.unread))"
    let preview = c.lastMessage.count > 24 ? c.lastMessage.prefix(23) + "…" : c.lastMessage
    print("\(c.pinned ? "📌" : "  ") \(c.name)\(badge) · \(timestamp(c.lastDate))")
    print("     \(preview)")
}

let badgeTotal = conversations.filter { !$0.muted }.reduce(0) { $0 + $1.unread }
print("App badge: \(badgeTotal)")
