// Invalid raw values, top-level fragments, and a decoding error's message and path.
import Foundation

enum Status: String, Codable { case open, closed }
struct Ticket: Codable { let id: Int; let status: Status }

let encoder = JSONEncoder()
print(String(data: try encoder.encode("plain / text"), encoding: .utf8)!)
print(String(data: try encoder.encode(42), encoding: .utf8)!)
print(String(data: try encoder.encode(true), encoding: .utf8)!)
print(String(data: try encoder.encode(Status.closed), encoding: .utf8)!)
print(try JSONDecoder().decode(Int.self, from: Data("7".utf8)))
print(try JSONDecoder().decode(String.self, from: Data(#""hi""#.utf8)))
do {
    _ = try JSONDecoder().decode([Ticket].self, from: Data(#"[{"id": 1, "status": "open"}, {"id": 2, "status": "lost"}]"#.utf8))
} catch DecodingError.dataCorrupted(let context) {
    print(context.codingPath.map(\.stringValue), context.debugDescription)
}
do {
    _ = try JSONDecoder().decode(Ticket.self, from: Data(#"{"id": 1.5, "status": "open"}"#.utf8))
} catch DecodingError.dataCorrupted(let context) {
    print("corrupted", context.codingPath.map(\.stringValue))
} catch DecodingError.typeMismatch(_, let context) {
    print("mismatch", context.codingPath.map(\.stringValue))
}
