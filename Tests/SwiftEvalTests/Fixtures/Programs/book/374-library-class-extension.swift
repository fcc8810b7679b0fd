// An extension of a Foundation class applies to its subclasses: `extension Unit`
// reaches `UnitVolume` through `Dimension`, and a protocol a subclass adopts in an
// extension is found by a cast.
import Foundation

extension Unit {
    var icon: String {
        if let provider = self as? IconProviding { return provider.customIcon }
        return "gauge"
    }

    var described: String { "\(symbol) (\(icon))" }
}

private protocol IconProviding {
    var customIcon: String { get }
}

extension UnitMass: IconProviding {
    var customIcon: String { "scalemass.fill" }
}

extension UnitVolume: IconProviding {
    var customIcon: String {
        switch symbol {
        case "cup", "qt", "tbsp", "tsp", "gal": return symbol
        default: return "drop.fill"
        }
    }
}

let amount = Measurement(value: 1.5, unit: UnitVolume.cups)
print(amount.unit.icon)
print(UnitMass.grams.icon, UnitVolume.liters.icon, UnitLength.meters.icon)
for unit in [UnitVolume.tablespoons, UnitVolume.milliliters] {
    print(unit.described)
}
print(UnitLength.miles.described)
