import Foundation

struct ShoppingItem: Hashable, Comparable, CustomStringConvertible {
    let name: String
    let aisle: String
    var quantity: Int

    static func == (a: ShoppingItem, b: ShoppingItem) -> Bool { a.name == b.name }
    func hash(into hasher: inout Hasher) { hasher.combine(name) }
    static func < (a: ShoppingItem, b: ShoppingItem) -> Bool { (a.aisle, a.name) < (b.aisle, b.name) }
    var description: String { quantity > 1 ? "\(name) ×\(quantity)" : name }
}

func normalize(_ raw: String) -> String {
    raw.trimmingCharacters(in: .whitespacesAndNewlines)
        .lowercased()
        .replacingOccurrences(of: "  ", with: " ")
}

let aisleFor: [String: String] = [
    "milk": "Dairy", "eggs": "Dairy", "butter": "Dairy",
    "apples": "Produce", "spinach": "Produce", "bananas": "Produce",
    "bread": "Bakery", "coffee": "Pantry", "rice": "Pantry",
]

let pasted = """
  Milk
eggs
Apples, bananas ,SPINACH
bread

coffee x2
milk
Rice
apples x3
 mystery  sauce
"""

var counts: [String: Int] = [:]
var firstSeen: [String] = []
for line in pasted.components(separatedBy: .newlines) {
    for piece in line.split(separator: ",") {
        var name = normalize(String(piece))
        guard !name.isEmpty else { continue }
        var qty = 1
        if let range = name.range(of: " x"), let n = Int(name[range.upperBound...]) {
            qty = n
            name = String(name[..<range.lowerBound])
        }
        if counts[name] == nil { firstSeen.append(name) }
        counts[name, default: 0] += qty
    }
}

print("Parsed in order: \(firstSeen)")
let items = Set(firstSeen.map { ShoppingItem(name: $0, aisle: aisleFor[$0] ?? "Other", quantity: counts[$0]!) })
print("Unique items: \(items.count)")

let byAisle = Dictionary(grouping: items, by: \.aisle)
for aisle in byAisle.keys.sorted() {
    let list = byAisle[aisle]!.sorted()
    print("\(aisle.uppercased()) (\(list.count))")
    print("  " + list.map(\.description).joined(separator: ", "))
}

let total = counts.values.reduce(0, +)
print("Total units: \(total)")
let dupes = counts.filter { $0.value > 1 }.keys.sorted()
print("Needs multiples: \(dupes)")
let staples: Set<String> = ["milk", "eggs", "bread", "butter"]
print("Missing staples: \(staples.subtracting(items.map(\.name)).sorted())")
print("Staples on list: \(staples.intersection(firstSeen).sorted())")
print(items.contains(ShoppingItem(name: "rice", aisle: "?", quantity: 99)))
print(items.sorted().first!, items.sorted().last!)
print(normalize("  Mystery   Sauce \n"))
