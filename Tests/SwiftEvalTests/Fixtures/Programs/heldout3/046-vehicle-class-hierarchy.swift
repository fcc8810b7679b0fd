import Foundation

class Vehicle: CustomStringConvertible {
    static var created = 0
    let name: String
    private(set) var odometer: Double = 0
    class var wheels: Int { 4 }
    var maxSpeed: Double { 120 }

    init(name: String) {
        self.name = name
        Vehicle.created += 1
    }

    convenience init() {
        self.init(name: "Unnamed")
    }

    func drive(km: Double) -> String {
        odometer += km
        return "\(name) drove \(km) km"
    }

    func travelTime(km: Double) -> Double { km / maxSpeed }

    var description: String {
        "\(type(of: self).typeName)(\(name), \(Self.wheels) wheels, \(odometer) km)"
    }

    class var typeName: String { "Vehicle" }
}

class Car: Vehicle {
    var passengers: Int
    init(name: String, passengers: Int) {
        self.passengers = passengers
        super.init(name: name)
    }
    override class var typeName: String { "Car" }
    override var maxSpeed: Double { passengers > 4 ? 100 : super.maxSpeed }
}

final class Bicycle: Vehicle {
    override class var wheels: Int { 2 }
    override class var typeName: String { "Bicycle" }
    override var maxSpeed: Double { 25 }
    override func drive(km: Double) -> String {
        let base = super.drive(km: km)
        return base.replacingOccurrences(of: "drove", with: "pedaled") + (km > 50 ? " (tired!)" : "")
    }
}

final class Truck: Car {
    var cargoTons: Double = 0
    override class var wheels: Int { 6 }
    override class var typeName: String { "Truck" }
    override var maxSpeed: Double { max(60, 90 - cargoTons * 5) }
}

let fleet: [Vehicle] = [
    Car(name: "Civic", passengers: 2),
    Car(name: "Van", passengers: 7),
    Bicycle(name: "Fixie"),
    Truck(name: "Hauler", passengers: 2),
    Vehicle(),
]
(fleet[3] as! Truck).cargoTons = 4

for v in fleet {
    print(v.drive(km: 60))
}
for v in fleet {
    print(v, String(format: "→ 60 km takes %.2f h", v.travelTime(km: 60)))
}
print("Created: \(Vehicle.created)")
print("Total wheels: \(fleet.reduce(0) { $0 + type(of: $1).wheels })")
let cars = fleet.compactMap { $0 as? Car }
print("Cars: \(cars.map(\.name)), passengers: \(cars.map(\.passengers).reduce(0, +))")
let fastest = fleet.max { $0.maxSpeed < $1.maxSpeed }!
print("Fastest: \(fastest.name) at \(fastest.maxSpeed)")
print(fleet.map { $0 is Truck ? "T" : ($0 is Car ? "C" : "-") }.joined())
