import Foundation

struct Message {
    let sender: String
    let text: String
    let sentAt: Date
    var isRead: Bool
}

let utc = TimeZone(identifier: "UTC")!
var calendar = Calendar(identifier: .gregorian)
calendar.timeZone = utc

let headerFormatter: DateFormatter = {
    let f = DateFormatter()
    f.locale = Locale(identifier: "en_US_POSIX")
    f.timeZone = utc
    f.dateFormat = "EEEE, MMMM d"
    return f
}()

let timeFormatter: DateFormatter = {
    let f = DateFormatter()
    f.locale = Locale(identifier: "en_US_POSIX")
    f.timeZone = utc
    f.dateFormat = "h:mm a"
    return f
}()

let start = Date(timeIntervalSince1970: 1_710_000_000)
let offsets: [(String, String, Double, Bool)] = [
    ("ana", "Morning!", 0, true),
    ("me", "Hey 👋", 600, true),
    ("ana", "Lunch?", 14_400, true),
    ("me", "Sure", 86_400 + 3_600, true),
    ("ana", "On my way", 86_400 + 7_200, false),
    ("ana", "Here", 3 * 86_400, false),
]
let messages = offsets.map { Message(sender: $0.0, text: $0.1, sentAt: start.addingTimeInterval($0.2), isRead: $0.3) }

let byDay = Dictionary(grouping: messages) { calendar.startOfDay(for: $0.sentAt) }
for day in byDay.keys.sorted() {
    print("— \(headerFormatter.string(from: day)) —")
    for m in byDay[day]!.sorted(by: { $0.sentAt < $1.sentAt }) {
        let prefix = m.sender == "me" ? "        " : ""
        let unread = m.isRead ? "" : " •"
        print("\(prefix)[\(timeFormatter.string(from: m.sentAt))] \(m.sender): \(m.text)\(unread)")
    }
}

let unreadCount = messages.filter { !$0.isRead }.count
print("Unread badge: \(unreadCount)")
let comps = calendar.dateComponents([.year, .month, .day, .hour, .minute, .weekday], from: start)
print(comps.year!, comps.month!, comps.day!, comps.hour!, comps.minute!, comps.weekday!)
let gap = calendar.dateComponents([.day, .hour], from: messages[0].sentAt, to: messages.last!.sentAt)
print("Conversation spans \(gap.day!) days \(gap.hour!) hours")
