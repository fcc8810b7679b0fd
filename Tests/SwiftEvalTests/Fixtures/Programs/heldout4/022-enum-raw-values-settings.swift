enum Theme: String, CaseIterable, CustomStringConvertible {
    case system, light, dark
    var description: String { rawValue.capitalized }
}

extension String {
    var capitalized: String { prefix(1).uppercased() + dropFirst() }
}

enum FontSize: Int, CaseIterable {
    case small = 12, medium = 15, large = 18, extraLarge = 22
    var next: FontSize {
        let all = FontSize.allCases
        let i = all.firstIndex(of: self)!
        return all[min(i + 1, all.count - 1)]
    }
}

enum SettingKey: String {
    case theme = "app.theme"
    case fontSize = "app.fontSize"
    case notifications = "app.notify"
}

struct SettingsStore {
    private var values: [String: String] = [:]

    subscript(key: SettingKey) -> String? {
        get { values[key.rawValue] }
        set { values[key.rawValue] = newValue }
    }

    var theme: Theme {
        get { self[.theme].flatMap(Theme.init(rawValue:)) ?? .system }
        set { self[.theme] = newValue.rawValue }
    }
    var fontSize: FontSize {
        get { self[.fontSize].flatMap { Int($0) }.flatMap(FontSize.init(rawValue:)) ?? .medium }
        set { self[.fontSize] = String(newValue.rawValue) }
    }
    var notifications: Bool {
        get { self[.notifications] == "1" }
        set { self[.notifications] = newValue ? "1" : "0" }
    }
    var dump: String { values.keys.sorted().map { "\($0)=\(values[$0]!)" }.joined(separator: " ") }
}

var store = SettingsStore()
print(store.theme, store.fontSize, store.notifications, "[\(store.dump)]")
store.theme = .dark
store.fontSize = store.fontSize.next
store.notifications = true
print(store.theme, store.fontSize.rawValue, store.notifications, "[\(store.dump)]")
store[.theme] = "purple"
store[.fontSize] = "13"
print(store.theme, store.fontSize)
store.fontSize = .extraLarge
print(store.fontSize.next, FontSize.small.next.next)
print(Theme.allCases.map(\.description), Theme(rawValue: "light") as Any, Theme(rawValue: "Light") as Any)
print(FontSize.allCases.map(\.rawValue).reduce(0, +), SettingKey.notifications.rawValue)
