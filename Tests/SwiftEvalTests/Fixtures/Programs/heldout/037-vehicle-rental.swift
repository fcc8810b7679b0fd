import Foundation

class Vehicle: CustomStringConvertible {
    let plate: String
    let dailyRate: Double
    init(plate: String, dailyRate: Double) {
        self.plate = plate
        self.dailyRate = dailyRate
    }
    func price(days: Int) -> Double { dailyRate * Double(days) }
    var kind: String { "Vehicle" }
    var description: String { "\(kind) \(plate)" }
}

class Car: Vehicle {
    let seats: Int
    init(plate: String, seats: Int) {
        self.seats = seats
        super.init(plate: plate, dailyRate: seats > 5 ? 75 : 50)
    }
    override var kind: String { seats > 5 ? "Van" : "Car" }
    override func price(days: Int) -> Double {
        let base = super.price(days: days)
        return days >= 7 ? base * 0.85 : base
    }
}

final class ElectricCar: Car {
    var batteryKWh: Int
    init(plate: String, batteryKWh: Int) {
        self.batteryKWh = batteryKWh
        super.init(plate: plate, seats: 5)
    }
    override var kind: String { "EV" }
    override func price(days: Int) -> Double { super.price(days: days) + 10 }
}

final class Bike: Vehicle {
    init(plate: String) { super.init(plate: plate, dailyRate: 15) }
    override var kind: String { "Bike" }
}

let fleet: [Vehicle] = [
    Car(plate: "AB-123", seats: 4),
    Car(plate: "VN-777", seats: 8),
    ElectricCar(plate: "EV-001", batteryKWh: 75),
    Bike(plate: "BK-9"),
]

for days in [2, 7] {
    print("Rental for \(days) days:")
    for v in fleet {
        print("  \(v): \(String(format: "%.2f", v.price(days: days)))")
    }
}

let cars = fleet.compactMap { $0 as? Car }
print("Cars (incl. EVs): \(cars.count), seats total: \(cars.reduce(0) { $0 + $1.seats })")
let evs = fleet.filter { $0 is ElectricCar }
print("EV plates: \(evs.map(\.plate))")
if let ev = fleet.last(where: { $0 is ElectricCar }) as? ElectricCar {
    ev.batteryKWh -= 15
    print("\(ev) battery now \(ev.batteryKWh) kWh")
}
