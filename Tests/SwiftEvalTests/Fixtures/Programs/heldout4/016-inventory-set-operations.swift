struct Warehouse {
    let name: String
    var stock: [String: Int]
    var skus: Set<String> { Set(stock.filter { $0.value > 0 }.keys) }
}

var north = Warehouse(name: "North", stock: ["apple": 10, "pear": 0, "plum": 4, "kiwi": 7])
var south = Warehouse(name: "South", stock: ["apple": 3, "fig": 9, "kiwi": 0, "lime": 2])

func show(_ label: String, _ s: Set<String>) {
    print(label + ":", s.isEmpty ? "(none)" : s.sorted().joined(separator: ","))
}

show("north", north.skus)
show("south", south.skus)
show("both", north.skus.intersection(south.skus))
show("either", north.skus.union(south.skus))
show("north only", north.skus.subtracting(south.skus))
show("exclusive", north.skus.symmetricDifference(south.skus))
print(Set(["apple"]).isSubset(of: north.skus), north.skus.isDisjoint(with: ["fig", "lime"]))

func transfer(_ item: String, _ qty: Int, from: inout Warehouse, to: inout Warehouse) -> Bool {
    guard let have = from.stock[item], have >= qty else { return false }
    from.stock[item] = have - qty
    to.stock[item, default: 0] += qty
    return true
}

print(transfer("kiwi", 5, from: &north, to: &south))
print(transfer("fig", 10, from: &south, to: &north))
print(transfer("plum", 4, from: &north, to: &south))
show("north", north.skus)
show("south", south.skus)

let all = north.stock.merging(south.stock, uniquingKeysWith: +)
for (k, v) in all.sorted(by: { $0.key < $1.key }) { print(k, v) }
let lowStock = all.filter { $0.value < 5 }.keys.sorted()
print("reorder:", lowStock)
var seen = Set<Character>()
let firstLetters = all.keys.sorted().compactMap(\.first).filter { seen.insert($0).inserted }
print(String(firstLetters))
