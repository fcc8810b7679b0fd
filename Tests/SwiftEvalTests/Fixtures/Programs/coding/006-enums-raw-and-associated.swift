// Enums: raw values encode as their raw value; associated values as {"case":{"label":…,"_1":…}}.
import Foundation

enum Size: Int, Codable { case small = 1, medium, large }
enum Mood: String, Codable { case happy, grumpy = "GRUMPY" }
enum Shape: Codable, Equatable {
    case dot
    case circle(radius: Double)
    case rect(Double, Double)
    case tagged(name: String, note: String?)
}

let encoder = JSONEncoder()
encoder.outputFormatting = .sortedKeys
print(String(data: try encoder.encode([Size.small, .large]), encoding: .utf8)!)
print(String(data: try encoder.encode([Mood.happy, .grumpy]), encoding: .utf8)!)
let shapes: [Shape] = [.dot, .circle(radius: 2), .rect(3, 4.5), .tagged(name: "x", note: nil)]
let data = try encoder.encode(shapes)
print(String(data: data, encoding: .utf8)!)
let back = try JSONDecoder().decode([Shape].self, from: data)
print(back == shapes, back)
let sizes = try JSONDecoder().decode([Size].self, from: Data("[3, 2]".utf8))
print(sizes)
