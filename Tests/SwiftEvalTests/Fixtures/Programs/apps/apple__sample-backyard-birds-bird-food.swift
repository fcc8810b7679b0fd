// apple__sample-backyard-birds: BackyardBirdsData/Birds/{Bird,BirdSpeciesInfo,BirdSortCriteria,BirdVisitStatus}.swift, Food & Drink/{BirdFood,BirdFood+DataGeneration,BirdEatFoodResult}.swift; Multiplatform/Backyards/BirdFoodPickerSheet.swift
import Foundation

struct BirdSpeciesInfo: RawRepresentable, Hashable {
    var rawValue: String
    static let swallow = Self(rawValue: "Bird 1"), dove = Self(rawValue: "Bird 2"), chickadee = Self(rawValue: "Bird 3")
    static let cardinal = Self(rawValue: "Bird 5"), hummingbird = Self(rawValue: "Bird 6")
    var name: String {
        switch self {
        case .swallow: "Swallow"
        case .dove: "Dove"
        case .chickadee: "Chickadee"
        case .cardinal: "Cardinal"
        case .hummingbird: "Hummingbird"
        default: "Unknown"
        }
    }
}

final class BirdFood: Identifiable, Equatable {
    struct Product: Identifiable, Codable { var id: String; var quantity: Int }
    var id: String, name: String, summary: String, priority: Int
    var products: [Product]
    var ownedQuantity = 0
    var isPremium: Bool { !products.isEmpty }
    var orderedProducts: [Product] { products.sorted { $0.quantity < $1.quantity } }
    init(id: String, name: String, summary: String, products: [Product] = [], priority: Int? = nil) {
        self.id = id; self.name = name; self.summary = summary; self.products = products
        self.priority = priority ?? (products.isEmpty ? 0 : 1)
    }
    static func == (lhs: BirdFood, rhs: BirdFood) -> Bool { lhs === rhs }
}

extension Sequence where Element == BirdFood {
    func birdFood(for productID: String) -> (BirdFood, BirdFood.Product)? {
        lazy.compactMap { food in food.products.first { $0.id == productID }.map { (food, $0) } }.first
    }
}

final class Bird {
    var species: BirdSpeciesInfo?
    var favoriteFood: BirdFood?
    var dislikedFoods: [BirdFood] = []
    var speciesName: String { species?.name ?? "- Species name is missing. -" }
    init(species: BirdSpeciesInfo?) { self.species = species }
}

struct BirdEatFoodResult {
    enum Enjoyment { case dislike, neutral, enjoy, favorite }
    var bird: Bird, food: BirdFood, enjoyment: Enjoyment
    init(bird: Bird, food: BirdFood) {
        self.bird = bird; self.food = food
        if food.isPremium { enjoyment = .enjoy }
        else if bird.favoriteFood == food { enjoyment = .favorite }
        else if bird.dislikedFoods.first(where: { $0.id == food.id }) != nil { enjoyment = .dislike }
        else { enjoyment = .neutral }
    }
    var title: String {
        switch enjoyment {
        case .dislike: "\(bird.speciesName) did not like \(food.name)..."
        case .neutral: "\(bird.speciesName) had no opinion on \(food.name)."
        case .enjoy: "\(bird.speciesName) enjoyed \(food.name)!"
        case .favorite: "\(bird.speciesName) loved \(food.name)!"
        }
    }
}

let foods = [
    BirdFood(id: "Nutrition Pellet", name: "Nutrition Pellet", summary: "A nutritious snack that any bird loves.",
             products: [.init(id: "pellet.box", quantity: 5), .init(id: "pellet.single", quantity: 1)], priority: 3),
    BirdFood(id: "Nectar", name: "Nectar", summary: "A sweet nectar to draw birds to your backyard.",
             products: [.init(id: "nectar.cup", quantity: 1), .init(id: "nectar.bottle", quantity: 5)], priority: 2),
    BirdFood(id: "Golden Acorn", name: "Golden Acorn", summary: "Birds crave this golden treat.",
             products: [.init(id: "acorns.collection", quantity: 5), .init(id: "acorns.individual", quantity: 1)]),
    BirdFood(id: "Sunflower Seeds", name: "Sunflower Seeds", summary: "A favorite for many backyard visitors."),
    BirdFood(id: "Corn", name: "Corn", summary: "Sweet treats for our feathered friends."),
    BirdFood(id: "Millet Seeds", name: "Millet Seeds", summary: "Fun fall flavor in every bite."),
]
let initialOwnedBirdFoods: [String: Int] = ["Nutrition Pellet": 3]
for food in foods { if let quantity = initialOwnedBirdFoods[food.id] { food.ownedQuantity = quantity } }

// @Query(sort: priority desc, name localizedStandard)
let sortedFood = foods.sorted { $0.priority != $1.priority ? $0.priority > $1.priority : $0.name.localizedStandardCompare($1.name) == .orderedAscending }
print("Premium:", sortedFood.filter(\.isPremium).map { "\($0.name) x\($0.ownedQuantity) [\($0.orderedProducts.map(\.id).joined(separator: ","))]" })
print("Standard:", sortedFood.filter { !$0.isPremium }.map(\.name))
if let (food, product) = foods.birdFood(for: "nectar.bottle") { print("nectar.bottle -> \(food.name) x\(product.quantity)") }
print("unknown ->", foods.birdFood(for: "seeds.bag") == nil ? "none" : "found")

let chickadee = Bird(species: .chickadee)
chickadee.favoriteFood = foods[4]
chickadee.dislikedFoods = [foods[3], foods[5]]
for food in foods.suffix(4) { print(BirdEatFoodResult(bird: chickadee, food: food).title) }
print(BirdEatFoodResult(bird: Bird(species: nil), food: foods[3]).title)
let birds = [Bird(species: .hummingbird), chickadee, Bird(species: .dove), Bird(species: .swallow)]
for term in ["", "ow", "Do"] {
    print("search '\(term)':", birds.filter { term.isEmpty || $0.speciesName.contains(term) }.map(\.speciesName))
}
