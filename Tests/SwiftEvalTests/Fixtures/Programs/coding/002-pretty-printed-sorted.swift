// Pretty printing: two-space indent, "key" : value, nested arrays and objects, empty collections.
import Foundation

struct Step: Codable { let order: Int; let text: String }
struct Recipe: Codable {
    let name: String
    let serves: Int
    let steps: [Step]
    let tags: [String]
    let notes: [String: String]
}

let recipe = Recipe(
    name: "Toast", serves: 1,
    steps: [Step(order: 1, text: "Slice"), Step(order: 2, text: "Toast")],
    tags: [], notes: [:])
let encoder = JSONEncoder()
encoder.outputFormatting = [.sortedKeys, .prettyPrinted]
print(String(data: try encoder.encode(recipe), encoding: .utf8)!)
encoder.outputFormatting = [.sortedKeys, .prettyPrinted]
print(String(data: try encoder.encode(recipe), encoding: .utf8)!)
