import Foundation

struct Ingredient {
    let name: String
    let amount: Measurement<UnitMass>?
    let volume: Measurement<UnitVolume>?
    let count: Int?

    func scaled(by factor: Double) -> Ingredient {
        Ingredient(name: name,
                   amount: amount.map { $0 * factor },
                   volume: volume.map { $0 * factor },
                   count: count.map { Int((Double($0) * factor).rounded(.up)) })
    }

    func label(metric: Bool) -> String {
        if let a = amount {
            let v = metric ? a.converted(to: .grams) : a.converted(to: .ounces)
            return String(format: "%.1f %@ %@", v.value, metric ? "g" : "oz", name)
        }
        if let vol = volume {
            let v = metric ? vol.converted(to: .milliliters) : vol.converted(to: .cups)
            return String(format: "%.2f %@ %@", v.value, metric ? "ml" : "cups", name)
        }
        if let c = count {
            return "\(c) \(name)\(c == 1 ? "" : "s")"
        }
        return name
    }
}

struct Recipe {
    let title: String
    let servings: Int
    let ingredients: [Ingredient]

    func forServings(_ n: Int) -> Recipe {
        let factor = Double(n) / Double(servings)
        return Recipe(title: title, servings: n, ingredients: ingredients.map { $0.scaled(by: factor) })
    }

    var totalMass: Measurement<UnitMass> {
        ingredients.compactMap(\.amount).reduce(Measurement(value: 0, unit: .grams)) { $0 + $1 }
    }
}

let pancakes = Recipe(title: "Pancakes", servings: 4, ingredients: [
    Ingredient(name: "flour", amount: Measurement(value: 200, unit: .grams), volume: nil, count: nil),
    Ingredient(name: "milk", amount: nil, volume: Measurement(value: 320, unit: .milliliters), count: nil),
    Ingredient(name: "egg", amount: nil, volume: nil, count: 2),
    Ingredient(name: "butter", amount: Measurement(value: 1, unit: .ounces), volume: nil, count: nil),
    Ingredient(name: "salt", amount: nil, volume: nil, count: nil),
])

for (servings, metric) in [(4, true), (6, true), (2, false)] {
    let r = pancakes.forServings(servings)
    print("\(r.title) for \(r.servings) (\(metric ? "metric" : "US")):")
    r.ingredients.forEach { print("  - \($0.label(metric: metric))") }
    print(String(format: "  total solids: %.1f g", r.totalMass.converted(to: .grams).value))
}
let kg = Measurement(value: 1.5, unit: UnitMass.kilograms)
print(kg > Measurement(value: 3, unit: UnitMass.pounds), String(format: "%.3f lb", kg.converted(to: .pounds).value))
