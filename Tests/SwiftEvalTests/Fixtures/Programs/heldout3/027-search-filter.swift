import Foundation

struct Recipe {
    let name: String
    let ingredients: [String]
    let minutes: Int
    let vegetarian: Bool
    let rating: Double
}

struct SearchFilter {
    var query = ""
    var maxMinutes: Int?
    var vegetarianOnly = false
    var minRating: Double = 0

    var activeFilterCount: Int {
        [maxMinutes != nil, vegetarianOnly, minRating > 0].filter { $0 }.count
    }

    func matches(_ r: Recipe) -> Bool {
        let q = query.trimmingCharacters(in: .whitespaces).lowercased()
        if !q.isEmpty {
            let inName = r.name.lowercased().contains(q)
            let inIngredients = r.ingredients.contains { $0.lowercased().contains(q) }
            guard inName || inIngredients else { return false }
        }
        if let limit = maxMinutes, r.minutes > limit { return false }
        if vegetarianOnly && !r.vegetarian { return false }
        return r.rating >= minRating
    }
}

let recipes = [
    Recipe(name: "Tomato Soup", ingredients: ["tomato", "onion", "basil"], minutes: 30, vegetarian: true, rating: 4.2),
    Recipe(name: "Chicken Curry", ingredients: ["chicken", "onion", "curry paste"], minutes: 45, vegetarian: false, rating: 4.7),
    Recipe(name: "Caprese Salad", ingredients: ["tomato", "mozzarella", "basil"], minutes: 10, vegetarian: true, rating: 4.5),
    Recipe(name: "Beef Stew", ingredients: ["beef", "carrot", "onion"], minutes: 120, vegetarian: false, rating: 4.0),
    Recipe(name: "Pesto Pasta", ingredients: ["pasta", "basil", "pine nuts"], minutes: 20, vegetarian: true, rating: 3.9),
]

func run(_ label: String, _ filter: SearchFilter) {
    let results = recipes.filter(filter.matches)
        .sorted { ($0.rating, $1.name) > ($1.rating, $0.name) }
    let names = results.map { "\($0.name) (\($0.rating))" }
    let badge = filter.activeFilterCount > 0 ? " [\(filter.activeFilterCount) filters]" : ""
    print("\(label)\(badge): \(names.isEmpty ? "no results" : names.joined(separator: ", "))")
}

var filter = SearchFilter()
run("all", filter)
filter.query = "  BASIL "
run("basil", filter)
filter.maxMinutes = 25
run("basil ≤25m", filter)
filter = SearchFilter(query: "onion")
run("onion", filter)
filter.vegetarianOnly = true
run("onion veg", filter)
filter = SearchFilter(minRating: 4.3)
run("top rated", filter)
filter.query = "xyz"
run("nothing", filter)

let quickest = recipes.min { $0.minutes < $1.minutes }.map(\.name) ?? "-"
print("Quickest: \(quickest)")
let ingredientIndex = recipes.reduce(into: [String: [String]]()) { index, r in
    for i in r.ingredients { index[i, default: []].append(r.name) }
}
for key in ingredientIndex.keys.sorted() where ingredientIndex[key]!.count > 1 {
    print("\(key): \(ingredientIndex[key]!)")
}
