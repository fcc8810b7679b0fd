// map, filter and reduce on model data.
struct LineItem {
    let name: String
    let unitPrice: Double
    let quantity: Int
}
let basket = [
    LineItem(name: "Apples", unitPrice: 0.5, quantity: 6),
    LineItem(name: "Cheese", unitPrice: 7.25, quantity: 1),
    LineItem(name: "Bread", unitPrice: 2.0, quantity: 2),
    LineItem(name: "Water", unitPrice: 0.25, quantity: 12),
]

let subtotals = basket.map { $0.unitPrice * Double($0.quantity) }
print(subtotals)
let total = subtotals.reduce(0, +)
print(total)
let names = basket.filter { $0.quantity > 1 }.map(\.name)
print(names)
let itemCount = basket.reduce(0) { $0 + $1.quantity }
print(itemCount)
let receipt = basket.reduce("") { text, item in
    text + (text.isEmpty ? "" : "; ") + "\(item.quantity)x \(item.name)"
}
print(receipt)
let counts = basket.reduce(into: [String: Int]()) { dict, item in
    dict[String(item.name.prefix(1)), default: 0] += item.quantity
}
print(counts.sorted { $0.key < $1.key })
let expensive = basket.filter { $0.unitPrice >= 2 }
print(expensive.count, expensive.map { $0.name })
print(basket.map { $0.quantity }.filter { $0.isMultiple(of: 2) }.reduce(1, *))
let maybeNumbers: [Int]? = [1, 2, 3]
print(maybeNumbers.map { $0.count } as Any)
print(maybeNumbers?.map { $0 * 2 } as Any)
let noNumbers: [Int]? = nil
print(noNumbers?.map { $0 * 2 } as Any)
let optionalPrice: Double? = 4.0
print(optionalPrice.map { $0 * 1.5 } as Any)
print([Int]().reduce(0, +), [String]().map { $0.count })
let runningTotals = subtotals.reduce(into: [Double]()) { acc, x in acc.append((acc.last ?? 0) + x) }
print(runningTotals)
