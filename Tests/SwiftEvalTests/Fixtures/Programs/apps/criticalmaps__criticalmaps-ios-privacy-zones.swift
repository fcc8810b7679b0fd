// criticalmaps__criticalmaps-ios: CriticalMapsKit/Sources/SharedModels/{Rider,Location,AppearanceSettings,AppIcon}.swift, PrivacyZoneFeature/{PrivacyZone,PrivacyZoneSettings}.swift
import Foundation

let locationFactor: Double = 1000000
struct Coordinate: Codable, Hashable {
    let latitude: Double, longitude: Double
    // stands in for CLLocation.distance(from:) (haversine, metres)
    func distance(from other: Coordinate) -> Double {
        let r = 6_371_000.0, toRad = Double.pi / 180
        let dLat = (other.latitude - latitude) * toRad, dLon = (other.longitude - longitude) * toRad
        let a = sin(dLat / 2) * sin(dLat / 2) + cos(latitude * toRad) * cos(other.latitude * toRad) * sin(dLon / 2) * sin(dLon / 2)
        return 2 * r * atan2(sqrt(a), sqrt(1 - a))
    }
}
struct Rider: Identifiable, Hashable, Codable {
    let id: String, coordinate: Coordinate
    var timestamp: Double
    var name: String?, color: String?
    private enum CodingKeys: String, CodingKey { case device, longitude, latitude, timestamp, name, color }
    init(from decoder: Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        try id = container.decode(String.self, forKey: .device)
        let latitude = try container.decode(Double.self, forKey: .latitude) / locationFactor
        let longitude = try container.decode(Double.self, forKey: .longitude) / locationFactor
        coordinate = Coordinate(latitude: latitude, longitude: longitude)
        try timestamp = container.decode(Double.self, forKey: .timestamp)
        try name = container.decodeIfPresent(String.self, forKey: .name)
        try color = container.decodeIfPresent(String.self, forKey: .color)
    }
    func encode(to encoder: Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(id, forKey: .device)
        try container.encode(coordinate.longitude * locationFactor, forKey: .longitude)
        try container.encode(coordinate.latitude * locationFactor, forKey: .latitude)
        try container.encode(timestamp, forKey: .timestamp)
        try container.encodeIfPresent(color, forKey: .color)
        try container.encodeIfPresent(name, forKey: .name)
    }
}

struct PrivacyZone: Codable, Identifiable, Equatable {
    let id: Int, name: String, center: Coordinate, radius: Double
    var isActive = true
    func contains(_ coordinate: Coordinate) -> Bool { center.distance(from: coordinate) <= radius }
}
struct PrivacyZoneSettings: Equatable {
    var isEnabled = false, zones: [PrivacyZone] = [], shouldShowZonesOnMap = true
    var canShowOnMap: Bool { shouldShowZonesOnMap && isEnabled }
    var activeZones: [PrivacyZone] { zones.filter(\.isActive) }
    func privacyZonesContaining(_ coordinate: Coordinate) -> [PrivacyZone] { isEnabled ? activeZones.filter { $0.contains(coordinate) } : [] }
    mutating func toggleZone(withID id: Int) { if let index = zones.firstIndex(where: { $0.id == id }) { zones[index].isActive.toggle() } }
    var overlappingZonePairs: [(PrivacyZone, PrivacyZone)] {
        var pairs: [(PrivacyZone, PrivacyZone)] = []
        for (index, zone) in activeZones.enumerated() {
            for otherZone in activeZones.dropFirst(index + 1) where zone.center.distance(from: otherZone.center) < zone.radius + otherZone.radius {
                pairs.append((zone, otherZone))
            }
        }
        return pairs
    }
}

enum AppIcon: String, Codable, CaseIterable { case primary = "AppIcon", dark = "AppIcon-Dark", neon = "AppIcon-Neon" }
struct AppearanceSettings: Codable, Equatable {
    enum ColorScheme: String, CaseIterable, Codable { case system, dark, light }
    var appIcon: AppIcon = .primary, colorScheme: ColorScheme = .system
    enum CodingKeys: CodingKey { case appIcon, colorScheme }
    init() {}
    init(from decoder: Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        appIcon = try container.decodeIfPresent(AppIcon.self, forKey: .appIcon) ?? .primary
        colorScheme = try container.decodeIfPresent(ColorScheme.self, forKey: .colorScheme) ?? .system
    }
}

let riders = try! JSONDecoder().decode([Rider].self, from: Data("""
[{"device":"a1","latitude":52520008,"longitude":13404954,"timestamp":1700000000,"name":"Ana"},
 {"device":"b2","latitude":52516275,"longitude":13377704,"timestamp":1700000100,"color":"#ff0000"},
 {"device":"c3","latitude":48137154,"longitude":11576124,"timestamp":1700000200}]
""".utf8))
let encoder = JSONEncoder(); encoder.outputFormatting = .sortedKeys
print(String(decoding: try! encoder.encode(riders[1]), as: UTF8.self))
var settings = PrivacyZoneSettings(zones: [
    PrivacyZone(id: 1, name: "Home", center: Coordinate(latitude: 52.5200, longitude: 13.4050), radius: 400),
    PrivacyZone(id: 2, name: "Office", center: Coordinate(latitude: 52.5163, longitude: 13.3777), radius: 2000),
    PrivacyZone(id: 3, name: "Gym", center: Coordinate(latitude: 52.5230, longitude: 13.4100), radius: 300),
])
for step in 0..<3 {
    if step == 1 { settings.isEnabled = true }
    if step == 2 { settings.toggleZone(withID: 2) }
    print("enabled \(settings.isEnabled), map \(settings.canShowOnMap), active \(settings.activeZones.map(\.name))")
    for rider in riders { print("  \(rider.name ?? rider.id): \(settings.privacyZonesContaining(rider.coordinate).map(\.name))") }
    print("  overlaps:", settings.overlappingZonePairs.map { "\($0.0.name)+\($0.1.name)" })
}
print("Berlin-Munich km:", Int(riders[0].coordinate.distance(from: riders[2].coordinate) / 1000))
for json in ["{}", #"{"appIcon":"AppIcon-Neon"}"#, #"{"appIcon":"AppIcon-Dark","colorScheme":"light"}"#] {
    let appearance = try! JSONDecoder().decode(AppearanceSettings.self, from: Data(json.utf8))
    print(appearance.appIcon.rawValue, appearance.colorScheme, appearance == AppearanceSettings())
}
