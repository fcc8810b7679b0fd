// String escaping: quotes, backslashes, newlines, slashes (escaped unless .withoutEscapingSlashes), unicode.
import Foundation

struct Link: Codable { let label: String; let path: String }

let link = Link(label: "Say \"hi\"\tnow\nplease \\ ok — ünï 🎉", path: "https://example.com/a/b")
let encoder = JSONEncoder()
encoder.outputFormatting = .sortedKeys
print(String(data: try encoder.encode(link), encoding: .utf8)!)
encoder.outputFormatting = [.withoutEscapingSlashes, .sortedKeys]
print(String(data: try encoder.encode(link), encoding: .utf8)!)
encoder.outputFormatting = [.withoutEscapingSlashes, .sortedKeys]
print(String(data: try encoder.encode(["b/c": "d/e", "a": "x"]), encoding: .utf8)!)
