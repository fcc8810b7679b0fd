// mapValues, compactMapValues, filter and reduce over dictionaries.
import Foundation
let ratings = ["Sushi Go": "4.5", "Pasta Hub": "3.9", "Taco Bar": "n/a", "Pho Bowl": "4.8"]

let numeric = ratings.compactMapValues { Double($0) }
print(numeric.count)
for name in numeric.keys.sorted() {
    print(name, numeric[name]!)
}

let stars = numeric.mapValues { Int($0.rounded()) }
print(stars.sorted { $0.key < $1.key }.map { "\($0.key): \($0.value)" })

let top = numeric.filter { $0.value >= 4.5 }
print(top.keys.sorted())
print(type(of: top))

let total = numeric.values.reduce(0, +)
print((total * 100).rounded() / 100)

let best = numeric.max { $0.value < $1.value }!
print(best.key, best.value)
let worst = numeric.min { a, b in a.value < b.value }
print(worst!.key)

let lengths = Dictionary(uniqueKeysWithValues: ratings.keys.map { ($0, $0.count) })
print(lengths.sorted { $0.key < $1.key })

let inverted = Dictionary(numeric.map { ($0.value > 4 ? "good" : "ok", 1) }, uniquingKeysWith: +)
print(inverted.sorted { $0.key < $1.key })
print(numeric.contains { $0.key.hasPrefix("P") && $0.value < 4 })
let asArray = numeric.map { $0.key.count }.sorted()
print(asArray)
print(numeric.keys.contains("Taco Bar"))
