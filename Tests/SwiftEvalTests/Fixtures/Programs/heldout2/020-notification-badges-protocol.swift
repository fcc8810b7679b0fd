import Foundation

protocol BadgeSource {
    var title: String { get }
    var unreadCount: Int { get }
    var isMuted: Bool { get }
}

extension BadgeSource {
    var isMuted: Bool { false }
    var badgeText: String? {
        guard !isMuted, unreadCount > 0 else { return nil }
        return unreadCount > 99 ? "99+" : "\(unreadCount)"
    }
    var accessibilityLabel: String {
        switch unreadCount {
        case 0: return "\(title), no new items"
        case 1: return "\(title), 1 new item"
        default: return "\(title), \(unreadCount) new items\(isMuted ? ", muted" : "")"
        }
    }
}

struct ChatThread: BadgeSource {
    let title: String
    var unreadCount: Int
    var isMuted: Bool
}

struct MailFolder: BadgeSource {
    let title: String
    var messages: [Bool] // true = read
    var unreadCount: Int { messages.filter { !$0 }.count }
}

final class ActivityFeed: BadgeSource {
    let title = "Activity"
    var events: [String] = []
    var lastSeenIndex = 0
    var unreadCount: Int { max(0, events.count - lastSeenIndex) }
    func markAllSeen() { lastSeenIndex = events.count }
}

struct TabBarBadges {
    var sources: [BadgeSource]
    var totalUnread: Int { sources.filter { !$0.isMuted }.reduce(0) { $0 + $1.unreadCount } }
    var appIconBadge: Int { min(totalUnread, 999) }
}

let feed = ActivityFeed()
feed.events = (1...7).map { "event \($0)" }
feed.lastSeenIndex = 3

var tabs = TabBarBadges(sources: [
    ChatThread(title: "Family", unreadCount: 4, isMuted: false),
    ChatThread(title: "Work", unreadCount: 152, isMuted: false),
    ChatThread(title: "Neighbors", unreadCount: 30, isMuted: true),
    MailFolder(title: "Inbox", messages: [true, false, false, true, false]),
    MailFolder(title: "Archive", messages: [true, true]),
    feed,
])

for s in tabs.sources {
    print("\(s.title.padding(toLength: 10, withPad: " ", startingAt: 0)) badge: \(s.badgeText ?? "-")")
    print("  a11y: \(s.accessibilityLabel)")
}
print("Total unread: \(tabs.totalUnread), icon: \(tabs.appIconBadge)")

feed.markAllSeen()
feed.events.append("new follower")
print("feed after seen+1: \(feed.badgeText ?? "-")")
print("Total unread: \(tabs.totalUnread)")

if var chat = tabs.sources[1] as? ChatThread {
    chat.unreadCount = 0
    tabs.sources[1] = chat
}
print("Total unread after reading Work: \(tabs.totalUnread)")
let withBadges = tabs.sources.compactMap { s in s.badgeText.map { "\(s.title):\($0)" } }
print(withBadges)
let muted = tabs.sources.filter(\.isMuted).map(\.title)
print("Muted: \(muted)")
