// Inheritance: overriding computed properties, stored properties inherited, final members.
class Vehicle {
    var speed = 0.0
    var wheels: Int { 0 }
    var description: String { "\(wheels) wheels at \(speed) km/h" }
    final var kind: String { "vehicle" }
}

class Bicycle: Vehicle {
    var hasBasket = false
    override var wheels: Int { 2 }
}

class Tandem: Bicycle {
    var riders = 2
    override var description: String {
        super.description + " with \(riders) riders"
    }
}

class Car: Vehicle {
    var gear = 1
    override var wheels: Int { 4 }
    override var speed: Double {
        didSet { gear = Int(speed / 25) + 1 }
    }
    override var description: String {
        super.description + " in gear \(gear)"
    }
}

let bike = Bicycle()
bike.speed = 18
print(bike.description)
let tandem = Tandem()
tandem.speed = 22.5
tandem.riders = 3
print(tandem.description)
let car = Car()
car.speed = 60
print(car.description)
car.speed = 110
print(car.gear)
print(car.kind, tandem.kind)
let fleet: [Vehicle] = [bike, tandem, car]
print(fleet.map { $0.wheels }.reduce(0, +))
print(fleet.filter { $0 is Bicycle }.count)
