enum Theme: String, CaseIterable {
    case system, light, dark
    var title: String { rawValue.capitalized }
}

final class SettingsViewModel {
    var changeLog: [String] = []

    var notificationsEnabled: Bool = true {
        didSet {
            changeLog.append("notifications: \(oldValue) -> \(notificationsEnabled)")
        }
    }

    var theme: Theme = .system {
        willSet { changeLog.append("theme will change to \(newValue.title)") }
        didSet { changeLog.append("theme changed from \(oldValue.title)") }
    }

    var fontSize: Int = 14 {
        didSet {
            if fontSize < 10 { fontSize = 10 }
            if fontSize > 24 { fontSize = 24 }
        }
    }

    var summary: String {
        "Theme: \(theme.title), Font: \(fontSize)pt, Notifications: \(notificationsEnabled ? "On" : "Off")"
    }
}

extension String {
    var capitalized: String {
        guard let first = first else { return self }
        return first.uppercased() + dropFirst()
    }
}

let vm = SettingsViewModel()
print(vm.summary)
vm.theme = .dark
vm.notificationsEnabled = false
vm.fontSize = 30
print(vm.summary)
vm.fontSize = 4
print("Font after clamp: \(vm.fontSize)")
vm.notificationsEnabled = false
for entry in vm.changeLog {
    print("- \(entry)")
}
print("Available themes: \(Theme.allCases.map(\.title).joined(separator: ", "))")
