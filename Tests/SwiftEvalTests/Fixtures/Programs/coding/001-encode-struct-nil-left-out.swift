// JSONEncoder on a synthesized Codable struct: nil optionals left out. Without .sortedKeys an object
// of several keys is written in this run's hash order (unknown); one key is exact.
import Foundation

struct Note: Codable {
    let title: String
    var pinned: Bool
    var words: Int
    var folder: String?
}
struct Tag: Codable { var folder: String? }

let note = Note(title: "Groceries", pinned: true, words: 12, folder: nil)
let sorted = JSONEncoder()
sorted.outputFormatting = .sortedKeys
let data = try sorted.encode(note)
print(String(data: data, encoding: .utf8)!)
print(data.count)
var filed = note
filed.folder = "Home"
print(String(decoding: try sorted.encode(filed), as: UTF8.self))
print(String(decoding: try JSONEncoder().encode(Tag(folder: "Work")), as: UTF8.self))
print(String(decoding: try JSONEncoder().encode(Tag(folder: nil)), as: UTF8.self))
print(String(decoding: try JSONEncoder().encode([Tag(folder: "a"), Tag(folder: nil)]), as: UTF8.self))
