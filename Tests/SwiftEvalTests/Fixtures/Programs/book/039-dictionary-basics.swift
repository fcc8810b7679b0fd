// Dictionary creation, lookup, count; printed via sorted keys.
var prices: [String: Double] = ["coffee": 3.5, "tea": 2.75, "scone": 4.0]
print(prices.count, prices.isEmpty)
print(prices["tea"] as Any)
print(prices["juice"] as Any)
if let scone = prices["scone"] {
    print("scone costs \(scone)")
}
prices["juice"] = 5.25
print(prices.count)
print(prices.keys.sorted())
print(prices.values.sorted())
for key in prices.keys.sorted() {
    print(key, prices[key]!)
}
let sortedPairs = prices.sorted { $0.key < $1.key }
print(sortedPairs.map { "\($0.key)=\($0.value)" })
print(sortedPairs.first!)

var empty: [Int: String] = [:]
print(empty, empty.isEmpty)
empty[1] = "one"
print(empty)
print([String: Int]())

let single = ["only": 1]
print(single)
let nested = ["row": [1, 2, 3]]
print(nested)
print(nested["row"]?.count as Any)
print(nested["col"]?.count as Any)
let optionalValues: [String: Int?] = ["a": nil]
print(optionalValues)
print(optionalValues["a"] as Any)
print(optionalValues["b"] as Any)
let fromPairs = Dictionary(uniqueKeysWithValues: [("x", 1), ("y", 2)])
print(fromPairs.sorted(by: { $0.key < $1.key }))
print(fromPairs == ["y": 2, "x": 1])
