// Encoding a user profile with JSONEncoder (.sortedKeys), round-tripping, and comparing edits.
import Foundation

struct Address: Codable, Equatable {
    var city: String
    var zip: String?
}

struct Profile: Codable, Equatable {
    var name: String
    var age: Int
    var interests: [String]
    var address: Address?
    var premium: Bool
    var score: Double
}

enum Role: String, Codable {
    case admin, editor, viewer
}

struct Member: Codable {
    let role: Role
    let profile: Profile
}

let encoder = JSONEncoder()
encoder.outputFormatting = [.sortedKeys]

func encoded<T: Encodable>(_ value: T) -> String {
    guard let data = try? encoder.encode(value) else { return "<error>" }
    return String(decoding: data, as: UTF8.self)
}

var profile = Profile(name: "Rosa", age: 34, interests: ["cycling", "jazz"], address: nil, premium: false, score: 12.5)
print(encoded(profile))
profile.address = Address(city: "Lisbon", zip: nil)
profile.interests.removeAll()
print(encoded(profile))
profile.address?.zip = "1100-148"
profile.premium = true
profile.score = -3
print(encoded(profile))

let member = Member(role: .editor, profile: profile)
let memberJSON = encoded(member)
print(memberJSON)

let decoded = try JSONDecoder().decode(Member.self, from: Data(memberJSON.utf8))
print("Round trip equal: \(decoded.profile == profile), role: \(decoded.role.rawValue)")

let roles: [Role] = [.viewer, .admin]
print(encoded(roles))
print(encoded(["b": 2, "a": 1, "c": 3]))
print(encoded([String: Int]()))
print(encoded([Int?]([1, nil, 3])))
print(encoded("quote \" and slash /"))

func diff(_ a: Profile, _ b: Profile) -> [String] {
    var changes: [String] = []
    if a.name != b.name { changes.append("name") }
    if a.age != b.age { changes.append("age: \(a.age) → \(b.age)") }
    if a.interests != b.interests { changes.append("interests +\(Set(b.interests).subtracting(a.interests).sorted())") }
    if a.address != b.address { changes.append("address: \(a.address?.city ?? "none") → \(b.address?.city ?? "none")") }
    if a.premium != b.premium { changes.append(b.premium ? "upgraded" : "downgraded") }
    return changes
}
var edited = profile
edited.age += 1
edited.interests = ["chess", "jazz"]
edited.address = nil
print("Changes: \(diff(profile, edited).joined(separator: "; "))")
print("No changes: \(diff(profile, profile).isEmpty)")
