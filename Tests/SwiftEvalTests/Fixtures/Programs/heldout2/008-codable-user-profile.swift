import Foundation

struct Address: Codable, Equatable {
    var street: String
    var city: String
    var zip: String?
}

struct UserProfile: Codable, Equatable {
    enum Plan: String, Codable { case free, pro, team }
    let id: Int
    var displayName: String
    var email: String
    var plan: Plan
    var tags: [String]
    var address: Address?
    var lastLogin: Date

    enum CodingKeys: String, CodingKey {
        case id
        case displayName = "display_name"
        case email
        case plan
        case tags
        case address
        case lastLogin = "last_login"
    }

    var planBadge: String {
        switch plan {
        case .free: return "FREE"
        case .pro: return "PRO ⭐️"
        case .team: return "TEAM (\(tags.count) tags)"
        }
    }
}

let encoder = JSONEncoder()
encoder.outputFormatting = [.sortedKeys]
encoder.dateEncodingStrategy = .secondsSince1970
let decoder = JSONDecoder()
decoder.dateDecodingStrategy = .secondsSince1970

var profile = UserProfile(id: 7, displayName: "Riley", email: "riley@example.com", plan: .pro,
                          tags: ["ios", "beta"], address: Address(street: "1 Main St", city: "Springfield", zip: nil),
                          lastLogin: Date(timeIntervalSince1970: 1_650_000_000))

let data = try encoder.encode(profile)
print(String(data: data, encoding: .utf8)!)
print("bytes: \(data.count)")

let decoded = try decoder.decode(UserProfile.self, from: data)
print("round trip equal: \(decoded == profile)")
print(decoded.planBadge)

let incoming = """
{"id": 12, "display_name": "Sam", "email": "sam@example.org", "plan": "team", "tags": ["a","b","c"], "last_login": 1700000000}
"""
let sam = try decoder.decode(UserProfile.self, from: Data(incoming.utf8))
print("\(sam.displayName) <\(sam.email)> \(sam.planBadge)")
print("address: \(sam.address?.city ?? "none")")
print("last login: \(sam.lastLogin.timeIntervalSince1970)")

let bad = """
{"id": 13, "display_name": "Kim", "email": "kim@example.org", "plan": "enterprise", "tags": [], "last_login": 0}
"""
do {
    _ = try decoder.decode(UserProfile.self, from: Data(bad.utf8))
    print("unexpected success")
} catch DecodingError.dataCorrupted(let ctx) {
    print("corrupted at: \(ctx.codingPath.map(\.stringValue))")
} catch {
    print("other error")
}

let missing = #"{"id": 14, "email": "x@y.z"}"#
if let p = try? decoder.decode(UserProfile.self, from: Data(missing.utf8)) {
    print("decoded \(p.id)")
} else {
    print("missing fields -> nil")
}

profile.plan = .free
profile.address?.zip = "12345"
profile.tags.removeAll()
let json2 = String(data: try encoder.encode(profile), encoding: .utf8)!
print(json2)
print(json2.contains("\"zip\":\"12345\""))
let team = try encoder.encode([sam.plan, profile.plan])
print(String(decoding: team, as: UTF8.self))
