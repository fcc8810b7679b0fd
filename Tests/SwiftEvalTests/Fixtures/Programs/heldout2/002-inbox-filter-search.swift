import Foundation

struct Message: Equatable {
    let id: Int
    let sender: String
    let subject: String
    let sentAt: Date
    var isRead: Bool
    var isFlagged: Bool
}

enum InboxFilter: String, CaseIterable {
    case all = "All"
    case unread = "Unread"
    case flagged = "Flagged"

    func matches(_ m: Message) -> Bool {
        switch self {
        case .all: return true
        case .unread: return !m.isRead
        case .flagged: return m.isFlagged
        }
    }
}

final class InboxViewModel {
    private var messages: [Message]
    var filter: InboxFilter = .all
    var searchText = ""

    init(messages: [Message]) { self.messages = messages }

    var visible: [Message] {
        let query = searchText.trimmingCharacters(in: .whitespaces).lowercased()
        return messages
            .filter { filter.matches($0) }
            .filter { query.isEmpty || $0.subject.lowercased().contains(query) || $0.sender.lowercased().hasPrefix(query) }
            .sorted { $0.sentAt > $1.sentAt }
    }

    var unreadBadge: String? {
        let n = messages.filter { !$0.isRead }.count
        return n == 0 ? nil : (n > 9 ? "9+" : String(n))
    }

    func markRead(id: Int) {
        guard let i = messages.firstIndex(where: { $0.id == id }) else { return }
        messages[i].isRead = true
    }

    func toggleFlag(id: Int) {
        if let i = messages.firstIndex(where: { $0.id == id }) { messages[i].isFlagged.toggle() }
    }
}

let fmt = DateFormatter()
fmt.locale = Locale(identifier: "en_US_POSIX")
fmt.timeZone = TimeZone(identifier: "UTC")
fmt.dateFormat = "MMM d, HH:mm"

let base = 1_700_000_000.0
let vm = InboxViewModel(messages: [
    Message(id: 1, sender: "Alice", subject: "Quarterly report", sentAt: Date(timeIntervalSince1970: base), isRead: false, isFlagged: true),
    Message(id: 2, sender: "Bob", subject: "Lunch tomorrow?", sentAt: Date(timeIntervalSince1970: base + 3600), isRead: true, isFlagged: false),
    Message(id: 3, sender: "Carol", subject: "Re: report numbers", sentAt: Date(timeIntervalSince1970: base - 86400), isRead: false, isFlagged: false),
    Message(id: 4, sender: "alex", subject: "Weekend plans", sentAt: Date(timeIntervalSince1970: base + 7200), isRead: false, isFlagged: true),
])

func render(_ title: String) {
    print("== \(title) [\(vm.filter.rawValue)] search='\(vm.searchText)' badge=\(vm.unreadBadge ?? "none")")
    for m in vm.visible {
        let dot = m.isRead ? " " : "*"
        let flag = m.isFlagged ? "F" : "-"
        print("\(dot)\(flag) \(m.sender): \(m.subject) (\(fmt.string(from: m.sentAt)))")
    }
    if vm.visible.isEmpty { print("  No messages") }
}

render("initial")
vm.filter = .unread
render("unread only")
vm.searchText = "  REPORT "
render("search")
vm.filter = .all
vm.searchText = "al"
render("prefix sender")
vm.markRead(id: 1); vm.markRead(id: 3); vm.toggleFlag(id: 4)
vm.searchText = ""
vm.filter = .flagged
render("after actions")
print(InboxFilter.allCases.map { "\($0.rawValue)=\(vm.visibleCount(for: $0))" }.joined(separator: ", "))

extension InboxViewModel {
    func visibleCount(for f: InboxFilter) -> Int { messages.filter(f.matches).count }
}
