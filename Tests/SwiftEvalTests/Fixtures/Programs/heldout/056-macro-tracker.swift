import Foundation

struct Food {
    let name: String
    let protein: Double
    let carbs: Double
    let fat: Double
    var calories: Double { protein * 4 + carbs * 4 + fat * 9 }
}

struct Meal {
    let label: String
    var entries: [(food: Food, grams: Double)] = []

    mutating func add(_ food: Food, grams: Double) { entries.append((food, grams)) }

    func total(_ keyPath: KeyPath<Food, Double>) -> Double {
        entries.reduce(0) { $0 + $1.food[keyPath: keyPath] * $1.grams / 100 }
    }
}

let oats = Food(name: "Oats", protein: 13, carbs: 68, fat: 7)
let milk = Food(name: "Milk", protein: 3.4, carbs: 5, fat: 1)
let chicken = Food(name: "Chicken", protein: 31, carbs: 0, fat: 3.6)
let rice = Food(name: "Rice", protein: 2.7, carbs: 28, fat: 0.3)
let avocado = Food(name: "Avocado", protein: 2, carbs: 9, fat: 15)

var breakfast = Meal(label: "Breakfast")
breakfast.add(oats, grams: 60)
breakfast.add(milk, grams: 250)
var lunch = Meal(label: "Lunch")
lunch.add(chicken, grams: 150)
lunch.add(rice, grams: 200)
lunch.add(avocado, grams: 50)

let day = [breakfast, lunch]
let goal = 2_200.0
for meal in day {
    let kcal = meal.total(\.calories)
    print(meal.label.padding(toLength: 10, withPad: ".", startingAt: 0) + String(format: "%7.1f kcal", kcal))
}
let protein = day.map { $0.total(\.protein) }.reduce(0, +)
let carbs = day.map { $0.total(\.carbs) }.reduce(0, +)
let fat = day.map { $0.total(\.fat) }.reduce(0, +)
let kcal = day.map { $0.total(\.calories) }.reduce(0, +)
print(String(format: "Total: %.0f kcal (%.0f%% of goal)", kcal, kcal / goal * 100))
for (label, grams, factor) in [("Protein", protein, 4.0), ("Carbs", carbs, 4.0), ("Fat", fat, 9.0)] {
    let share = grams * factor / kcal
    print(String(format: "%@: %.1f g, %d%% of energy", label, grams, Int((share * 100).rounded())))
}
let remaining = goal - kcal
print(remaining > 0 ? "Remaining: \(Int(remaining)) kcal" : "Over by \(Int(-remaining)) kcal")
