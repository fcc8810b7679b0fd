// Notification preferences: OptionSet channels, quiet hours that wrap midnight, per-category overrides.
import Foundation

struct Channels: OptionSet, CustomStringConvertible {
    let rawValue: Int
    static let push = Channels(rawValue: 1 << 0)
    static let email = Channels(rawValue: 1 << 1)
    static let sms = Channels(rawValue: 1 << 2)
    static let inApp = Channels(rawValue: 1 << 3)
    static let all: Channels = [.push, .email, .sms, .inApp]
    static let none: Channels = []

    var description: String {
        let names: [(Channels, String)] = [(.push, "push"), (.email, "email"), (.sms, "sms"), (.inApp, "in-app")]
        let on = names.filter { contains($0.0) }.map(\.1)
        return on.isEmpty ? "off" : on.joined(separator: "+")
    }
}

enum Category: String, CaseIterable {
    case messages, mentions, promotions, security
}

struct QuietHours {
    let start: Int, end: Int   // hours 0-23
    func contains(hour: Int) -> Bool {
        start <= end ? (start..<end).contains(hour) : hour >= start || hour < end
    }
}

struct Preferences {
    var defaults: Channels = [.push, .inApp]
    var overrides: [Category: Channels] = [:]
    var quiet: QuietHours? = QuietHours(start: 22, end: 7)

    func channels(for category: Category, hour: Int) -> Channels {
        var result = overrides[category] ?? defaults
        if category == .security { result.insert(.email) }
        if let q = quiet, q.contains(hour: hour), category != .security {
            result.subtract([.push, .sms])
        }
        return result
    }
}

var prefs = Preferences()
prefs.overrides[.promotions] = .none
prefs.overrides[.mentions] = [.push, .sms, .email]
for hour in [9, 23, 3] {
    print("At \(String(format: "%02d", hour)):00")
    for c in Category.allCases {
        print("  \(c.rawValue.padding(toLength: 10, withPad: " ", startingAt: 0)) \(prefs.channels(for: c, hour: hour))")
    }
}
prefs.quiet = nil
prefs.defaults.formUnion(.email)
print("No quiet hours, messages: \(prefs.channels(for: .messages, hour: 23))")
var set: Channels = .all
set.remove(.sms)
print("All minus sms: \(set), rawValue \(set.rawValue)")
print("Intersection: \(Channels.all.intersection([.email, .sms])), symmetric: \(Channels([.push, .email]).symmetricDifference([.email, .sms]))")
print("Is empty: \(Channels.none.isEmpty), contains push: \(set.contains(.push)), subset: \(Channels.push.isSubset(of: set))")
let inserted = set.insert(.push)
print("Insert existing push -> inserted: \(inserted.inserted)")
let sameDay = QuietHours(start: 13, end: 15)
print("Siesta 14h: \(sameDay.contains(hour: 14)), 15h: \(sameDay.contains(hour: 15)), zero-length: \(QuietHours(start: 5, end: 5).contains(hour: 5))")
