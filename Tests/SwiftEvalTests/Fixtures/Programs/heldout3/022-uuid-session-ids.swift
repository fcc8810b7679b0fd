import Foundation

struct Session: Hashable, CustomStringConvertible {
    let id: UUID
    let user: String
    let startedAt: Date

    var shortID: String { String(id.uuidString.prefix(8)) }
    var description: String { "Session(\(shortID), \(user))" }
}

let rawIDs = [
    "E621E1F8-C36C-495A-93FC-0C247A3E6E5F",
    "not-a-uuid",
    "e621e1f8-c36c-495a-93fc-0c247a3e6e5f",
    "00000000-0000-0000-0000-000000000001",
    "123E4567-E89B-12D3-A456-426614174000",
    "123E4567-E89B-12D3-A456-42661417400",
]

var parsed: [UUID] = []
for raw in rawIDs {
    if let uuid = UUID(uuidString: raw) {
        parsed.append(uuid)
        print("valid   \(uuid.uuidString)")
    } else {
        print("invalid \(raw)")
    }
}

print("Lowercase equals uppercase: \(parsed[0] == parsed[1])")
let unique = Set(parsed)
print("Unique IDs: \(unique.count)")

let base = Date(timeIntervalSince1970: 1_600_000_000)
let users = ["mira", "omar", "tess"]
let sessions = zip(unique.sorted { $0.uuidString < $1.uuidString }, users).enumerated().map { index, pair in
    Session(id: pair.0, user: pair.1, startedAt: base.addingTimeInterval(Double(index) * 90))
}
sessions.forEach { print($0) }

let lookup = Dictionary(uniqueKeysWithValues: sessions.map { ($0.id, $0) })
let key = UUID(uuidString: "123e4567-e89b-12d3-a456-426614174000")!
print(lookup[key]?.user ?? "missing")
let bytes = key.uuid
print(bytes.0, bytes.1, bytes.15)
print(String(format: "%02X%02X", bytes.0, bytes.1))

let encoder = JSONEncoder()
encoder.outputFormatting = .sortedKeys
encoder.dateEncodingStrategy = .secondsSince1970
struct Payload: Encodable { let id: UUID; let at: Date }
print(String(decoding: try! encoder.encode(Payload(id: key, at: base)), as: UTF8.self))
