// Enumerations: default printing inside arrays, optionals and tuples (qualified with module name).
enum Unit: String {
    case kg, lb
}

enum Lift {
    case squat(weight: Int)
    case rest
}

let units: [Unit] = [.kg, .lb]
print(units)
let maybe: Unit? = .kg
print(maybe as Any)
print(maybe!)
let lifts = [Lift.squat(weight: 100), .rest]
print(lifts)
print(lifts[0])
print((Unit.lb, 5))
let nothing: Lift? = nil
print(nothing as Any)
print(String(describing: Optional(Lift.rest)))
print("\(units[1])")
debugPrint(Unit.kg)
print(Unit.kg.rawValue, units.map { $0.rawValue })
