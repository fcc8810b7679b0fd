import Foundation

struct Product {
    let sku: String
    let name: String
    let price: Decimal
    let category: String
}

struct CartLine {
    let product: Product
    var quantity: Int
    var subtotal: Decimal { product.price * Decimal(quantity) }
}

struct Cart {
    private(set) var lines: [CartLine] = []
    var discountPercent: Int = 0 {
        didSet { discountPercent = min(max(discountPercent, 0), 50) }
    }

    mutating func add(_ product: Product, quantity: Int = 1) {
        if let i = lines.firstIndex(where: { $0.product.sku == product.sku }) {
            lines[i].quantity += quantity
        } else {
            lines.append(CartLine(product: product, quantity: quantity))
        }
    }

    mutating func remove(sku: String) {
        lines.removeAll { $0.product.sku == sku }
    }

    var itemCount: Int { lines.reduce(0) { $0 + $1.quantity } }
    var gross: Decimal { lines.reduce(Decimal(0)) { $0 + $1.subtotal } }
    var total: Decimal { gross - gross * Decimal(discountPercent) / 100 }
}

let formatter = NumberFormatter()
formatter.locale = Locale(identifier: "en_US_POSIX")
formatter.numberStyle = .decimal
formatter.maximumFractionDigits = 0

func units(_ n: Int) -> String {
    formatter.string(from: NSNumber(value: n * 1000)) ?? "?"
}

func money(_ d: Decimal) -> String {
    let value = NSDecimalNumber(decimal: d).doubleValue
    return String(format: "$%.2f", value)
}

let apple = Product(sku: "A1", name: "Apple", price: Decimal(string: "0.45")!, category: "Fruit")
let bread = Product(sku: "B2", name: "Bread", price: Decimal(string: "2.99")!, category: "Bakery")
let cheese = Product(sku: "C3", name: "Cheese", price: Decimal(string: "7.50")!, category: "Dairy")

var cart = Cart()
cart.add(apple, quantity: 6)
cart.add(bread)
cart.add(cheese, quantity: 2)
cart.add(apple, quantity: 4)
for line in cart.lines {
    print("\(line.product.name.padding(toLength: 8, withPad: " ", startingAt: 0)) x\(line.quantity)  \(money(line.subtotal))")
}
print("Items: \(cart.itemCount) (\(units(cart.itemCount)) mg)  Gross: \(money(cart.gross))")
cart.discountPercent = 80
print("Discount clamped to \(cart.discountPercent)%")
cart.discountPercent = 10
print("Total after 10%: \(money(cart.total))")
cart.remove(sku: "C3")
print("After removing cheese: \(cart.itemCount) items, \(money(cart.total))")
let byCategory = Dictionary(grouping: cart.lines, by: { $0.product.category })
for key in byCategory.keys.sorted() {
    print("\(key): \(byCategory[key]!.map(\.product.name))")
}
