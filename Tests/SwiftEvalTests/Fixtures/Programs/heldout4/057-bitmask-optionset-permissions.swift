struct NotificationOptions: OptionSet, CustomStringConvertible {
    let rawValue: Int
    static let badge = NotificationOptions(rawValue: 1 << 0)
    static let sound = NotificationOptions(rawValue: 1 << 1)
    static let alert = NotificationOptions(rawValue: 1 << 2)
    static let critical = NotificationOptions(rawValue: 1 << 3)
    static let standard: NotificationOptions = [.badge, .sound, .alert]

    private static let names: [(NotificationOptions, String)] = [(.badge, "badge"), (.sound, "sound"), (.alert, "alert"), (.critical, "critical")]
    var description: String {
        let parts = Self.names.filter { contains($0.0) }.map(\.1)
        return parts.isEmpty ? "[]" : "[" + parts.joined(separator: "|") + "]"
    }
}

struct Channel {
    let name: String
    var options: NotificationOptions
    var muted = false
    var effective: NotificationOptions { muted ? options.intersection(.critical) : options }
}

var channels = [
    Channel(name: "messages", options: .standard),
    Channel(name: "promos", options: [.badge]),
    Channel(name: "security", options: [.alert, .critical, .sound]),
    Channel(name: "digest", options: []),
]

for c in channels { print(c.name, c.options, c.options.rawValue) }
channels[0].options.remove(.sound)
channels[1].options.insert(.alert)
channels[2].muted = true
channels[3].options.formUnion([.badge, .badge, .sound])
print("--")
for c in channels { print(c.name, c.effective, c.effective.isEmpty ? "silent" : "active") }
let union = channels.reduce(NotificationOptions()) { $0.union($1.effective) }
print("any:", union)
let everyone = channels.map(\.options).reduce(NotificationOptions(rawValue: 15)) { $0.intersection($1) }
print("common:", everyone)
print(NotificationOptions.standard.isSuperset(of: [.badge, .alert]), NotificationOptions.standard.contains(.critical))
var toggled = NotificationOptions.standard
toggled.formSymmetricDifference([.sound, .critical])
print(toggled, toggled.rawValue, NotificationOptions(rawValue: 6))
let inserted = toggled.insert(.badge)
print(inserted.inserted, inserted.memberAfterInsert)
