// Unit converter screen: Measurement conversions, enum-driven unit pickers, formatted results.
import Foundation

enum Quantity: String, CaseIterable {
    case length = "Length"
    case mass = "Mass"
    case temperature = "Temperature"
}

struct ConversionRow {
    let input: String
    let output: String
}

func fmt(_ v: Double, digits: Int = 2) -> String {
    var s = String(format: "%.\(digits)f", v)
    while s.contains(".") && (s.hasSuffix("0") || s.hasSuffix(".")) { s.removeLast() }
    return s == "-0" ? "0" : s
}

func rows(for q: Quantity) -> [ConversionRow] {
    switch q {
    case .length:
        let values: [Measurement<UnitLength>] = [
            .init(value: 5, unit: .kilometers), .init(value: 26.2, unit: .miles),
            .init(value: 0, unit: .meters), .init(value: 6, unit: .feet),
        ]
        return values.map { m in
            let target: UnitLength = m.unit == .miles || m.unit == .feet ? .meters : .miles
            return ConversionRow(input: "\(fmt(m.value)) \(m.unit.symbol)",
                                 output: "\(fmt(m.converted(to: target).value)) \(target.symbol)")
        }
    case .mass:
        let values = [Measurement(value: 1, unit: UnitMass.kilograms), Measurement(value: 16, unit: UnitMass.ounces),
                      Measurement(value: 150, unit: UnitMass.pounds)]
        return values.map { m in
            let target: UnitMass = m.unit == .kilograms ? .pounds : .kilograms
            return ConversionRow(input: "\(fmt(m.value)) \(m.unit.symbol)", output: "\(fmt(m.converted(to: target).value)) \(target.symbol)")
        }
    case .temperature:
        return [-40.0, 0, 37, 100].map { c in
            let m = Measurement(value: c, unit: UnitTemperature.celsius)
            return ConversionRow(input: "\(fmt(c))°C", output: "\(fmt(m.converted(to: .fahrenheit).value, digits: 1))°F")
        }
    }
}

for q in Quantity.allCases {
    print("[\(q.rawValue)]")
    for r in rows(for: q) { print("  \(r.input) = \(r.output)") }
}

let marathon = Measurement(value: 42.195, unit: UnitLength.kilometers)
let laps = marathon / 0.4
print("Marathon in 400 m laps: \(fmt(laps.value, digits: 1))")
let sum = Measurement(value: 1, unit: UnitLength.miles) + Measurement(value: 1, unit: UnitLength.kilometers)
print("1 mi + 1 km = \(fmt(sum.converted(to: .kilometers).value, digits: 3)) km")
let a = Measurement(value: 1000, unit: UnitMass.grams), b = Measurement(value: 1, unit: UnitMass.kilograms)
print("1000 g == 1 kg: \(a == b), 999 g < 1 kg: \(Measurement(value: 999, unit: UnitMass.grams) < b)")
print("fmt edge cases: \(fmt(-0.001)), \(fmt(2.5, digits: 0)), \(fmt(10)), \(fmt(3.14159, digits: 3))")
