// A decoder given a generic type spelled out (Dictionary<String, Fact>.self,
// Array<Fact>.self) decodes as with the shorthand ([String: Fact].self).
import Foundation
struct Fact: Codable { var kcal: Int }
let json = #"{"apple": {"kcal": 52}, "kiwi": {"kcal": 61}}"#
let facts = try JSONDecoder().decode(Dictionary<String, Fact>.self, from: json.data(using: .utf8)!)
print(facts["kiwi"]!.kcal, facts.count)
let sorted = facts.keys.sorted()
print(sorted)
let list = try JSONDecoder().decode(Array<Fact>.self, from: "[{\"kcal\": 1}]".data(using: .utf8)!)
print(list.count)
