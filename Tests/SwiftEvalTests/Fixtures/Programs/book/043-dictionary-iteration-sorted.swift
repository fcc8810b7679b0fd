// Iterating a dictionary deterministically by sorting key-value pairs.
let inventory: [String: (count: Int, price: Double)] = [
    "Widget": (count: 12, price: 2.5),
    "Gadget": (count: 0, price: 19.99),
    "Doohickey": (count: 5, price: 7.25),
]

for (name, info) in inventory.sorted(by: { $0.key < $1.key }) {
    print("\(name): \(info.count) @ \(info.price)")
}

for (name, info) in inventory.sorted(by: { $0.value.price > $1.value.price }) {
    print(name, info)
}

for entry in inventory.sorted(by: { $0.key < $1.key }) where entry.value.count > 0 {
    print("in stock:", entry.key)
}

let sortedKeys = inventory.keys.sorted(by: >)
print(sortedKeys)
let counts = inventory.values.map { $0.count }.sorted()
print(counts)

let valueTotal = inventory.reduce(0.0) { sum, pair in
    sum + Double(pair.value.count) * pair.value.price
}
print(valueTotal)

let codes: [Int: String] = [404: "Not Found", 200: "OK", 500: "Server Error", 301: "Moved"]
for (code, text) in codes.sorted(by: { $0.key < $1.key }) {
    print(code, text)
}
print(codes.sorted(by: { $0.key < $1.key }).first!)
let firstTwo = codes.keys.sorted().prefix(2)
print(firstTwo)
