// Chat model: fixed timestamps, DateFormatter in en_US_POSIX/UTC, grouping by day, read receipts.
import Foundation

struct Message {
    let id: Int
    let sender: String
    let text: String
    let sentAt: Date
    var isRead: Bool
}

let dayFormatter: DateFormatter = {
    let f = DateFormatter()
    f.locale = Locale(identifier: "en_US_POSIX")
    f.timeZone = TimeZone(identifier: "UTC")
    f.dateFormat = "EEEE, MMM d, yyyy"
    return f
}()
let timeFormatter: DateFormatter = {
    let f = DateFormatter()
    f.locale = Locale(identifier: "en_US_POSIX")
    f.timeZone = TimeZone(identifier: "UTC")
    f.dateFormat = "h:mm a"
    return f
}()
let keyFormatter: DateFormatter = {
    let f = DateFormatter()
    f.locale = Locale(identifier: "en_US_POSIX")
    f.timeZone = TimeZone(identifier: "UTC")
    f.dateFormat = "yyyy-MM-dd"
    return f
}()

let base: TimeInterval = 1_700_000_000 // 2023-11-14 22:13:20 UTC
var messages = [
    Message(id: 1, sender: "Sam", text: "Are we still on for tomorrow?", sentAt: Date(timeIntervalSince1970: base), isRead: true),
    Message(id: 2, sender: "Me", text: "Yes! 10am?", sentAt: Date(timeIntervalSince1970: base + 300), isRead: true),
    Message(id: 3, sender: "Sam", text: "Perfect", sentAt: Date(timeIntervalSince1970: base + 7_000), isRead: false),
    Message(id: 4, sender: "Sam", text: "   ", sentAt: Date(timeIntervalSince1970: base + 40_000), isRead: false),
    Message(id: 5, sender: "Me", text: "Running 5 min late, sorry about that, traffic is awful", sentAt: Date(timeIntervalSince1970: base + 43_500), isRead: true),
    Message(id: 6, sender: "Sam", text: "No worries", sentAt: Date(timeIntervalSince1970: base + 200_000), isRead: false),
]

func preview(_ text: String, limit: Int = 20) -> String {
    let trimmed = text.trimmingCharacters(in: .whitespacesAndNewlines)
    if trimmed.isEmpty { return "(empty)" }
    return trimmed.count > limit ? String(trimmed.prefix(limit)) + "…" : trimmed
}

let byDay = Dictionary(grouping: messages) { keyFormatter.string(from: $0.sentAt) }
for key in byDay.keys.sorted() {
    let dayMessages = byDay[key]!.sorted { $0.sentAt < $1.sentAt }
    print(dayFormatter.string(from: dayMessages[0].sentAt))
    for m in dayMessages {
        let who = m.sender == "Me" ? "You" : m.sender
        let dot = m.isRead ? " " : "•"
        print(" \(dot) \(timeFormatter.string(from: m.sentAt)) \(who): \(preview(m.text))")
    }
}

let unread = messages.filter { !$0.isRead && $0.sender != "Me" }
print("Unread: \(unread.count == 0 ? "none" : String(unread.count))")
for i in messages.indices where messages[i].sender == "Sam" {
    messages[i].isRead = true
}
print("Unread after opening: \(messages.filter { !$0.isRead }.count)")
if let last = messages.last {
    let gap = last.sentAt.timeIntervalSince(messages[messages.count - 2].sentAt)
    print("Last gap: \(Int(gap / 3600)) h \(Int(gap.truncatingRemainder(dividingBy: 3600) / 60)) min")
}
let senders = Set(messages.map(\.sender)).sorted()
print("Participants: \(senders.joined(separator: ", "))")
