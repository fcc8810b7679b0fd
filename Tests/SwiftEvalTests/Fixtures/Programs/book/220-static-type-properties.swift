// Properties: static stored and computed type properties, shared across instances.
struct Order {
    static var nextNumber = 1000
    static let taxRate = 0.08
    static var issuedCount: Int { nextNumber - 1000 }

    let number: Int
    let amount: Double

    init(amount: Double) {
        number = Order.nextNumber
        Order.nextNumber += 1
        self.amount = amount
    }

    var totalWithTax: Double { amount * (1 + Order.taxRate) }
}

class Theme {
    static var name = "Default"
    class var accent: String { "blue" }
}

final class NightTheme: Theme {
    override class var accent: String { "purple" }
}

print(Order.issuedCount)
let first = Order(amount: 100)
let second = Order(amount: 50)
print(first.number, second.number)
print(Order.issuedCount)
print(Order.nextNumber)
print(first.totalWithTax)
print(Order.taxRate)

print(Theme.name, Theme.accent, NightTheme.accent)
NightTheme.name = "Night"
print(Theme.name)
let types: [Theme.Type] = [Theme.self, NightTheme.self]
print(types.map { $0.accent })
