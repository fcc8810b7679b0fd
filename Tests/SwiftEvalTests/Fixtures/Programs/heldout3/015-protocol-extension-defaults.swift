protocol MenuItemRepresentable {
    var title: String { get }
    var icon: String { get }
    var badgeCount: Int { get }
    var isEnabled: Bool { get }
}

extension MenuItemRepresentable {
    var icon: String { "•" }
    var badgeCount: Int { 0 }
    var isEnabled: Bool { true }

    var rowText: String {
        var text = "\(icon) \(title)"
        if badgeCount > 0 { text += " (\(badgeCount > 99 ? "99+" : String(badgeCount)))" }
        if !isEnabled { text += " [disabled]" }
        return text
    }
}

struct InboxItem: MenuItemRepresentable {
    let unread: Int
    var title: String { "Inbox" }
    var icon: String { "✉" }
    var badgeCount: Int { unread }
}

struct SettingsItem: MenuItemRepresentable {
    let title = "Settings"
}

struct ProItem: MenuItemRepresentable {
    let title: String
    let unlocked: Bool
    var isEnabled: Bool { unlocked }
    var icon: String { "★" }
}

extension Array where Element == any MenuItemRepresentable {
    var totalBadges: Int { reduce(0) { $0 + $1.badgeCount } }
    var enabledTitles: [String] { filter(\.isEnabled).map(\.title) }
}

protocol Describable {
    func describe() -> String
}
extension Describable {
    func describe() -> String { "Describable thing" }
}
struct Plain: Describable {}
struct Custom: Describable {
    func describe() -> String { "Custom thing" }
}

let menu: [any MenuItemRepresentable] = [
    InboxItem(unread: 4),
    InboxItem(unread: 250),
    SettingsItem(),
    ProItem(title: "Export", unlocked: false),
    ProItem(title: "Themes", unlocked: true),
]
menu.forEach { print($0.rowText) }
print("Total badges: \(menu.totalBadges)")
print("Enabled: \(menu.enabledTitles)")
let things: [any Describable] = [Plain(), Custom()]
print(things.map { $0.describe() })
print(Plain().describe(), "/", Custom().describe())
