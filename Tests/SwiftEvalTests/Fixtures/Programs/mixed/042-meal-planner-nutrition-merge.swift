// Meal planner: nutrition dictionaries merged with merge(_:uniquingKeysWith:), mapValues, daily targets.
import Foundation

enum Nutrient: String, CaseIterable {
    case calories, protein, carbs, fat
    var unit: String { self == .calories ? "kcal" : "g" }
}

struct Food {
    let name: String
    let per100g: [Nutrient: Double]
}

struct Portion {
    let food: Food
    let grams: Double
    var nutrients: [Nutrient: Double] { food.per100g.mapValues { $0 * grams / 100 } }
}

enum Meal: String, CaseIterable { case breakfast, lunch, dinner, snack }

let oats = Food(name: "Oats", per100g: [.calories: 389, .protein: 16.9, .carbs: 66.3, .fat: 6.9])
let milk = Food(name: "Milk", per100g: [.calories: 42, .protein: 3.4, .carbs: 5, .fat: 1])
let chicken = Food(name: "Chicken", per100g: [.calories: 165, .protein: 31, .fat: 3.6])
let rice = Food(name: "Rice", per100g: [.calories: 130, .protein: 2.7, .carbs: 28, .fat: 0.3])
let apple = Food(name: "Apple", per100g: [.calories: 52, .carbs: 14])

let plan: [Meal: [Portion]] = [
    .breakfast: [Portion(food: oats, grams: 60), Portion(food: milk, grams: 250)],
    .lunch: [Portion(food: chicken, grams: 150), Portion(food: rice, grams: 180)],
    .snack: [Portion(food: apple, grams: 0), Portion(food: apple, grams: 182)],
]

func total(_ portions: [Portion]) -> [Nutrient: Double] {
    portions.reduce(into: [:]) { acc, p in acc.merge(p.nutrients, uniquingKeysWith: +) }
}
func line(_ values: [Nutrient: Double]) -> String {
    Nutrient.allCases.map { n in "\(n.rawValue.prefix(4)) \(Int((values[n] ?? 0).rounded()))" }.joined(separator: " · ")
}

var day: [Nutrient: Double] = [:]
for meal in Meal.allCases {
    guard let portions = plan[meal], !portions.isEmpty else {
        print("\(meal.rawValue.capitalized): — nothing planned —")
        continue
    }
    let t = total(portions)
    day.merge(t) { $0 + $1 }
    print("\(meal.rawValue.capitalized): \(portions.filter { $0.grams > 0 }.map { "\($0.food.name) \(Int($0.grams))g" }.joined(separator: ", "))")
    print("   \(line(t))")
}

let targets: [Nutrient: Double] = [.calories: 2000, .protein: 120, .carbs: 250, .fat: 70]
print("Day total: \(line(day))")
for n in Nutrient.allCases {
    let have = day[n, default: 0], goal = targets[n]!
    let pct = Int((have / goal * 100).rounded())
    let remaining = goal - have
    let note = remaining > 0 ? String(format: "%.0f %@ left", remaining, n.unit) : String(format: "over by %.0f %@", -remaining, n.unit)
    print("\(n.rawValue.padding(toLength: 9, withPad: " ", startingAt: 0)) \(String(repeating: "▮", count: min(pct / 10, 10)).padding(toLength: 10, withPad: "▯", startingAt: 0)) \(pct)% (\(note))")
}
let proteinCals = (day[.protein] ?? 0) * 4
print(String(format: "Protein share of calories: %.1f%%", proteinCals / (day[.calories] ?? 1) * 100))
let richest = [oats, milk, chicken, rice, apple].max { ($0.per100g[.protein] ?? 0) < ($1.per100g[.protein] ?? 0) }
print("Best protein source: \(richest?.name ?? "-")")
var pantry = ["oats": 500, "rice": 1000]
pantry.merge(["rice": -180, "apple": 3]) { $0 + $1 }
print("Pantry: \(pantry.sorted { $0.key < $1.key }.map { "\($0.key) \($0.value)" }.joined(separator: ", "))")
