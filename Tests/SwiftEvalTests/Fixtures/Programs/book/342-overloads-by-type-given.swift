// Overloads that take a type (T.Type) picked by the type written at the call; the library's
// own decode(_:forKey:) runs where none of the program's overloads takes the type given.
import Foundation

struct Facts: Decodable {
    var name: String
    var mass: Measurement<UnitMass>
    var volume: Measurement<UnitVolume>
    enum CodingKeys: String, CodingKey { case name, mass, volume }
    init(from decoder: Decoder) throws {
        let values = try decoder.container(keyedBy: CodingKeys.self)
        name = try values.decode(String.self, forKey: .name)
        mass = try values.decode(Measurement<UnitMass>.self, forKey: .mass)
        volume = try values.decode(Measurement<UnitVolume>.self, forKey: .volume)
    }
}

extension KeyedDecodingContainer {
    func decode(_ type: Measurement<UnitMass>.Type, forKey key: KeyedDecodingContainer<K>.Key) throws -> Measurement<UnitMass> {
        let text = try decode(String.self, forKey: key)
        return Measurement(value: Double(text.split(separator: " ")[0])!, unit: .grams)
    }
    func decode(_ type: Measurement<UnitVolume>.Type, forKey key: KeyedDecodingContainer<K>.Key) throws -> Measurement<UnitVolume> {
        let text = try decode(String.self, forKey: key)
        return Measurement(value: Double(text.split(separator: " ")[0])!, unit: .milliliters)
    }
}

struct Scale {
    func weigh(_ type: Int.Type) -> String { "an Int" }
    func weigh(_ type: String.Type) -> String { "a String" }
}

let json = #"{"name": "Berry", "mass": "12.5 g", "volume": "250 mL"}"#
let facts = try JSONDecoder().decode(Facts.self, from: Data(json.utf8))
print(facts.name, facts.mass.value, facts.mass.unit.symbol, facts.volume.value, facts.volume.unit.symbol)
print(Scale().weigh(Int.self), Scale().weigh(String.self))
// An extension of Measurement makes it a type the program extends; its generic argument still decides.
extension Measurement where UnitType == UnitMass {
    var grams: Double { converted(to: .grams).value }
}
print(facts.mass.grams)
