// avdyushin__Velik: Velik/Models/{GPXPoint,GPXTrack}.swift (nested Codable containers; JSON stands in for the XML coder), Extensions/Location+Extension.swift (center, accumulateDistance, distanceLocations)
import Foundation

struct GPXPoint: Codable {
    enum CodingKeys: String, CodingKey { case latitude = "lat", longitude = "lon", elevation = "ele", speed, timestamp = "time" }
    let latitude: Double, longitude: Double, elevation: Double?, speed: Double?, timestamp: Date?
}
struct GPXTrack { let name: String?; let timestamp: Date; let points: [GPXPoint] }
extension GPXTrack: Codable {
    enum CodingKeys: String, CodingKey { case creator, metadata, track = "trk", waypoint = "wpt" }
    enum MetadataCodingKeys: CodingKey { case name, time }; enum TrackCodingKeys: String, CodingKey { case name, segment = "trkseg" }
    enum PointsCodingKeys: String, CodingKey { case point = "trkpt" }
    func encode(to encoder: Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode("MyCoolApp 1.0", forKey: .creator)
        var metadata = container.nestedContainer(keyedBy: MetadataCodingKeys.self, forKey: .metadata)
        try metadata.encode(timestamp, forKey: .time)
        var trackContainer = container.nestedContainer(keyedBy: TrackCodingKeys.self, forKey: .track)
        try trackContainer.encodeIfPresent(name, forKey: .name)
        var pointsContainer = trackContainer.nestedContainer(keyedBy: PointsCodingKeys.self, forKey: .segment)
        try pointsContainer.encode(points.sorted { a, b in
            switch (a.timestamp, b.timestamp) { case let (.some(ta), .some(tb)): return ta < tb; default: return false }
        }, forKey: .point)   // the XML coder repeats <trkpt>; JSON takes the array
    }
    init(from decoder: Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        let metadata = try container.nestedContainer(keyedBy: MetadataCodingKeys.self, forKey: .metadata)
        timestamp = try metadata.decode(Date.self, forKey: .time)
        var pointsContainer: UnkeyedDecodingContainer
        if container.contains(.track) {
            let trackContainer = try container.nestedContainer(keyedBy: TrackCodingKeys.self, forKey: .track)
            name = try trackContainer.decodeIfPresent(String.self, forKey: .name)
            pointsContainer = try trackContainer.nestedContainer(keyedBy: PointsCodingKeys.self, forKey: .segment).nestedUnkeyedContainer(forKey: .point)
        } else {
            name = try metadata.decodeIfPresent(String.self, forKey: .name)
            pointsContainer = try container.nestedUnkeyedContainer(forKey: .waypoint)
        }
        var result = [GPXPoint]()
        if var count = pointsContainer.count, count > 0 { while count > 0 { defer { count -= 1 }; result.append(try pointsContainer.decode(GPXPoint.self)) } }
        points = result
    }
}

extension Double {
    func asRadians() -> Double { Measurement(value: self, unit: UnitAngle.degrees).converted(to: .radians).value }
    func asDegrees() -> Double { Measurement(value: self, unit: UnitAngle.radians).converted(to: .degrees).value }
}
func metersBetween(_ a: GPXPoint, _ b: GPXPoint) -> Double {   // CLLocation.distance(from:)
    let dLat = (b.latitude - a.latitude).asRadians(), dLon = (b.longitude - a.longitude).asRadians()
    let h = sin(dLat / 2) * sin(dLat / 2) + cos(a.latitude.asRadians()) * cos(b.latitude.asRadians()) * sin(dLon / 2) * sin(dLon / 2)
    return 2 * 6_371_000 * atan2(sqrt(h), sqrt(1 - h))
}
extension Array where Element == GPXPoint {
    func center() -> (lat: Double, lon: Double)? {
        guard !isEmpty else { return nil }
        var x = 0.0, y = 0.0, z = 0.0
        forEach { let lat = $0.latitude.asRadians(), lon = $0.longitude.asRadians(); x += cos(lat) * cos(lon); y += cos(lat) * sin(lon); z += sin(lat) }
        x /= Double(count); y /= Double(count); z /= Double(count)
        return (atan2(z, sqrt(x * x + y * y)).asDegrees(), atan2(y, x).asDegrees())
    }
    func accumulateDistance() -> AnyIterator<Double> {
        guard var current = first else { return AnyIterator { nil } }
        var total = 0.0, index = 1
        return AnyIterator {
            guard index != self.count else { return nil }
            defer { current = self[index]; index += 1 }
            total += metersBetween(current, self[index])
            return total
        }
    }
    func distanceLocations(step: Measurement<UnitLength>) -> [(point: GPXPoint, distance: Measurement<UnitLength>)] {
        var result = [(point: GPXPoint, distance: Measurement<UnitLength>)]()
        var total = Measurement<UnitLength>(value: 0, unit: step.unit)
        for (index, meters) in accumulateDistance().enumerated() where Int(Measurement(value: meters, unit: UnitLength.meters).converted(to: step.unit).value / step.value) > Int(total.value / step.value) {
            total.value += step.value
            result.append((self[index], total))
        }
        return result
    }
}

let json = """
{"creator":"Velik","metadata":{"time":"2020-06-01T07:00:00Z","name":"Morning ride"},
 "trk":{"name":"Morning ride","trkseg":{"trkpt":[{"lat":52.3702,"lon":4.8952,"ele":2,"time":"2020-06-01T07:00:00Z"},{"lat":52.3800,"lon":4.9100,"ele":3,"speed":5.5,"time":"2020-06-01T07:05:00Z"},
 {"lat":52.3950,"lon":4.9300,"time":"2020-06-01T07:12:00Z"},{"lat":52.4100,"lon":4.9400,"ele":5,"time":"2020-06-01T07:20:00Z"},{"lat":52.4060,"lon":4.9000,"time":"2020-06-01T07:17:00Z"}]}}}
"""
let decoder = JSONDecoder(); decoder.dateDecodingStrategy = .iso8601
let track = try decoder.decode(GPXTrack.self, from: Data(json.utf8))
print(track.name ?? "unnamed", track.points.count, "points, elevations:", track.points.map { $0.elevation.map { "\(Int($0))" } ?? "-" })
let waypoints = try decoder.decode(GPXTrack.self, from: Data(#"{"metadata":{"time":"2021-01-01T00:00:00Z"},"wpt":[]}"#.utf8))
print(waypoints.name ?? "unnamed", waypoints.points.count, "points")
let c = track.points.center()!
print(String(format: "center %.4f, %.4f", c.lat, c.lon))
let cumulative = Array(track.points.accumulateDistance())
print("cumulative m:", cumulative.map { Int($0.rounded()) })
print("km markers:", track.points.distanceLocations(step: Measurement(value: 1, unit: .kilometers)).map { "\(Int($0.distance.value)) km @ \($0.point.latitude)" })
let encoder = JSONEncoder(); encoder.outputFormatting = .sortedKeys; encoder.dateEncodingStrategy = .iso8601
let out = String(decoding: try encoder.encode(GPXTrack(name: nil, timestamp: track.timestamp, points: Array(track.points.suffix(3)))), as: UTF8.self)
print(out)
