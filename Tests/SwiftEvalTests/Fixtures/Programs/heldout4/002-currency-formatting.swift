import Foundation

struct Money: CustomStringConvertible {
    let cents: Int
    var description: String {
        let sign = cents < 0 ? "-" : ""
        let absCents = abs(cents)
        let dollars = absCents / 100
        let rem = absCents % 100
        var digits = String(dollars)
        var groups: [String] = []
        while digits.count > 3 {
            groups.insert(String(digits.suffix(3)), at: 0)
            digits.removeLast(3)
        }
        groups.insert(digits, at: 0)
        return "\(sign)$\(groups.joined(separator: ",")).\(String(format: "%02d", rem))"
    }
    static func + (a: Money, b: Money) -> Money { Money(cents: a.cents + b.cents) }
    static func * (a: Money, n: Int) -> Money { Money(cents: a.cents * n) }
}

struct LineItem {
    let name: String
    let unitPrice: Money
    let quantity: Int
    var total: Money { unitPrice * quantity }
}

struct Cart {
    var items: [LineItem]
    var taxRatePercent: Double

    var subtotal: Money { items.reduce(Money(cents: 0)) { $0 + $1.total } }
    var tax: Money { Money(cents: Int((Double(subtotal.cents) * taxRatePercent / 100).rounded())) }
    var total: Money { subtotal + tax }
}

let cart = Cart(items: [
    LineItem(name: "Headphones", unitPrice: Money(cents: 19999), quantity: 1),
    LineItem(name: "Cable", unitPrice: Money(cents: 1250), quantity: 3),
    LineItem(name: "Laptop", unitPrice: Money(cents: 129900), quantity: 2),
], taxRatePercent: 8.25)

for item in cart.items {
    let name = item.name.padding(toLength: 12, withPad: ".", startingAt: 0)
    print("\(name) x\(item.quantity)  \(item.total)")
}
print("Subtotal: \(cart.subtotal)")
print("Tax (\(String(format: "%.2f", cart.taxRatePercent))%): \(cart.tax)")
print("Total: \(cart.total)")
print(Money(cents: -505))
print(Money(cents: 7))
print(Money(cents: 100000000))

let rates = [0.0, 5.5, 8.25, 12.125]
for r in rates {
    let c = Cart(items: cart.items, taxRatePercent: r)
    print(String(format: "%6.3f%% -> %@", r, c.total.description))
}
