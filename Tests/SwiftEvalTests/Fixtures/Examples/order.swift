struct Item { var name: String; var price: Double }
let items = [Item(name: "Latte", price: 4.5), Item(name: "Scone", price: 3)]
let total = items.map(\.price).reduce(0, +)
print("\(items.count) items, total \(total)")
print(items.sorted { $0.price < $1.price }.map(\.name))
print(Date())
