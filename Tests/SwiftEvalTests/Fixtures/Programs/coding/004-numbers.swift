// How doubles, floats and integers are written: whole doubles, tiny and huge ones, negatives.
import Foundation

struct Reading: Codable {
    let whole: Double
    let half: Double
    let third: Double
    let tiny: Double
    let huge: Double
    let negative: Int
    let ratio: Float
}

let reading = Reading(whole: 3, half: 0.5, third: 1.0 / 3.0, tiny: 0.000001, huge: 12345678901234.5, negative: -42, ratio: 0.1)
let encoder = JSONEncoder()
encoder.outputFormatting = .sortedKeys
print(String(data: try encoder.encode(reading), encoding: .utf8)!)
print(String(data: try encoder.encode([1.5, 2.0, 100.25, -0.75]), encoding: .utf8)!)
let back = try JSONDecoder().decode(Reading.self, from: try encoder.encode(reading))
print(back.whole, back.third, back.tiny, back.huge, back.ratio)
