// Foundation: JSONDecoder reading Codable structs, round trips, missing optionals and decoding errors.
import Foundation

struct Task: Codable, Equatable {
    var title: String
    var done: Bool
    var estimate: Double?
    var tags: [String]
}

let json = """
[
  {"title": "Write tests", "done": false, "estimate": 1.5, "tags": ["dev"]},
  {"title": "Lunch", "done": true, "tags": []},
  {"title": "Review PR", "done": false, "estimate": null, "tags": ["dev", "team"]}
]
"""

let decoder = JSONDecoder()
let tasks = try! decoder.decode([Task].self, from: Data(json.utf8))
print(tasks.count)
for t in tasks {
    print(t.title, t.done, t.estimate as Any, t.tags)
}
print(tasks.filter { !$0.done }.compactMap { $0.estimate }.reduce(0, +))

let encoder = JSONEncoder()
encoder.outputFormatting = .sortedKeys
let back = try! encoder.encode(tasks)
print(String(data: back, encoding: .utf8)!)
let again = try! decoder.decode([Task].self, from: back)
print(again == tasks)

let bad = Data(#"{"title": "x", "done": "nope", "tags": []}"#.utf8)
do {
    _ = try decoder.decode(Task.self, from: bad)
    print("decoded?")
} catch DecodingError.typeMismatch(_, let context) {
    print("type mismatch at", context.codingPath.map { $0.stringValue })
} catch {
    print("other error")
}
let missing = Data(#"{"done": true, "tags": []}"#.utf8)
do {
    _ = try decoder.decode(Task.self, from: missing)
} catch DecodingError.keyNotFound(let key, _) {
    print("missing key", key.stringValue)
} catch {
    print("other error")
}
print((try? decoder.decode(Task.self, from: Data("{".utf8))) == nil)
