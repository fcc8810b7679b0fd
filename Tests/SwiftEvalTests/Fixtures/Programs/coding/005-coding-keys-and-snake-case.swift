// CodingKeys renaming and leaving a property out; snake case strategies both ways.
import Foundation

struct User: Codable {
    let userID: Int
    let fullName: String
    var avatarURLString: String?
    var sessionToken = "local"

    enum CodingKeys: String, CodingKey {
        case userID = "id"
        case fullName = "name"
        case avatarURLString
    }
}

let user = User(userID: 9, fullName: "Ada Lovelace", avatarURLString: "a.png")
let encoder = JSONEncoder()
encoder.outputFormatting = .sortedKeys
print(String(data: try encoder.encode(user), encoding: .utf8)!)
encoder.keyEncodingStrategy = .convertToSnakeCase
let snake = try encoder.encode(user)
print(String(data: snake, encoding: .utf8)!)

let decoder = JSONDecoder()
decoder.keyDecodingStrategy = .convertFromSnakeCase
let decoded = try decoder.decode(User.self, from: snake)
print(decoded.userID, decoded.fullName, decoded.avatarURLString ?? "-", decoded.sessionToken)
let plain = try JSONDecoder().decode(User.self, from: Data(#"{"id": 1, "name": "Bo"}"#.utf8))
print(plain.userID, plain.fullName, plain.avatarURLString ?? "none")
