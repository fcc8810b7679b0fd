// A hand-written init(from:) with decodeIfPresent defaults, contains, nested and unkeyed containers.
import Foundation

struct Point: Decodable {
    let x: Int
    let y: Int
    init(from decoder: Decoder) throws {
        var pair = try decoder.unkeyedContainer()
        x = try pair.decode(Int.self)
        y = try pair.decode(Int.self)
    }
}

struct Level: Decodable {
    let name: String
    let difficulty: Int
    let start: Point
    let hidden: Bool
    let author: String

    enum CodingKeys: String, CodingKey { case name, difficulty, start, meta }
    enum MetaKeys: String, CodingKey { case hidden, author }

    init(from decoder: Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        name = try container.decode(String.self, forKey: .name)
        difficulty = try container.decodeIfPresent(Int.self, forKey: .difficulty) ?? 1
        start = try container.decode(Point.self, forKey: .start)
        if container.contains(.meta) {
            let meta = try container.nestedContainer(keyedBy: MetaKeys.self, forKey: .meta)
            hidden = try meta.decodeIfPresent(Bool.self, forKey: .hidden) ?? false
            author = try meta.decodeIfPresent(String.self, forKey: .author) ?? "anonymous"
        } else {
            hidden = false
            author = "anonymous"
        }
    }
}

let json = """
[
  {"name": "Meadow", "start": [0, 0]},
  {"name": "Cave", "difficulty": 3, "start": [4, -2], "meta": {"hidden": true}},
  {"name": "Peak", "difficulty": null, "start": [9, 9], "meta": {"author": "Kim"}}
]
"""
let levels = try JSONDecoder().decode([Level].self, from: Data(json.utf8))
for level in levels {
    print(level.name, level.difficulty, "(\(level.start.x), \(level.start.y))", level.hidden, level.author)
}
let short = Data(#"[{"name": "Bad", "start": [1]}]"#.utf8)
print((try? JSONDecoder().decode([Level].self, from: short)) == nil)
