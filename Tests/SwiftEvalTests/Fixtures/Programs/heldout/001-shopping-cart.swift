import Foundation

struct Product: Hashable {
    let sku: String
    let name: String
    let price: Decimal
}

struct CartLine {
    let product: Product
    var quantity: Int
    var subtotal: Decimal { product.price * Decimal(quantity) }
}

struct Cart {
    private(set) var lines: [CartLine] = []

    mutating func add(_ product: Product, quantity: Int = 1) {
        if let index = lines.firstIndex(where: { $0.product.sku == product.sku }) {
            lines[index].quantity += quantity
        } else {
            lines.append(CartLine(product: product, quantity: quantity))
        }
    }

    mutating func remove(sku: String) {
        lines.removeAll { $0.product.sku == sku }
    }

    var itemCount: Int { lines.reduce(0) { $0 + $1.quantity } }
    var total: Decimal { lines.reduce(Decimal(0)) { $0 + $1.subtotal } }
}

func formatPrice(_ value: Decimal) -> String {
    let formatter = NumberFormatter()
    formatter.locale = Locale(identifier: "en_US_POSIX")
    formatter.numberStyle = .decimal
    formatter.minimumFractionDigits = 2
    formatter.maximumFractionDigits = 2
    return "$" + (formatter.string(from: value as NSDecimalNumber) ?? "?")
}

let apple = Product(sku: "A1", name: "Apple", price: Decimal(string: "0.99")!)
let bread = Product(sku: "B2", name: "Bread", price: Decimal(string: "3.49")!)
let cheese = Product(sku: "C3", name: "Cheese", price: Decimal(string: "7.25")!)

var cart = Cart()
cart.add(apple, quantity: 3)
cart.add(bread)
cart.add(apple, quantity: 2)
cart.add(cheese, quantity: 2)

for line in cart.lines {
    print("\(line.product.name) x\(line.quantity) = \(formatPrice(line.subtotal))")
}
print("Items: \(cart.itemCount)")
print("Total: \(formatPrice(cart.total))")

cart.remove(sku: "B2")
print("After removing bread: \(cart.itemCount) items, \(formatPrice(cart.total))")
