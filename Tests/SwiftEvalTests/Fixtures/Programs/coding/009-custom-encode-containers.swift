// A hand-written encode(to:) using keyed, nested, unkeyed and single-value containers.
import Foundation

struct Temperature: Encodable {
    let celsius: Double
    func encode(to encoder: Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode("\(celsius)°C")
    }
}

struct Station: Encodable {
    let code: String
    let latitude: Double
    let longitude: Double
    let readings: [Temperature]
    let note: String?

    enum CodingKeys: String, CodingKey { case code, location, readings, note }
    enum LocationKeys: String, CodingKey { case lat, lon }

    func encode(to encoder: Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(code, forKey: .code)
        var location = container.nestedContainer(keyedBy: LocationKeys.self, forKey: .location)
        try location.encode(latitude, forKey: .lat)
        try location.encode(longitude, forKey: .lon)
        var list = container.nestedUnkeyedContainer(forKey: .readings)
        for reading in readings { try list.encode(reading) }
        try list.encodeNil()
        try container.encodeIfPresent(note, forKey: .note)
    }
}

let encoder = JSONEncoder()
encoder.outputFormatting = .sortedKeys
let station = Station(code: "LIS", latitude: 38.7, longitude: -9.1, readings: [Temperature(celsius: 21.5)], note: nil)
print(String(data: try encoder.encode(station), encoding: .utf8)!)
let noted = Station(code: "OPO", latitude: 41.1, longitude: -8.6, readings: [], note: "coastal")
print(String(data: try encoder.encode(noted), encoding: .utf8)!)
