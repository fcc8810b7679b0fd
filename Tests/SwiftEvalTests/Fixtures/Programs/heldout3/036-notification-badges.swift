enum NotificationKind: String, CaseIterable {
    case message, mention, like, follow, system
}

struct AppNotification {
    let id: Int
    let kind: NotificationKind
    let from: String?
    var isRead: Bool
    let muted: Bool
}

final class NotificationCenterModel {
    private(set) var notifications: [AppNotification]
    var badgeUpdates: [Int] = []

    init(_ items: [AppNotification]) { notifications = items }

    var badgeCount: Int {
        notifications.lazy.filter { !$0.isRead && !$0.muted }.count
    }

    var badgeText: String? {
        switch badgeCount {
        case 0: return nil
        case 1...9: return String(badgeCount)
        default: return "9+"
        }
    }

    func markRead(where predicate: (AppNotification) -> Bool) {
        let before = badgeCount
        for i in notifications.indices where predicate(notifications[i]) {
            notifications[i].isRead = true
        }
        if badgeCount != before { badgeUpdates.append(badgeCount) }
    }

    func summary() -> [String] {
        let unread = notifications.filter { !$0.isRead }
        let grouped = Dictionary(grouping: unread, by: \.kind)
        return NotificationKind.allCases.compactMap { kind in
            guard let items = grouped[kind] else { return nil }
            let senders = Array(Set(items.compactMap(\.from))).sorted()
            switch (items.count, senders.count) {
            case (1, 1): return "\(senders[0]) sent a \(kind.rawValue)"
            case (_, 0): return "\(items.count) \(kind.rawValue) notification(s)"
            case (let n, 1): return "\(senders[0]) sent \(n) \(kind.rawValue)s"
            case (let n, _): return "\(senders[0]) and \(senders.count - 1) other(s) sent \(n) \(kind.rawValue)s"
            }
        }
    }
}

var items: [AppNotification] = []
let senders = ["zed", "amy", "bob", "amy", nil, "cat", "amy", "bob", nil, "dan", "amy", "eve"]
let kinds: [NotificationKind] = [.message, .like, .like, .mention, .system, .follow, .like, .message, .system, .like, .message, .follow]
for (i, pair) in zip(senders, kinds).enumerated() {
    items.append(AppNotification(id: i, kind: pair.1, from: pair.0, isRead: false, muted: i == 11))
}
let center = NotificationCenterModel(items)
print("Badge: \(center.badgeText ?? "none") (\(center.badgeCount))")
center.summary().forEach { print("• \($0)") }
center.markRead { $0.kind == .like }
print("Badge: \(center.badgeText ?? "none")")
center.markRead { $0.from == "amy" }
center.markRead { $0.kind == .system }
center.markRead { _ in false }
print("Badge: \(center.badgeText ?? "none")")
center.summary().forEach { print("• \($0)") }
center.markRead { _ in true }
print("Badge: \(center.badgeText ?? "none"), updates: \(center.badgeUpdates)")
