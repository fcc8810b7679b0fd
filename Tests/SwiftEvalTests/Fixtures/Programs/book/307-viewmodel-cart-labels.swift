// View model: a cart view model with computed, formatted labels ("3 items, $12.50").
import Foundation

struct CartLine {
    let name: String
    let unitPrice: Decimal
    var quantity: Int
}

final class CartViewModel {
    private(set) var lines: [CartLine] = []
    private let currency: NumberFormatter = {
        let f = NumberFormatter()
        f.numberStyle = .currency
        f.locale = Locale(identifier: "en_US")
        return f
    }()

    var itemCount: Int { lines.reduce(0) { $0 + $1.quantity } }
    var total: Decimal { lines.reduce(Decimal(0)) { $0 + $1.unitPrice * Decimal($1.quantity) } }

    var summaryLabel: String {
        let noun = itemCount == 1 ? "item" : "items"
        return "\(itemCount) \(noun), \(format(total))"
    }

    var checkoutEnabled: Bool { itemCount > 0 }

    func format(_ amount: Decimal) -> String {
        currency.string(from: amount as NSDecimalNumber) ?? "?"
    }

    func add(_ name: String, price: Decimal) {
        if let i = lines.firstIndex(where: { $0.name == name }) {
            lines[i].quantity += 1
        } else {
            lines.append(CartLine(name: name, unitPrice: price, quantity: 1))
        }
    }

    func remove(_ name: String) {
        lines.removeAll { $0.name == name }
    }

    func rowLabels() -> [String] {
        lines.map { "\($0.quantity)x \($0.name) \(format($0.unitPrice * Decimal($0.quantity)))" }
    }
}

let cart = CartViewModel()
print(cart.summaryLabel, cart.checkoutEnabled)
cart.add("Notebook", price: Decimal(string: "4.25")!)
print(cart.summaryLabel)
cart.add("Pen", price: Decimal(string: "1.75")!)
cart.add("Notebook", price: Decimal(string: "4.25")!)
print(cart.summaryLabel)
for row in cart.rowLabels() { print(row) }
cart.add("Backpack", price: 1200)
print(cart.summaryLabel)
cart.remove("Backpack")
print(cart.summaryLabel, cart.checkoutEnabled)
print(cart.total)
