// Closures over tuple sequences: { (a, b) in }, { a, b in }, $0.0, and labeled tuples.
let names = ["Ava", "Ben", "Cai"]
let scores = [91, 78, 85]

zip(names, scores).forEach { (name, score) in
    print("\(name) scored \(score)")
}
zip(names, scores).forEach { name, score in
    print(name.lowercased(), score + 1)
}
let labels = zip(names, scores).map { "\($0)=\($1)" }
print(labels)
let best = zip(names, scores).max { $0.1 < $1.1 }!
print(best)
print(best.0, best.1)

let pairs: [(item: String, price: Double)] = [("Tea", 3.0), ("Cake", 4.5), ("Tart", 5.25)]
pairs.forEach { (item, price) in print(item, price) }
let cheap = pairs.filter { $0.price < 5 }.map { $0.item }
print(cheap)
let summed = pairs.reduce(0.0) { total, pair in total + pair.price }
print(summed)
let formatted = pairs.map { (item, price) -> String in
    "\(item): \(price)"
}
print(formatted)
let sortedPairs = pairs.sorted { a, b in a.price > b.price }
print(sortedPairs)
print(sortedPairs.map(\.item))

let dict = ["x": 1, "y": 2, "z": 3]
let sortedEntries = dict.sorted { $0.key < $1.key }
sortedEntries.forEach { (key, value) in print(key, value) }
let keyValueStrings = sortedEntries.map { key, value in "\(key)\(value)" }
print(keyValueStrings)

let nested = [(1, ("a", true)), (2, ("b", false))]
nested.forEach { (n, inner) in
    let (letter, flag) = inner
    print(n, letter, flag)
}
for (n, (letter, flag)) in nested {
    print(n, letter, flag)
}
let tripled = [(1, 2, 3), (4, 5, 6)].map { a, b, c in a + b + c }
print(tripled)
