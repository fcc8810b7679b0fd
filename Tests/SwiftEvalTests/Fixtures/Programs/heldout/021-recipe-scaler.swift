import Foundation

enum Unit: String {
    case gram = "g", kilogram = "kg", milliliter = "ml", liter = "l", piece = "pc"

    var base: (unit: Unit, factor: Double) {
        switch self {
        case .kilogram: return (.gram, 1000)
        case .liter: return (.milliliter, 1000)
        default: return (self, 1)
        }
    }
}

struct Ingredient {
    let name: String
    let amount: Double
    let unit: Unit

    func scaled(by factor: Double) -> Ingredient {
        let (baseUnit, mult) = unit.base
        var value = amount * mult * factor
        var outUnit = baseUnit
        if baseUnit == .gram && value >= 1000 { value /= 1000; outUnit = .kilogram }
        if baseUnit == .milliliter && value >= 1000 { value /= 1000; outUnit = .liter }
        if unit == .piece { value = value.rounded(.up) }
        return Ingredient(name: name, amount: value, unit: outUnit)
    }

    var formatted: String {
        let number = amount == amount.rounded() ? String(Int(amount)) : String(format: "%.2f", amount)
        return "\(number) \(unit.rawValue) \(name)"
    }
}

struct Recipe {
    let title: String
    let servings: Int
    let ingredients: [Ingredient]

    func scaled(to newServings: Int) -> Recipe {
        let factor = Double(newServings) / Double(servings)
        return Recipe(title: title, servings: newServings, ingredients: ingredients.map { $0.scaled(by: factor) })
    }
}

let pancakes = Recipe(title: "Pancakes", servings: 4, ingredients: [
    Ingredient(name: "flour", amount: 250, unit: .gram),
    Ingredient(name: "milk", amount: 0.5, unit: .liter),
    Ingredient(name: "eggs", amount: 2, unit: .piece),
    Ingredient(name: "sugar", amount: 30, unit: .gram),
])

for servings in [4, 2, 10] {
    let r = pancakes.scaled(to: servings)
    print("\(r.title) for \(r.servings):")
    r.ingredients.forEach { print("  - \($0.formatted)") }
}
