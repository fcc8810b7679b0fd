// The ternary conditional operator in model code.
struct Product {
    let name: String
    let price: Double
    let stock: Int
    let featured: Bool
}

let catalog = [
    Product(name: "Lamp", price: 29.0, stock: 0, featured: true),
    Product(name: "Rug", price: 120.0, stock: 3, featured: false),
    Product(name: "Vase", price: 15.5, stock: 12, featured: true),
]

for item in catalog {
    let availability = item.stock == 0 ? "sold out" : "in stock"
    let badge = item.featured ? "★ " : ""
    let tier = item.price > 100 ? "premium" : item.price > 20 ? "standard" : "budget"
    print("\(badge)\(item.name): \(availability), \(tier)")
}

let rowHeight = catalog.count > 2 ? 44 : 60
print(rowHeight)

let counts = catalog.map { $0.stock }
let summary = counts.map { $0 == 1 ? "1 item" : "\($0) items" }
print(summary)

let maybeDiscount: Double? = nil
print(maybeDiscount != nil ? "discounted" : "full price")

var toggled = false
let result = toggled ? "on" : "off"
toggled = !toggled
print(result, toggled ? "on" : "off")

let width = 320
print("columns: \(width >= 768 ? 3 : (width >= 375 ? 2 : 1))")
print((catalog.first?.featured ?? false) ? 1 : 0)
