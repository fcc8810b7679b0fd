import Foundation

enum Theme: String, Codable, CaseIterable {
    case system, light, dark
    var label: String { rawValue.capitalized }
}

enum FontSize: Int, Codable, CaseIterable, Comparable {
    case small = 12, medium = 15, large = 18, huge = 24
    static func < (a: FontSize, b: FontSize) -> Bool { a.rawValue < b.rawValue }
}

struct AppSettings: Codable, Equatable {
    var theme: Theme = .system
    var fontSize: FontSize = .medium
    var notificationsEnabled = true
    var mutedChannels: [String] = []

    mutating func increaseFont() {
        let all = FontSize.allCases
        if let i = all.firstIndex(of: fontSize), i + 1 < all.count {
            fontSize = all[i + 1]
        }
    }
}

final class SettingsStore {
    private var storage: [String: Data] = [:]
    private let key = "settings.v1"

    func save(_ s: AppSettings) {
        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys
        storage[key] = try? encoder.encode(s)
    }

    func load() -> AppSettings {
        guard let data = storage[key],
              let s = try? JSONDecoder().decode(AppSettings.self, from: data) else {
            return AppSettings()
        }
        return s
    }

    var rawJSON: String { storage[key].map { String(decoding: $0, as: UTF8.self) } ?? "<empty>" }
}

let store = SettingsStore()
print(store.rawJSON)
var settings = store.load()
print(settings == AppSettings())
settings.theme = .dark
settings.increaseFont()
settings.increaseFont()
settings.increaseFont()
settings.mutedChannels.append("random")
store.save(settings)
print(store.rawJSON)
let reloaded = store.load()
print(reloaded.theme.label, reloaded.fontSize, reloaded.fontSize.rawValue)
print(Theme.allCases.map(\.label).joined(separator: " | "))
print(Theme(rawValue: "dark").map { "\($0)" } ?? "nil", Theme(rawValue: "sepia").map(\.label) ?? "nil")
print(FontSize(rawValue: 18)!, FontSize.allCases.filter { $0 > .medium }.map { "\($0)" })
print(FontSize.allCases.max()!, FontSize.small < FontSize.huge)
let old = #"{"theme":"light","fontSize":12,"notificationsEnabled":false,"mutedChannels":["a","b"]}"#
let migrated = try JSONDecoder().decode(AppSettings.self, from: Data(old.utf8))
print(migrated.mutedChannels, migrated.notificationsEnabled, "\(migrated.theme)/\(migrated.fontSize)")
