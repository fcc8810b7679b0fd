enum Category: String, CaseIterable, Comparable {
    case mention, like, follow, system
    static func < (a: Category, b: Category) -> Bool {
        allCases.firstIndex(of: a)! < allCases.firstIndex(of: b)!
    }
}

struct AppNotification {
    let id: Int
    let category: Category
    let actor: String?
    var isRead: Bool

    var text: String {
        switch (category, actor) {
        case (.mention, let who?): return "\(who) mentioned you"
        case (.like, let who?): return "\(who) liked your post"
        case (.follow, let who?): return "\(who) started following you"
        case (.system, _), (_, nil): return "System update"
        }
    }
}

final class InboxViewModel {
    private(set) var items: [AppNotification]
    var onBadgeChange: ((Int) -> Void)?

    init(items: [AppNotification]) { self.items = items }

    var unreadCount: Int { items.lazy.filter { !$0.isRead }.count }

    func markRead(where predicate: (AppNotification) -> Bool) {
        let before = unreadCount
        for i in items.indices where predicate(items[i]) { items[i].isRead = true }
        if unreadCount != before { onBadgeChange?(unreadCount) }
    }

    var sections: [(Category, [AppNotification])] {
        Dictionary(grouping: items, by: \.category).sorted { $0.key < $1.key }.map { ($0.key, $0.value) }
    }
}

let vm = InboxViewModel(items: [
    AppNotification(id: 1, category: .like, actor: "zoe", isRead: false),
    AppNotification(id: 2, category: .mention, actor: "max", isRead: false),
    AppNotification(id: 3, category: .system, actor: nil, isRead: true),
    AppNotification(id: 4, category: .follow, actor: "ivy", isRead: false),
    AppNotification(id: 5, category: .like, actor: "max", isRead: false),
    AppNotification(id: 6, category: .mention, actor: nil, isRead: false),
])
var badgeHistory: [Int] = []
vm.onBadgeChange = { badgeHistory.append($0) }

for (category, group) in vm.sections {
    print("\(category.rawValue.uppercased()) (\(group.count))")
    for n in group { print("  \(n.isRead ? " " : "•") \(n.text)") }
}
vm.markRead { $0.category == .like }
vm.markRead { $0.actor == "max" }
vm.markRead { $0.id == 3 }
print("Unread: \(vm.unreadCount), badge history: \(badgeHistory)")
