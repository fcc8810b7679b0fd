import Foundation

struct Message {
    enum Kind { case text(String), image(width: Int, height: Int), system(String), reaction(emoji: Character, to: Int) }
    let id: Int
    let sender: String
    let timestamp: TimeInterval
    let kind: Kind
}

let timeFmt = DateFormatter()
timeFmt.locale = Locale(identifier: "en_US_POSIX")
timeFmt.timeZone = TimeZone(secondsFromGMT: 2 * 3600)
timeFmt.dateFormat = "h:mm a"

let me = "alice"
let t0: TimeInterval = 1_720_000_000
let messages = [
    Message(id: 1, sender: "system", timestamp: t0, kind: .system("bob joined")),
    Message(id: 2, sender: "bob", timestamp: t0 + 30, kind: .text("hey!")),
    Message(id: 3, sender: "bob", timestamp: t0 + 45, kind: .text("are you around?")),
    Message(id: 4, sender: "alice", timestamp: t0 + 600, kind: .text("yes, just got back")),
    Message(id: 5, sender: "alice", timestamp: t0 + 610, kind: .image(width: 4032, height: 3024)),
    Message(id: 6, sender: "bob", timestamp: t0 + 4000, kind: .reaction(emoji: "👍", to: 5)),
    Message(id: 7, sender: "bob", timestamp: t0 + 4100, kind: .text(String(repeating: "long ", count: 12))),
]

func preview(_ m: Message) -> String {
    switch m.kind {
    case .text(let t) where t.count > 30: return String(t.prefix(27)) + "..."
    case .text(let t): return t
    case let .image(w, h) where w > h: return "📷 Landscape photo"
    case .image: return "📷 Photo"
    case .system(let s): return "— \(s) —"
    case let .reaction(e, id): return "reacted \(e) to #\(id)"
    }
}

var lastSender: String?
var lastTime: TimeInterval = 0
for m in messages {
    let gap = m.timestamp - lastTime
    if gap > 300 { print("[\(timeFmt.string(from: Date(timeIntervalSince1970: m.timestamp)))]") }
    let showName = m.sender != lastSender && m.sender != "system"
    let prefix = m.sender == me ? ">> " : "   "
    if showName && m.sender != me { print("   \(m.sender):") }
    print(prefix + preview(m))
    lastSender = m.sender
    lastTime = m.timestamp
}

let lastBySender = Dictionary(messages.map { ($0.sender, $0) }, uniquingKeysWith: { a, b in a.timestamp > b.timestamp ? a : b })
for s in lastBySender.keys.sorted() {
    print(s, "->", preview(lastBySender[s]!))
}
let textCount = messages.filter { if case .text = $0.kind { return true } else { return false } }.count
print("texts:", textCount)
