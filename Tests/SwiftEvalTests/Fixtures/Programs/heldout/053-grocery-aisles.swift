enum Aisle: String, CaseIterable {
    case produce = "Produce", dairy = "Dairy", bakery = "Bakery", pantry = "Pantry", other = "Other"
}

struct GroceryItem {
    let name: String
    var quantity: Int
    var checked = false

    var aisle: Aisle {
        switch name.lowercased() {
        case "apples", "bananas", "spinach", "onions": return .produce
        case "milk", "yogurt", "butter", "cheese": return .dairy
        case let n where n.hasSuffix("bread") || n == "bagels": return .bakery
        case "rice", "pasta", "beans": return .pantry
        default: return .other
        }
    }
}

func merge(_ raw: [(String, Int)]) -> [GroceryItem] {
    var order: [String] = []
    var totals: [String: Int] = [:]
    for (name, qty) in raw {
        let key = name.lowercased()
        if totals[key] == nil { order.append(key) }
        totals[key, default: 0] += qty
    }
    return order.map { GroceryItem(name: $0.prefix(1).uppercased() + $0.dropFirst(), quantity: totals[$0]!) }
}

var list = merge([
    ("apples", 6), ("Milk", 1), ("sourdough bread", 1), ("pasta", 2), ("Apples", 2),
    ("batteries", 4), ("yogurt", 3), ("milk", 1), ("spinach", 1), ("bagels", 6),
])
for i in list.indices where ["Milk", "Pasta"].contains(list[i].name) { list[i].checked = true }

let byAisle = Dictionary(grouping: list, by: \.aisle)
for aisle in Aisle.allCases {
    guard let items = byAisle[aisle] else { continue }
    let remaining = items.filter { !$0.checked }.count
    print("\(aisle.rawValue) (\(remaining) left)")
    for item in items.sorted(by: { $0.name < $1.name }) {
        print("  \(item.checked ? "☑" : "☐") \(item.name) ×\(item.quantity)")
    }
}
let counts = byAisle.mapValues { $0.reduce(0) { $0 + $1.quantity } }
print("Produce units: \(counts[.produce] ?? 0), pantry units: \(counts[.pantry] ?? 0)")
print("Done: \(list.allSatisfy(\.checked)) (\(list.filter(\.checked).count)/\(list.count))")
