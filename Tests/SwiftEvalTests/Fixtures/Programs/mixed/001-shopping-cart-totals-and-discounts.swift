// Shopping cart view model: enum categories with raw values, computed totals, currency formatting, discounts.
import Foundation

enum Category: String, CaseIterable {
    case produce = "Produce"
    case bakery = "Bakery"
    case dairy = "Dairy"
    case household = "Household"
}

struct CartItem {
    let name: String
    let category: Category
    let unitPrice: Double
    var quantity: Int
    var lineTotal: Double { unitPrice * Double(quantity) }
}

enum Discount {
    case none
    case percent(Double)
    case fixed(Double)
    case buyOneGetOne(String)
}

struct CartViewModel {
    var items: [CartItem] = []
    var discount: Discount = .none
    let formatter: NumberFormatter = {
        let f = NumberFormatter()
        f.locale = Locale(identifier: "en_US")
        f.numberStyle = .currency
        return f
    }()

    var subtotal: Double { items.reduce(0) { $0 + $1.lineTotal } }
    var itemCount: Int { items.map(\.quantity).reduce(0, +) }

    var savings: Double {
        switch discount {
        case .none: return 0
        case .percent(let p) where p > 0 && p <= 100: return subtotal * p / 100
        case .percent: return 0
        case .fixed(let amount): return min(amount, subtotal)
        case .buyOneGetOne(let name):
            guard let item = items.first(where: { $0.name == name }) else { return 0 }
            return Double(item.quantity / 2) * item.unitPrice
        }
    }
    var total: Double { max(0, subtotal - savings) }

    func money(_ value: Double) -> String { formatter.string(from: NSNumber(value: value)) ?? "-" }

    var countLabel: String { itemCount == 1 ? "1 item" : "\(itemCount) items" }

    mutating func add(_ item: CartItem) {
        if let index = items.firstIndex(where: { $0.name == item.name }) {
            items[index].quantity += item.quantity
        } else {
            items.append(item)
        }
    }
}

var cart = CartViewModel()
print("Empty cart: \(cart.countLabel), total \(cart.money(cart.total))")
cart.add(CartItem(name: "Apples", category: .produce, unitPrice: 0.99, quantity: 6))
print("After one add: \(cart.countLabel)")
cart.add(CartItem(name: "Sourdough", category: .bakery, unitPrice: 5.49, quantity: 1))
cart.add(CartItem(name: "Milk", category: .dairy, unitPrice: 3.25, quantity: 2))
cart.add(CartItem(name: "Apples", category: .produce, unitPrice: 0.99, quantity: 3))
cart.add(CartItem(name: "Paper Towels", category: .household, unitPrice: 12.0, quantity: 1))

let grouped = Dictionary(grouping: cart.items, by: \.category)
for category in Category.allCases {
    let rows = (grouped[category] ?? []).sorted { $0.lineTotal > $1.lineTotal }
    guard !rows.isEmpty else { continue }
    print("\(category.rawValue.uppercased())")
    for row in rows {
        print("  \(row.name) x\(row.quantity)  \(cart.money(row.lineTotal))")
    }
}
print("Subtotal: \(cart.money(cart.subtotal)) for \(cart.countLabel)")

let discounts: [Discount] = [.none, .percent(10), .percent(150), .fixed(5), .fixed(500), .buyOneGetOne("Apples"), .buyOneGetOne("Caviar")]
for d in discounts {
    cart.discount = d
    print("savings \(cart.money(cart.savings)) -> total \(cart.money(cart.total))")
}
