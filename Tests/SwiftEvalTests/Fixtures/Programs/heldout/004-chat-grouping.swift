import Foundation

struct Message {
    let sender: String
    let text: String
    let sentAt: Date
}

var calendar = Calendar(identifier: .gregorian)
calendar.timeZone = TimeZone(identifier: "UTC")!

let base: TimeInterval = 1_700_000_000 // 2023-11-14 22:13:20 UTC
let messages = [
    Message(sender: "Ana", text: "Hey!", sentAt: Date(timeIntervalSince1970: base)),
    Message(sender: "Ben", text: "Hi Ana", sentAt: Date(timeIntervalSince1970: base + 600)),
    Message(sender: "Ana", text: "Lunch tomorrow?", sentAt: Date(timeIntervalSince1970: base + 7_200)),
    Message(sender: "Ben", text: "Sure, noon", sentAt: Date(timeIntervalSince1970: base + 50_000)),
    Message(sender: "Cleo", text: "Can I join?", sentAt: Date(timeIntervalSince1970: base + 52_000)),
    Message(sender: "Ana", text: "That was fun", sentAt: Date(timeIntervalSince1970: base + 200_000)),
]

let grouped = Dictionary(grouping: messages) { calendar.startOfDay(for: $0.sentAt) }

let dayFormatter = DateFormatter()
dayFormatter.locale = Locale(identifier: "en_US_POSIX")
dayFormatter.timeZone = TimeZone(identifier: "UTC")
dayFormatter.dateFormat = "EEEE, MMM d"

let timeFormatter = DateFormatter()
timeFormatter.locale = Locale(identifier: "en_US_POSIX")
timeFormatter.timeZone = TimeZone(identifier: "UTC")
timeFormatter.dateFormat = "HH:mm"

for day in grouped.keys.sorted() {
    let dayMessages = grouped[day]!.sorted { $0.sentAt < $1.sentAt }
    print("== \(dayFormatter.string(from: day)) (\(dayMessages.count)) ==")
    for m in dayMessages {
        print("  \(timeFormatter.string(from: m.sentAt)) \(m.sender): \(m.text)")
    }
}

let senders = Set(messages.map(\.sender)).sorted()
print("Participants: \(senders.joined(separator: ", "))")
