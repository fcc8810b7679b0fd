// A Codable class; a var with a default is still required when decoding (synthesized init(from:)).
import Foundation

final class Account: Codable {
    var owner: String
    var balance: Int = 0
    let kind = "checking"

    init(owner: String) { self.owner = owner }
}

let encoder = JSONEncoder()
encoder.outputFormatting = .sortedKeys
let account = Account(owner: "Rui")
account.balance = 250
print(String(data: try encoder.encode(account), encoding: .utf8)!)
let decoded = try JSONDecoder().decode(Account.self, from: Data(#"{"owner": "Lia", "balance": 7, "kind": "savings"}"#.utf8))
print(decoded.owner, decoded.balance, decoded.kind)
do {
    _ = try JSONDecoder().decode(Account.self, from: Data(#"{"owner": "Max"}"#.utf8))
    print("decoded")
} catch DecodingError.keyNotFound(let key, _) {
    print("missing", key.stringValue)
}
