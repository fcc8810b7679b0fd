import Foundation

struct LineItem {
    let name: String
    let unitPrice: Double
    var quantity: Int
    var subtotal: Double { unitPrice * Double(quantity) }
}

enum Discount {
    case none
    case percent(Double)
    case fixed(Double)
    case buyXGetY(sku: String, buy: Int, free: Int)

    var label: String {
        switch self {
        case .none: return "No discount"
        case .percent(let p): return String(format: "%.0f%% off", p)
        case .fixed(let amount): return String(format: "$%.2f off", amount)
        case let .buyXGetY(sku, buy, free): return "Buy \(buy) \(sku), get \(free) free"
        }
    }
}

final class OrderSummaryViewModel {
    private(set) var items: [LineItem] = []
    var discount: Discount = .none
    let taxRate: Double

    init(taxRate: Double) { self.taxRate = taxRate }

    func add(_ item: LineItem) {
        if let idx = items.firstIndex(where: { $0.name == item.name }) {
            items[idx].quantity += item.quantity
        } else {
            items.append(item)
        }
    }

    var subtotal: Double { items.reduce(0) { $0 + $1.subtotal } }

    var discountAmount: Double {
        switch discount {
        case .none: return 0
        case .percent(let p): return subtotal * p / 100
        case .fixed(let amount): return min(amount, subtotal)
        case let .buyXGetY(sku, buy, free):
            guard let item = items.first(where: { $0.name == sku }) else { return 0 }
            let groups = item.quantity / (buy + free)
            return Double(groups * free) * item.unitPrice
        }
    }

    var tax: Double { ((subtotal - discountAmount) * taxRate * 100).rounded() / 100 }
    var total: Double { subtotal - discountAmount + tax }
    var itemCountLabel: String {
        let n = items.reduce(0) { $0 + $1.quantity }
        return n == 1 ? "1 item" : "\(n) items"
    }
}

let currency = NumberFormatter()
currency.numberStyle = .currency
currency.locale = Locale(identifier: "en_US")

func money(_ v: Double) -> String { currency.string(from: NSNumber(value: v)) ?? "?" }

let vm = OrderSummaryViewModel(taxRate: 0.0825)
vm.add(LineItem(name: "Latte", unitPrice: 4.75, quantity: 2))
vm.add(LineItem(name: "Bagel", unitPrice: 2.5, quantity: 3))
vm.add(LineItem(name: "Latte", unitPrice: 4.75, quantity: 1))
vm.add(LineItem(name: "Juice", unitPrice: 3.99, quantity: 1))

for item in vm.items {
    print(item.name.padding(toLength: 8, withPad: ".", startingAt: 0) + String(format: " x%02d %8.2f", item.quantity, item.subtotal))
}
print(vm.itemCountLabel)

let discounts: [Discount] = [.none, .percent(15), .fixed(5), .fixed(100), .buyXGetY(sku: "Bagel", buy: 2, free: 1)]
for d in discounts {
    vm.discount = d
    print("\(d.label): subtotal \(money(vm.subtotal)) discount -\(money(vm.discountAmount)) tax \(money(vm.tax)) total \(money(vm.total))")
}
print(vm.tax)
print(vm.total > 20 ? "Free delivery" : "Add \(money(20 - vm.total)) for free delivery")
