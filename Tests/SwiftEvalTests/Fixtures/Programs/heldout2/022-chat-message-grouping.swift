import Foundation

struct ChatMessage {
    let sender: String
    let text: String
    let timestamp: TimeInterval
}

struct MessageGroup {
    let sender: String
    var messages: [ChatMessage]
    var isMine: Bool { sender == "me" }
}

struct ConversationViewModel {
    let messages: [ChatMessage]
    let groupingWindow: TimeInterval = 120

    var groups: [MessageGroup] {
        messages.sorted { $0.timestamp < $1.timestamp }.reduce(into: [MessageGroup]()) { groups, msg in
            if var last = groups.last, last.sender == msg.sender,
               let prev = last.messages.last, msg.timestamp - prev.timestamp <= groupingWindow {
                last.messages.append(msg)
                groups[groups.count - 1] = last
            } else {
                groups.append(MessageGroup(sender: msg.sender, messages: [msg]))
            }
        }
    }

    func timeLabel(_ t: TimeInterval) -> String {
        let f = DateFormatter()
        f.locale = Locale(identifier: "en_US_POSIX")
        f.timeZone = TimeZone(identifier: "UTC")
        f.dateFormat = "HH:mm"
        return f.string(from: Date(timeIntervalSince1970: t))
    }

    var transcript: [String] {
        var lines: [String] = []
        var lastTime: TimeInterval?
        for g in groups {
            if let first = g.messages.first?.timestamp, lastTime.map({ first - $0 > 30 * 60 }) ?? true {
                lines.append("—— \(timeLabel(first)) ——")
            }
            let pad = g.isMine ? "                " : ""
            if !g.isMine { lines.append("\(g.sender):") }
            for (i, m) in g.messages.enumerated() {
                let tail = i == g.messages.count - 1 ? "╯" : "│"
                lines.append("\(pad)\(tail) \(m.text)")
            }
            lastTime = g.messages.last?.timestamp
        }
        return lines
    }
}

let t0: TimeInterval = 1_717_232_400 // 09:00 UTC
let vm = ConversationViewModel(messages: [
    ChatMessage(sender: "Priya", text: "Morning!", timestamp: t0),
    ChatMessage(sender: "Priya", text: "Are we still on for lunch?", timestamp: t0 + 30),
    ChatMessage(sender: "me", text: "Yes 🙌", timestamp: t0 + 95),
    ChatMessage(sender: "me", text: "12:30 at the usual place?", timestamp: t0 + 110),
    ChatMessage(sender: "Priya", text: "Perfect", timestamp: t0 + 400),
    ChatMessage(sender: "Priya", text: "See you", timestamp: t0 + 600),
    ChatMessage(sender: "me", text: "Running 5 min late", timestamp: t0 + 12_300),
    ChatMessage(sender: "Omar", text: "Can I join?", timestamp: t0 + 12_310),
    ChatMessage(sender: "me", text: "Of course", timestamp: t0 + 12_350),
])

vm.transcript.forEach { print($0) }
let g = vm.groups
print("groups: \(g.count), senders: \(g.map(\.sender).joined(separator: ","))")
let perSender = Dictionary(grouping: vm.messages, by: \.sender).mapValues(\.count)
print(perSender.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" }.joined(separator: " "))
let longest = vm.messages.max { $0.text.count < $1.text.count }!
print("longest: \"\(longest.text)\" (\(longest.text.count) chars)")
let wordCount = vm.messages.flatMap { $0.text.split(separator: " ") }.count
print("words: \(wordCount)")
