import Foundation
import Observation

@Observable
final class SettingsModel {
    enum Appearance: String, CaseIterable { case system, light, dark }

    var username: String = "guest"
    var notificationsEnabled = true
    var appearance: Appearance = .system
    var fontScale: Double = 1.0
    var mutedChannels: [String] = []

    var summary: String {
        let notif = notificationsEnabled ? "on" : "off"
        return "\(username) | notifications \(notif) | \(appearance.rawValue) | font \(String(format: "%.0f%%", fontScale * 100))"
    }

    var canReset: Bool {
        username != "guest" || !notificationsEnabled || appearance != .system || fontScale != 1.0 || !mutedChannels.isEmpty
    }

    func increaseFont() { fontScale = min(2.0, (fontScale + 0.25)) }
    func decreaseFont() { fontScale = max(0.5, fontScale - 0.25) }

    func toggleMute(_ channel: String) {
        if let i = mutedChannels.firstIndex(of: channel) {
            mutedChannels.remove(at: i)
        } else {
            mutedChannels.append(channel)
            mutedChannels.sort()
        }
    }

    func reset() {
        username = "guest"; notificationsEnabled = true; appearance = .system; fontScale = 1.0; mutedChannels = []
    }
}

let settings = SettingsModel()
print(settings.summary)
print("canReset: \(settings.canReset)")

settings.username = "  Taylor  ".trimmingCharacters(in: .whitespaces)
settings.appearance = .dark
print(settings.summary)

for _ in 0..<6 { settings.increaseFont() }
print("after 6 increases: \(settings.fontScale)")
for _ in 0..<7 { settings.decreaseFont() }
print("after 7 decreases: \(settings.fontScale)")

settings.notificationsEnabled.toggle()
["random", "general", "alerts"].forEach(settings.toggleMute)
print("muted: \(settings.mutedChannels.joined(separator: ", "))")
settings.toggleMute("general")
print("muted: \(settings.mutedChannels)")
print(settings.summary)
print("canReset: \(settings.canReset)")

let nextAppearance = SettingsModel.Appearance.allCases
for a in nextAppearance {
    settings.appearance = a
    print("\(a.rawValue.capitalized) selected -> \(settings.appearance == .dark ? "dark UI" : "light UI")")
}
settings.reset()
print(settings.summary)
print("canReset: \(settings.canReset)")
