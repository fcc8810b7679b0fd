import Foundation

struct Ingredient {
    let name: String
    let amount: Double
    let unit: UnitVolume?
    let count: Int?
}

struct Recipe {
    let title: String
    let servings: Int
    let ingredients: [Ingredient]

    func scaled(to newServings: Int) -> Recipe {
        let factor = Double(newServings) / Double(servings)
        return Recipe(title: title, servings: newServings, ingredients: ingredients.map {
            Ingredient(name: $0.name, amount: $0.amount * factor, unit: $0.unit,
                       count: $0.count.map { Int((Double($0) * factor).rounded(.up)) })
        })
    }
}

func fractionString(_ value: Double) -> String {
    let whole = Int(value)
    let frac = value - Double(whole)
    let eighths = Int((frac * 8).rounded())
    let fractions = [0: "", 1: "⅛", 2: "¼", 3: "⅜", 4: "½", 5: "⅝", 6: "¾", 7: "⅞", 8: ""]
    let wholePart = eighths == 8 ? whole + 1 : whole
    let f = fractions[eighths] ?? ""
    if wholePart == 0 { return f.isEmpty ? "0" : f }
    return "\(wholePart)\(f)"
}

func unitLabel(_ unit: UnitVolume) -> String {
    switch unit {
    case .cups: return "cup"
    case .tablespoons: return "tbsp"
    case .teaspoons: return "tsp"
    case .milliliters: return "ml"
    default: return unit.symbol
    }
}

func render(_ r: Recipe) {
    print("\(r.title) — serves \(r.servings)")
    for i in r.ingredients {
        if let c = i.count {
            print("  • \(c) \(i.name)\(c == 1 ? "" : "s")")
        } else if let u = i.unit {
            print("  • \(fractionString(i.amount)) \(unitLabel(u)) \(i.name)")
        }
    }
}

let pancakes = Recipe(title: "Pancakes", servings: 4, ingredients: [
    Ingredient(name: "flour", amount: 1.5, unit: .cups, count: nil),
    Ingredient(name: "milk", amount: 1.25, unit: .cups, count: nil),
    Ingredient(name: "sugar", amount: 2, unit: .tablespoons, count: nil),
    Ingredient(name: "baking powder", amount: 2, unit: .teaspoons, count: nil),
    Ingredient(name: "egg", amount: 0, unit: nil, count: 1),
])

render(pancakes)
render(pancakes.scaled(to: 6))
render(pancakes.scaled(to: 1))

let milk = Measurement(value: 1.25, unit: UnitVolume.cups)
let ml = milk.converted(to: .milliliters)
print(String(format: "1¼ cup milk = %.1f ml", ml.value))
let tbsp = Measurement(value: 2, unit: UnitVolume.tablespoons).converted(to: .teaspoons)
print("2 tbsp = \(tbsp.value.rounded()) tsp")
print([0.1, 0.3, 0.49, 0.99, 2.0, 3.7].map(fractionString))
