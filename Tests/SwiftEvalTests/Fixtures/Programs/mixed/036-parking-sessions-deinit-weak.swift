// Parking garage: class lifetimes with deinit logging, weak delegate references, fee tiers.
import Foundation

var events: [String] = []

protocol GarageDelegate: AnyObject {
    func sessionEnded(plate: String, fee: Int)
}

final class Attendant: GarageDelegate {
    let name: String
    var collected = 0
    init(name: String) { self.name = name }
    func sessionEnded(plate: String, fee: Int) {
        collected += fee
        events.append("\(name) collected $\(fee) from \(plate)")
    }
    deinit { events.append("attendant \(name) went home") }
}

final class ParkingSession {
    let plate: String
    let minutes: Int
    weak var delegate: GarageDelegate?
    init(plate: String, minutes: Int) {
        self.plate = plate
        self.minutes = minutes
        events.append("\(plate) entered")
    }
    var fee: Int {
        switch minutes {
        case ..<15: return 0
        case 15..<60: return 5
        case 60..<(24 * 60): return 5 + Int((Double(minutes - 60) / 60).rounded(.up)) * 3
        default: return 40
        }
    }
    deinit {
        delegate?.sessionEnded(plate: plate, fee: fee)
        events.append("\(plate) left after \(minutes)m\(delegate == nil ? " (no attendant)" : "")")
    }
}

final class Garage {
    var spots: [ParkingSession?]
    init(capacity: Int) { spots = Array(repeating: nil, count: capacity) }
    var occupied: Int { spots.compactMap { $0 }.count }
    func park(_ s: ParkingSession) -> Int? {
        guard let i = spots.firstIndex(where: { $0 == nil }) else {
            events.append("\(s.plate) turned away: full")
            return nil
        }
        spots[i] = s
        return i
    }
    func leave(spot: Int) { if spots.indices.contains(spot) { spots[spot] = nil } }
}

var attendant: Attendant? = Attendant(name: "Rui")
let garage = Garage(capacity: 3)
for (plate, mins) in [("ABC-1", 10), ("XYZ-9", 61), ("JKL-4", 300), ("FULL-0", 5)] {
    let s = ParkingSession(plate: plate, minutes: mins)
    s.delegate = attendant
    _ = garage.park(s)
}
print("Occupied: \(garage.occupied)/\(garage.spots.count)")
garage.leave(spot: 1)
garage.leave(spot: 0)
garage.leave(spot: 7)
print("Collected so far: $\(attendant?.collected ?? 0)")
attendant = nil
garage.leave(spot: 2)
print("Occupied: \(garage.occupied)")
do {
    let walkIn = ParkingSession(plate: "DAY-2", minutes: 2000)
    print("Day fee would be $\(walkIn.fee)")
}
for (i, e) in events.enumerated() { print("\(i + 1). \(e)") }
let tiers = [0, 14, 15, 59, 60, 61, 120, 121, 1439, 1440].map { ParkingSession(plate: "T", minutes: $0).fee }
print("Tier fees: \(tiers)")
