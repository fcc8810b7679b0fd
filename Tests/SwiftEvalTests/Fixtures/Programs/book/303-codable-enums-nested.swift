// Foundation: Codable enums (raw values and associated values), nested types and dates as seconds.
import Foundation

enum Category: String, Codable {
    case cardio, strength, mobility
}

enum Effort: Codable, Equatable {
    case easy
    case interval(rounds: Int)
}

struct Workout: Codable {
    struct Split: Codable {
        let km: Int
        let seconds: Int
    }
    let category: Category
    let effort: Effort
    let startedAt: Date
    let splits: [Split]
}

let workout = Workout(
    category: .cardio,
    effort: .interval(rounds: 6),
    startedAt: Date(timeIntervalSince1970: 1_700_000_000),
    splits: [.init(km: 1, seconds: 305), .init(km: 2, seconds: 298)]
)

let encoder = JSONEncoder()
encoder.outputFormatting = .sortedKeys
encoder.dateEncodingStrategy = .secondsSince1970
let data = try! encoder.encode(workout)
print(String(data: data, encoding: .utf8)!)

let decoder = JSONDecoder()
decoder.dateDecodingStrategy = .secondsSince1970
let back = try! decoder.decode(Workout.self, from: data)
print(back.category, back.effort, back.startedAt.timeIntervalSince1970)
print(back.splits.map { $0.seconds })
print(back.effort == .interval(rounds: 6))

print(String(data: try! encoder.encode([Category.strength, .mobility]), encoding: .utf8)!)
print(String(data: try! encoder.encode(Effort.easy), encoding: .utf8)!)
let unknown = Data(#"["cardio", "yoga"]"#.utf8)
print((try? decoder.decode([Category].self, from: unknown)) == nil)

encoder.dateEncodingStrategy = .iso8601
let isoData = try! encoder.encode(["at": workout.startedAt])
print(String(data: isoData, encoding: .utf8)!)
