import Foundation

struct Address: Codable {
    let city: String
    let zip: String?
}

struct UserProfile: Codable {
    let id: Int
    let username: String
    let displayName: String?
    let followers: Int
    let tags: [String]
    let address: Address?

    var headline: String {
        let name = displayName ?? "@\(username)"
        let followerText = followers == 1 ? "1 follower" : "\(followers) followers"
        return "\(name) · \(followerText)"
    }
}

let json = """
[
  {"id": 1, "username": "sam", "displayName": "Sam Carter", "followers": 1200,
   "tags": ["swift", "ios"], "address": {"city": "Austin", "zip": "73301"}},
  {"id": 2, "username": "kim", "followers": 1, "tags": [], "address": {"city": "Oslo"}},
  {"id": 3, "username": "lee", "displayName": null, "followers": 0, "tags": ["design"]}
]
"""

let decoder = JSONDecoder()
do {
    let users = try decoder.decode([UserProfile].self, from: Data(json.utf8))
    print("Decoded \(users.count) users")
    for user in users {
        print(user.headline)
        if let city = user.address?.city {
            print("  lives in \(city), zip: \(user.address?.zip ?? "n/a")")
        } else {
            print("  no address")
        }
    }
    let allTags = users.flatMap(\.tags)
    print("Tags: \(allTags)")
    let popular = users.filter { $0.followers > 100 }.map(\.username)
    print("Popular: \(popular)")
} catch {
    print("Decoding failed: \(error)")
}

let broken = #"{"id": "seven", "username": "x", "followers": 2, "tags": []}"#
do {
    _ = try decoder.decode(UserProfile.self, from: Data(broken.utf8))
    print("unexpected success")
} catch DecodingError.typeMismatch(let type, let context) {
    print("Type mismatch for \(type) at \(context.codingPath.map(\.stringValue))")
} catch {
    print("Other error")
}

let missing = #"{"id": 9, "followers": 2, "tags": []}"#
do {
    _ = try decoder.decode(UserProfile.self, from: Data(missing.utf8))
} catch DecodingError.keyNotFound(let key, _) {
    print("Missing key: \(key.stringValue)")
} catch {
    print("Other error")
}
