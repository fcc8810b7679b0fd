import Foundation

struct Device: Hashable, Codable {
    let id: UUID
    var name: String
    var platform: Platform
    var lastSyncDay: Int

    enum Platform: String, Codable, CaseIterable { case iOS, macOS, watchOS }
}

enum RegistryError: Error, CustomStringConvertible {
    case invalidIdentifier(String)
    case duplicate(UUID)
    var description: String {
        switch self {
        case .invalidIdentifier(let s): return "invalid identifier '\(s)'"
        case .duplicate(let id): return "duplicate \(id.uuidString.prefix(8))"
        }
    }
}

struct DeviceRegistry {
    private(set) var devices: [UUID: Device] = [:]

    mutating func register(_ idString: String, name: String, platform: Device.Platform, day: Int) throws -> Device {
        guard let id = UUID(uuidString: idString) else { throw RegistryError.invalidIdentifier(idString) }
        guard devices[id] == nil else { throw RegistryError.duplicate(id) }
        let d = Device(id: id, name: name, platform: platform, lastSyncDay: day)
        devices[id] = d
        return d
    }

    var sorted: [Device] { devices.values.sorted { $0.id.uuidString < $1.id.uuidString } }

    func stale(today: Int, after days: Int) -> [Device] {
        devices.values.filter { today - $0.lastSyncDay > days }.sorted { $0.lastSyncDay < $1.lastSyncDay }
    }
}

var registry = DeviceRegistry()
let inputs: [(String, String, Device.Platform, Int)] = [
    ("E621E1F8-C36C-495A-93FC-0C247A3E6E5F", "Jo's iPhone", .iOS, 100),
    ("6ba7b810-9dad-11d1-80b4-00c04fd430c8", "Studio Mac", .macOS, 80),
    ("not-a-uuid", "Broken", .iOS, 0),
    ("e621e1f8-c36c-495a-93fc-0c247a3e6e5f", "Duplicate Phone", .iOS, 101),
    ("00000000-0000-0000-0000-000000000000", "Test Watch", .watchOS, 60),
    ("F47AC10B-58CC-4372-A567-0E02B2C3D479", "iPad", .iOS, 99),
]

for (idString, name, platform, day) in inputs {
    do {
        let d = try registry.register(idString, name: name, platform: platform, day: day)
        print("registered \(d.name) -> \(d.id)")
    } catch {
        print("rejected \(name): \(error)")
    }
}

print("--- \(registry.devices.count) devices")
for d in registry.sorted {
    print("\(d.id.uuidString.lowercased().prefix(8))… \(d.platform.rawValue.padding(toLength: 8, withPad: " ", startingAt: 0)) \(d.name)")
}
let counts = Dictionary(grouping: registry.devices.values, by: \.platform).mapValues(\.count)
print(Device.Platform.allCases.map { "\($0.rawValue): \(counts[$0] ?? 0)" }.joined(separator: ", "))
print("stale: \(registry.stale(today: 100, after: 5).map(\.name))")

let zero = UUID(uuidString: "00000000-0000-0000-0000-000000000000")!
print(zero.uuidString, zero == UUID(uuidString: "00000000-0000-0000-0000-000000000000"))
let enc = JSONEncoder()
enc.outputFormatting = [.sortedKeys]
let json = String(data: try enc.encode(registry.devices[zero]!), encoding: .utf8)!
print(json)
let back = try JSONDecoder().decode(Device.self, from: Data(json.utf8))
print(back.id == zero, back.platform, back.name)
let bytes = zero.uuid
print(bytes.0, bytes.15)
let phone = UUID(uuidString: "E621E1F8-C36C-495A-93FC-0C247A3E6E5F")!
print(phone.uuidString.split(separator: "-").map(\.count))
print("\(phone)".hasPrefix("E621"))
