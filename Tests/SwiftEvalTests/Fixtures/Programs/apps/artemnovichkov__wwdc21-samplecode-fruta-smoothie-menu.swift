// artemnovichkov__wwdc21-samplecode (Fruta): Shared/Smoothie/Smoothie.swift, Recipe/MeasuredIngredient.swift, Ingredients/Ingredient.swift, Smoothie/SmoothieRow.swift, Smoothie/SmoothieList.swift
import Foundation

struct Ingredient: Identifiable {
    var id: String, name: String
    var kilocaloriesPerCup: Double   // stands in for NutritionFact.lookupFoodItem(id, forVolume: .cups(1))
    static let orange = Ingredient(id: "orange", name: "Orange", kilocaloriesPerCup: 85)
    static let blueberry = Ingredient(id: "blueberry", name: "Blueberry", kilocaloriesPerCup: 84)
    static let avocado = Ingredient(id: "avocado", name: "Avocado", kilocaloriesPerCup: 240)
    static let carrot = Ingredient(id: "carrot", name: "Carrot", kilocaloriesPerCup: 52)
    static let mango = Ingredient(id: "mango", name: "Mango", kilocaloriesPerCup: 99)
    static let lemon = Ingredient(id: "lemon", name: "Lemon", kilocaloriesPerCup: 61)
    static let spinach = Ingredient(id: "spinach", name: "Spinach", kilocaloriesPerCup: 7)
    static let water = Ingredient(id: "water", name: "Water", kilocaloriesPerCup: 0)
    static let almondMilk = Ingredient(id: "almond-milk", name: "Almond Milk", kilocaloriesPerCup: 39)
    static let banana = Ingredient(id: "banana", name: "Banana", kilocaloriesPerCup: 200)
    static let strawberry = Ingredient(id: "strawberry", name: "Strawberry", kilocaloriesPerCup: 49)
    func measured(with unit: UnitVolume) -> MeasuredIngredient { MeasuredIngredient(self, measurement: Measurement(value: 1, unit: unit)) }
}

struct MeasuredIngredient: Identifiable {
    var ingredient: Ingredient, measurement: Measurement<UnitVolume>
    init(_ ingredient: Ingredient, measurement: Measurement<UnitVolume>) { self.ingredient = ingredient; self.measurement = measurement }
    var id: Ingredient.ID { ingredient.id }
    var kilocalories: Int { Int(ingredient.kilocaloriesPerCup * measurement.converted(to: .cups).value) }
    func scaled(by scale: Double) -> MeasuredIngredient { MeasuredIngredient(ingredient, measurement: measurement * scale) }
}

struct Smoothie: Identifiable {
    var id: String, title: String, description: String
    var measuredIngredients: [MeasuredIngredient]

    init(id: String, title: String, @SmoothieBuilder _ makeIngredients: () -> (String, [MeasuredIngredient])) {
        let (description, ingredients) = makeIngredients()
        self.id = id; self.title = title; self.description = description; self.measuredIngredients = ingredients
    }
    var kilocalories: Int { Int(round(Double(measuredIngredients.reduce(0) { $0 + $1.kilocalories }) / 10.0) * 10) }
    var menuIngredients: [MeasuredIngredient] { measuredIngredients.filter { $0.id != Ingredient.water.id } }
    func matches(_ string: String) -> Bool {
        string.isEmpty || title.localizedCaseInsensitiveContains(string)
            || menuIngredients.contains { $0.ingredient.name.localizedCaseInsensitiveContains(string) }
    }
    var listedIngredients: String {
        guard !menuIngredients.isEmpty else { return "" }
        var list = [menuIngredients.first!.ingredient.name.localizedCapitalized]
        list += menuIngredients.dropFirst().map { $0.ingredient.name.localizedLowercase }
        return list.formatted(.list(type: .and).locale(Locale(identifier: "en_US")))
    }
}

@resultBuilder enum SmoothieBuilder {
    static func buildBlock(_ description: String, _ ingredients: MeasuredIngredient...) -> (String, [MeasuredIngredient]) { (description, ingredients) }
}
@resultBuilder enum SmoothieArrayBuilder {
    static func buildOptional(_ component: [Smoothie]?) -> [Smoothie] { component ?? [] }
    static func buildExpression(_ expression: Smoothie) -> [Smoothie] { [expression] }
    static func buildBlock(_ smoothies: [Smoothie]...) -> [Smoothie] { smoothies.flatMap { $0 } }
}

@SmoothieArrayBuilder func allSmoothies(includingPaid: Bool = true) -> [Smoothie] {
    Smoothie(id: "berry-blue", title: "Berry Blue") {
        "*Filling* and *refreshing*, this smoothie will fill you with joy!"
        Ingredient.orange.measured(with: .cups).scaled(by: 1.5)
        Ingredient.blueberry.measured(with: .cups)
        Ingredient.avocado.measured(with: .cups).scaled(by: 0.2)
    }
    Smoothie(id: "carrot-chops", title: "Carrot Chops") {
        "*Packed* with vitamin A and C, Carrot Chops is a great way to start your day!"
        Ingredient.orange.measured(with: .cups).scaled(by: 1.5)
        Ingredient.carrot.measured(with: .cups).scaled(by: 0.5)
        Ingredient.mango.measured(with: .cups).scaled(by: 0.5)
    }
    if includingPaid {
        Smoothie(id: "hulking-lemonade", title: "Hulking Lemonade") {
            "This is not just *any* lemonade. It will give you *powers* you'll struggle to control!"
            Ingredient.lemon.measured(with: .cups).scaled(by: 1.5)
            Ingredient.spinach.measured(with: .cups)
            Ingredient.avocado.measured(with: .cups).scaled(by: 0.2)
            Ingredient.water.measured(with: .cups).scaled(by: 0.2)
        }
    }
    Smoothie(id: "thats-berry-bananas", title: "That's Berry Bananas!") {
        "You'll go *crazy* with this classic!"
        Ingredient.almondMilk.measured(with: .cups)
        Ingredient.banana.measured(with: .cups)
        Ingredient.strawberry.measured(with: .cups).scaled(by: 4).scaled(by: 0.25)
    }
}

print("free menu:", allSmoothies(includingPaid: false).map(\.id))
for search in ["", "berry", "SPIN"] {
    let listed = allSmoothies().filter { $0.matches(search) }.sorted { $0.title.localizedCompare($1.title) == .orderedAscending }
    print("search '\(search)': \(listed.count) smoothies")
    for smoothie in listed { print("  \(smoothie.title) | \(smoothie.listedIngredients) | \(smoothie.kilocalories) kcal") }
}
let lemonade = allSmoothies()[2]
for ingredient in lemonade.measuredIngredients { print("\(ingredient.ingredient.name): \(ingredient.measurement) = \(ingredient.kilocalories) kcal") }
