import Foundation

struct Recipe {
    let title: String
    let ingredients: [String]
    let minutes: Int
    let vegetarian: Bool
}

struct SearchQuery {
    var text = ""
    var maxMinutes: Int?
    var vegetarianOnly = false

    func matches(_ r: Recipe) -> Bool {
        if vegetarianOnly && !r.vegetarian { return false }
        if let m = maxMinutes, r.minutes > m { return false }
        let tokens = text.lowercased().split(whereSeparator: { $0 == " " || $0 == "," })
        return tokens.allSatisfy { tok in
            r.title.lowercased().contains(tok) || r.ingredients.contains { $0.lowercased().hasPrefix(tok) }
        }
    }
}

let recipes = [
    Recipe(title: "Tomato Soup", ingredients: ["tomato", "onion", "basil"], minutes: 30, vegetarian: true),
    Recipe(title: "Chicken Curry", ingredients: ["chicken", "onion", "curry paste", "rice"], minutes: 45, vegetarian: false),
    Recipe(title: "Pesto Pasta", ingredients: ["pasta", "basil", "pine nuts", "parmesan"], minutes: 20, vegetarian: true),
    Recipe(title: "Beef Tacos", ingredients: ["beef", "tortilla", "tomato", "onion"], minutes: 25, vegetarian: false),
    Recipe(title: "Veggie Stir Fry", ingredients: ["broccoli", "pepper", "rice", "soy sauce"], minutes: 15, vegetarian: true),
]

func run(_ q: SearchQuery) {
    let results = recipes.filter(q.matches).sorted { ($0.minutes, $0.title) < ($1.minutes, $1.title) }
    let header = "q='\(q.text)' max=\(q.maxMinutes.map(String.init) ?? "any") veg=\(q.vegetarianOnly)"
    if results.isEmpty {
        print(header, "-> no matches")
    } else {
        print(header, "->", results.map { "\($0.title) (\($0.minutes)m)" }.joined(separator: "; "))
    }
}

var q = SearchQuery()
run(q)
q.text = "onion"
run(q)
q.text = "basil, p"
run(q)
q.text = "rice"
q.vegetarianOnly = true
run(q)
q.text = ""
q.maxMinutes = 25
run(q)
q.vegetarianOnly = false
q.text = "TOMATO"
run(q)
q.text = "fish"
run(q)

let ingredientCounts = recipes.flatMap(\.ingredients).reduce(into: [String: Int]()) { $0[$1, default: 0] += 1 }
let common = ingredientCounts.filter { $0.value > 1 }.sorted { $0.value != $1.value ? $0.value > $1.value : $0.key < $1.key }
print(common.map { "\($0.key):\($0.value)" }.joined(separator: " "))
