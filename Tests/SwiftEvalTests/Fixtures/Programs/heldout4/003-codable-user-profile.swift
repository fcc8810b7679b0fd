import Foundation

struct Address: Codable, Equatable {
    var street: String
    var city: String
    var zip: String?
}

struct UserProfile: Codable, Equatable {
    enum Role: String, Codable { case admin, editor, viewer }
    var id: Int
    var displayName: String
    var email: String
    var role: Role
    var tags: [String]
    var address: Address?

    enum CodingKeys: String, CodingKey {
        case id
        case displayName = "display_name"
        case email, role, tags, address
    }

    var initials: String {
        displayName.split(separator: " ").compactMap { $0.first }.map(String.init).joined().uppercased()
    }
}

let json = """
[
  {"id": 1, "display_name": "ada lovelace", "email": "ada@example.com", "role": "admin",
   "tags": ["math", "engines"], "address": {"street": "1 Main St", "city": "London"}},
  {"id": 2, "display_name": "Grace Brewster Hopper", "email": "grace@example.com", "role": "editor", "tags": []}
]
"""

let decoder = JSONDecoder()
do {
    let users = try decoder.decode([UserProfile].self, from: Data(json.utf8))
    for u in users {
        let city = u.address?.city ?? "unknown"
        let zip = u.address?.zip ?? "-"
        print("#\(u.id) \(u.initials) \(u.role.rawValue) city=\(city) zip=\(zip) tags=\(u.tags.count)")
    }
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys]
    let out = try encoder.encode(users[1])
    print(String(decoding: out, as: UTF8.self))
    let back = try decoder.decode(UserProfile.self, from: out)
    print("round trip equal:", back == users[1])
} catch {
    print("error:", error)
}

let bad = #"{"id": 3, "display_name": "X", "email": "x@x", "role": "owner", "tags": []}"#
do {
    _ = try decoder.decode(UserProfile.self, from: Data(bad.utf8))
    print("unexpected success")
} catch DecodingError.dataCorrupted(let ctx) {
    print("corrupted at:", ctx.codingPath.map(\.stringValue).joined(separator: "."))
} catch {
    print("other error")
}

let missing = #"{"id": 4, "display_name": "Y", "role": "viewer", "tags": []}"#
do {
    _ = try decoder.decode(UserProfile.self, from: Data(missing.utf8))
} catch DecodingError.keyNotFound(let key, _) {
    print("missing key:", key.stringValue)
} catch {
    print("other error")
}
