// Overloads that differ only by a parameter's type: the argument's type picks
// one, a Measurement's unit included.
import Foundation
struct Fact {
    var grams: Double
    func amount(_ mass: Measurement<UnitMass>) -> String { "mass \(mass.converted(to: .grams).value)" }
    func amount(_ volume: Measurement<UnitVolume>) -> String { "volume \(volume.converted(to: .milliliters).value)" }
    func scale(_ by: Int) -> String { "int \(by)" }
    func scale(_ by: String) -> String { "string \(by)" }
}
let f = Fact(grams: 1)
print(f.amount(Measurement(value: 2, unit: UnitMass.kilograms)))
print(f.amount(Measurement(value: 1, unit: UnitVolume.liters)))
print(f.scale(3), f.scale("x"))
