// Mail inbox: sorting flagged/unread first, swipe actions enum applied by id, partition, thread grouping by subject.
import Foundation

struct Mail {
    let id: Int
    let from: String
    let subject: String
    let minutesAgo: Int
    var unread: Bool
    var flagged: Bool
    var archived = false
    var threadKey: String {
        var s = subject.lowercased()
        while let r = ["re: ", "fwd: ", "fw: "].first(where: { s.hasPrefix($0) }) { s = String(s.dropFirst(r.count)) }
        return s
    }
}

enum Swipe { case toggleRead, flag, archive, delete }

var inbox = [
    Mail(id: 1, from: "Ops", subject: "Server maintenance", minutesAgo: 5, unread: true, flagged: false),
    Mail(id: 2, from: "Kim", subject: "Lunch?", minutesAgo: 42, unread: false, flagged: true),
    Mail(id: 3, from: "Lee", subject: "Re: Lunch?", minutesAgo: 30, unread: true, flagged: false),
    Mail(id: 4, from: "Bank", subject: "Statement ready", minutesAgo: 600, unread: false, flagged: false),
    Mail(id: 5, from: "Kim", subject: "RE: Fwd: lunch?", minutesAgo: 12, unread: true, flagged: false),
    Mail(id: 6, from: "HR", subject: "Benefits enrollment", minutesAgo: 2_000, unread: true, flagged: true),
    Mail(id: 7, from: "Spam", subject: "You won!!!", minutesAgo: 1, unread: true, flagged: false),
]

func apply(_ swipe: Swipe, to id: Int) {
    guard let i = inbox.firstIndex(where: { $0.id == id }) else { print("swipe on missing #\(id)"); return }
    switch swipe {
    case .toggleRead: inbox[i].unread.toggle()
    case .flag: inbox[i].flagged.toggle()
    case .archive: inbox[i].archived = true
    case .delete: inbox.remove(at: i)
    }
}

func age(_ m: Int) -> String { m < 60 ? "\(m)m" : m < 1_440 ? "\(m / 60)h" : "\(m / 1_440)d" }

func render(_ title: String) {
    let visible = inbox.filter { !$0.archived }.sorted {
        ($0.flagged ? 0 : 1, $0.unread ? 0 : 1, $0.minutesAgo) < ($1.flagged ? 0 : 1, $1.unread ? 0 : 1, $1.minutesAgo)
    }
    let unread = visible.filter(\.unread).count
    print("\(title) — Inbox (\(unread == 0 ? "all read" : "\(unread) unread"))")
    for m in visible {
        print("  \(m.flagged ? "⚑" : " ")\(m.unread ? "●" : " ") \(m.from.padding(toLength: 5, withPad: " ", startingAt: 0)) \(m.subject) · \(age(m.minutesAgo))")
    }
}

render("Initial")
apply(.delete, to: 7)
apply(.toggleRead, to: 1)
apply(.flag, to: 2)
apply(.archive, to: 4)
apply(.flag, to: 3)
apply(.delete, to: 99)
render("After swipes")

var copy = inbox
let pivot = copy.partition { $0.unread }
print("Read: \(copy[..<pivot].map(\.id).sorted()), unread: \(copy[pivot...].map(\.id).sorted())")
let threads = Dictionary(grouping: inbox, by: \.threadKey)
for key in threads.keys.sorted() where threads[key]!.count > 1 {
    let people = Set(threads[key]!.map(\.from)).sorted()
    print("Thread '\(key)': \(threads[key]!.count) messages from \(people.joined(separator: ", "))")
}
print("Archived: \(inbox.filter(\.archived).map(\.subject)), total kept: \(inbox.count)")
