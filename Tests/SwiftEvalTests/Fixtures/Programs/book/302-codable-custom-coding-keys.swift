// Foundation: Codable with custom CodingKeys renaming fields and leaving one out, snake_case strategies.
import Foundation

struct Account: Codable {
    let accountID: Int
    let displayName: String
    let balanceCents: Int
    var cachedLabel: String = ""

    enum CodingKeys: String, CodingKey {
        case accountID = "id"
        case displayName = "name"
        case balanceCents = "balance"
    }
}

struct Profile: Codable {
    let firstName: String
    let lastLoginAt: Int
    let isPremiumMember: Bool
}

let input = Data(#"{"id": 77, "name": "Checking", "balance": 125050, "extra": "ignored"}"#.utf8)
var account = try! JSONDecoder().decode(Account.self, from: input)
print(account.accountID, account.displayName, account.balanceCents)
print("[\(account.cachedLabel)]")
account.cachedLabel = "should not be encoded"

let encoder = JSONEncoder()
encoder.outputFormatting = .sortedKeys
print(String(data: try! encoder.encode(account), encoding: .utf8)!)

let snake = JSONEncoder()
snake.outputFormatting = .sortedKeys
snake.keyEncodingStrategy = .convertToSnakeCase
let profile = Profile(firstName: "Zoe", lastLoginAt: 1_700_000_000, isPremiumMember: true)
let snakeData = try! snake.encode(profile)
print(String(data: snakeData, encoding: .utf8)!)

let camelDecoder = JSONDecoder()
camelDecoder.keyDecodingStrategy = .convertFromSnakeCase
let decoded = try! camelDecoder.decode(Profile.self, from: snakeData)
print(decoded.firstName, decoded.lastLoginAt, decoded.isPremiumMember)
print((try? JSONDecoder().decode(Profile.self, from: snakeData)) == nil)
