import Foundation

struct Address: Codable, Equatable {
    var city: String
    var zip: String
}

struct UserProfile: Codable, Equatable {
    enum Role: String, Codable { case admin, member, guest }
    var id: Int
    var displayName: String
    var role: Role
    var tags: [String]
    var address: Address?
    var lastLogin: Date?

    enum CodingKeys: String, CodingKey {
        case id
        case displayName = "display_name"
        case role, tags, address
        case lastLogin = "last_login"
    }
}

let encoder = JSONEncoder()
encoder.outputFormatting = [.sortedKeys]
encoder.dateEncodingStrategy = .secondsSince1970
let decoder = JSONDecoder()
decoder.dateDecodingStrategy = .secondsSince1970

let profile = UserProfile(id: 7, displayName: "Sam Lee", role: .admin, tags: ["ios", "swift"],
                          address: Address(city: "Oslo", zip: "0150"),
                          lastLogin: Date(timeIntervalSince1970: 1_650_000_000))
let data = try! encoder.encode(profile)
print(String(data: data, encoding: .utf8)!)

let decoded = try! decoder.decode(UserProfile.self, from: data)
print("Round trip equal: \(decoded == profile)")

let incoming = """
{"id": 12, "display_name": "Guest User", "role": "guest", "tags": []}
"""
let guest = try! decoder.decode(UserProfile.self, from: Data(incoming.utf8))
print("\(guest.displayName) role=\(guest.role.rawValue) address=\(guest.address?.city ?? "none")")
print(String(data: try! encoder.encode(guest), encoding: .utf8)!)

let bad = #"{"id": 1, "display_name": "X", "role": "owner", "tags": []}"#
do {
    _ = try decoder.decode(UserProfile.self, from: Data(bad.utf8))
} catch DecodingError.dataCorrupted(let ctx) {
    print("Corrupted at: \(ctx.codingPath.map(\.stringValue))")
} catch {
    print("Other error")
}
