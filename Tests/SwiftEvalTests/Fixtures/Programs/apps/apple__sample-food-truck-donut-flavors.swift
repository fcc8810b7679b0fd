// apple__sample-food-truck: FoodTruckKit/Sources/Donut/Donut.swift, FlavorProfile.swift, Ingredients/*.swift, Model/FoodTruckModel.swift (donuts(sortedBy:))
import Foundation

struct FlavorProfile: Hashable {
    var salty = 0, sweet = 0, bitter = 0, sour = 0, savory = 0, spicy = 0

    subscript(flavor: Flavor) -> Int {
        get {
            switch flavor {
            case .salty: return salty; case .sweet: return sweet
            case .bitter: return bitter; case .sour: return sour
            case .savory: return savory; case .spicy: return spicy
            }
        }
        set {
            switch flavor {
            case .salty: salty = newValue; case .sweet: sweet = newValue
            case .bitter: bitter = newValue; case .sour: sour = newValue
            case .savory: savory = newValue; case .spicy: spicy = newValue
            }
        }
    }

    func union(with other: FlavorProfile) -> FlavorProfile {
        var result = self
        for flavor in Flavor.allCases { result[flavor] += other[flavor] }
        return result
    }
    mutating func formUnion(with other: FlavorProfile) { self = union(with: other) }
    var mostPotent: (Flavor, Int) {
        var highestValue = 0, mostPotent = Flavor.sweet
        for flavor in Flavor.allCases where self[flavor] > highestValue {
            highestValue = self[flavor]
            mostPotent = flavor
        }
        return (mostPotent, highestValue)
    }
}

enum Flavor: String, Identifiable, CaseIterable {
    case salty, sweet, bitter, sour, savory, spicy
    var id: String { rawValue }
    var name: String { rawValue.capitalized }
}
protocol Ingredient: Identifiable, Hashable {
    var name: String { get }
    var flavors: FlavorProfile { get }
    static var imageAssetPrefix: String { get }
}
extension Ingredient { var id: String { "\(Self.imageAssetPrefix)/\(name)" } }
struct Dough: Ingredient { var name: String; var flavors: FlavorProfile; static let imageAssetPrefix = "dough" }
struct Glaze: Ingredient { var name: String; var flavors: FlavorProfile; static let imageAssetPrefix = "glaze" }
struct Topping: Ingredient { var name: String; var flavors: FlavorProfile; static let imageAssetPrefix = "topping" }

let plain = Dough(name: "Plain", flavors: FlavorProfile(salty: 1, sweet: 1, bitter: 1, savory: 2))
let chocolateDough = Dough(name: "Chocolate Dough", flavors: FlavorProfile(salty: 1, sweet: 3, bitter: 1, sour: -1, savory: 1))
let lemonade = Dough(name: "Lemonade", flavors: FlavorProfile(salty: 1, sweet: 1, sour: 3))
let chocolateGlaze = Glaze(name: "Chocolate Glaze", flavors: FlavorProfile(salty: 1, sweet: 1, bitter: 1, savory: 2))
let spicyGlaze = Glaze(name: "Spicy Spread", flavors: FlavorProfile(salty: 1, sour: 1, spicy: 3))
let sprinkles = Topping(name: "Sprinkles", flavors: FlavorProfile(sweet: 3, savory: 2))
let lemonLines = Topping(name: "Lemon Lines", flavors: FlavorProfile(bitter: 2, sour: 2, spicy: 1))
let powderedSugar = Topping(name: "Powdered Sugar", flavors: FlavorProfile(salty: 1, sweet: 4))
let spicyDrizzle = Topping(name: "Spicy Sauce Drizzle", flavors: FlavorProfile(salty: 1, savory: 1, spicy: 3))

struct Donut: Identifiable {
    var id: Int, name: String, dough: Dough
    var glaze: Glaze? = nil, topping: Topping? = nil
    var ingredients: [any Ingredient] {
        var result: [any Ingredient] = [dough]
        if let glaze = glaze { result.append(glaze) }
        if let topping = topping { result.append(topping) }
        return result
    }
    var flavors: FlavorProfile { ingredients.map(\.flavors).reduce(into: FlavorProfile()) { $0.formUnion(with: $1) } }
    func matches(searchText: String) -> Bool {
        if searchText.isEmpty || name.localizedCaseInsensitiveContains(searchText) { return true }
        return ingredients.contains { $0.name.localizedCaseInsensitiveContains(searchText) }
    }
}

let donuts = [
    Donut(id: 0, name: "The Classic", dough: plain, glaze: chocolateGlaze, topping: sprinkles),
    Donut(id: 5, name: "Lemon Chocolate", dough: plain, glaze: chocolateGlaze, topping: lemonLines),
    Donut(id: 9, name: "Powdered Chocolate", dough: chocolateDough, topping: powderedSugar),
    Donut(id: 11, name: "Custard", dough: lemonade, glaze: spicyGlaze, topping: lemonLines),
    Donut(id: 13, name: "Fire Zest", dough: lemonade, glaze: spicyGlaze, topping: spicyDrizzle),
]
for donut in donuts {
    let (flavor, value) = donut.flavors.mostPotent
    print("\(donut.name): \(donut.ingredients.map(\.id).joined(separator: ", ")) -> \(flavor.name) \(value)")
}
for search in ["lemon", "CHOC", "glaze", ""] {
    print("search '\(search)': \(donuts.filter { $0.matches(searchText: search) }.map(\.name))")
}
print("by name:", donuts.sorted { $0.name.localizedCompare($1.name) == .orderedAscending }.map(\.id))
for flavor in [Flavor.spicy, .sour] {
    let sorted = donuts.sorted { $0.flavors[flavor] > $1.flavors[flavor] }
    print("by \(flavor.id):", sorted.prefix(3).map { "\($0.name)=\($0.flavors[flavor])" })
}
