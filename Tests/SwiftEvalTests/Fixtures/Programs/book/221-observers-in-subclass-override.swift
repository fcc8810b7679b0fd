// Properties: adding observers to an inherited property by overriding it in a subclass.
class Thermostat {
    var target: Int = 20
    var display: String { "target \(target)" }
}

final class LoggingThermostat: Thermostat {
    var log: [String] = []
    override var target: Int {
        willSet { log.append("will \(newValue)") }
        didSet { log.append("did \(oldValue)->\(target)") }
    }
}

class Shape {
    var sides: Int { 0 }
    var name: String { "shape with \(sides) sides" }
}

final class Square: Shape {
    override var sides: Int { 4 }
    override var name: String { "square, " + super.name }
}

let t = LoggingThermostat()
t.target = 22
t.target += 1
print(t.display)
for line in t.log {
    print(line)
}

let base: Thermostat = t
base.target = 18
print(t.log.last!)
print(t.log.count)

print(Shape().name)
print(Square().name)
let shapes: [Shape] = [Shape(), Square()]
print(shapes.map { $0.sides })
