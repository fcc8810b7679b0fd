// Date strategies: deferred (seconds since 2001), seconds and milliseconds since 1970, ISO 8601.
import Foundation

struct Event: Codable {
    let name: String
    let at: Date
}

let event = Event(name: "launch", at: Date(timeIntervalSince1970: 1_600_000_000.5))
let encoder = JSONEncoder()
encoder.outputFormatting = .sortedKeys
print(String(data: try encoder.encode(event), encoding: .utf8)!)
encoder.dateEncodingStrategy = .secondsSince1970
print(String(data: try encoder.encode(event), encoding: .utf8)!)
encoder.dateEncodingStrategy = .millisecondsSince1970
print(String(data: try encoder.encode(event), encoding: .utf8)!)
encoder.dateEncodingStrategy = .iso8601
let iso = try encoder.encode(event)
print(String(data: iso, encoding: .utf8)!)

let decoder = JSONDecoder()
decoder.dateDecodingStrategy = .iso8601
let back = try decoder.decode(Event.self, from: iso)
print(back.name, back.at.timeIntervalSince1970)
decoder.dateDecodingStrategy = .secondsSince1970
let fromSeconds = try decoder.decode(Event.self, from: Data(#"{"name": "x", "at": 86400}"#.utf8))
print(fromSeconds.at.timeIntervalSince1970)
print((try? decoder.decode(Event.self, from: iso)) == nil)
