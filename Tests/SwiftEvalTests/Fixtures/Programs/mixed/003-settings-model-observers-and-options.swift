// Settings screen model: enums with associated values, CaseIterable, optional chaining, property observers.
import Foundation

enum Appearance: String, CaseIterable {
    case system, light, dark
    var label: String { rawValue.capitalized }
}

enum SyncSetting: Equatable {
    case off
    case wifiOnly
    case always(limitMB: Int?)

    var summary: String {
        switch self {
        case .off: return "Off"
        case .wifiOnly: return "Wi-Fi only"
        case .always(let limit?): return "Always (limit \(limit) MB)"
        case .always(nil): return "Always (no limit)"
        }
    }
}

struct Account {
    var email: String
    var nickname: String?
}

final class SettingsModel {
    var log: [String] = []
    var appearance: Appearance = .system {
        willSet { log.append("appearance will change to \(newValue.label)") }
        didSet { if oldValue == appearance { log.append("appearance unchanged") } }
    }
    var fontScale: Double = 1.0 {
        didSet {
            if fontScale < 0.5 { fontScale = 0.5 }
            if fontScale > 2.0 { fontScale = 2.0 }
            log.append("fontScale \(oldValue) -> \(fontScale)")
        }
    }
    var sync: SyncSetting = .off {
        didSet { log.append("sync: \(sync.summary)") }
    }
    var account: Account?

    var displayName: String {
        account?.nickname ?? account?.email.components(separatedBy: "@").first ?? "Guest"
    }
}

let settings = SettingsModel()
print("Hello, \(settings.displayName)")
print("Nickname length: \(settings.account?.nickname?.count ?? -1)")
settings.account = Account(email: "ada@example.com", nickname: nil)
print("Hello, \(settings.displayName)")
settings.account?.nickname = "Ada"
print("Hello, \(settings.displayName)")
print("Nickname length: \(settings.account?.nickname?.count ?? -1)")

settings.appearance = .dark
settings.appearance = .dark
settings.fontScale = 1.25
settings.fontScale = 3
settings.fontScale = 0.1
settings.sync = .wifiOnly
settings.sync = .always(limitMB: 250)
settings.sync = .always(limitMB: nil)

for line in settings.log { print("log: \(line)") }
print("Options: " + Appearance.allCases.map { $0 == settings.appearance ? "[\($0.label)]" : $0.label }.joined(separator: " | "))
print("Sync is always: \(settings.sync != .off && settings.sync != .wifiOnly)")
