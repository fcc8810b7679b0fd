// Order receipt builder: nested types, tuples returned and destructured, defer for bookkeeping.
import Foundation

struct Order {
    struct Line {
        enum Size: String { case small = "S", medium = "M", large = "L" }
        let name: String
        let size: Size
        let quantity: Int
        var unitPrice: Double {
            let base = 3.0
            switch size {
            case .small: return base
            case .medium: return base + 0.75
            case .large: return base + 1.5
            }
        }
    }
    enum Fulfillment { case pickup, delivery(fee: Double) }

    var lines: [Line]
    var fulfillment: Fulfillment
    var tipPercent: Int

    func totals(taxRate: Double) -> (subtotal: Double, tax: Double, fee: Double, tip: Double, total: Double) {
        let subtotal = lines.reduce(0) { $0 + $1.unitPrice * Double($1.quantity) }
        let tax = (subtotal * taxRate * 100).rounded() / 100
        var fee = 0.0
        if case .delivery(let f) = fulfillment { fee = subtotal >= 20 ? 0 : f }
        let tip = (subtotal * Double(tipPercent)).rounded() / 100
        return (subtotal, tax, fee, tip, subtotal + tax + fee + tip)
    }
}

var receiptsPrinted = 0
func printReceipt(_ order: Order, number: Int) {
    print("Receipt #\(number)")
    defer {
        receiptsPrinted += 1
        print("-- end of #\(number) --")
    }
    guard !order.lines.isEmpty else {
        print("  (no items)")
        return
    }
    for line in order.lines {
        print("  \(line.quantity)× \(line.name) (\(line.size.rawValue)) " + String(format: "$%.2f", line.unitPrice * Double(line.quantity)))
    }
    let (subtotal, tax, fee, tip, total) = order.totals(taxRate: 0.0825)
    print(String(format: "  Subtotal $%.2f  Tax $%.2f", subtotal, tax))
    if fee > 0 { print(String(format: "  Delivery $%.2f", fee)) }
    if tip > 0 { print(String(format: "  Tip $%.2f", tip)) }
    print(String(format: "  TOTAL $%.2f", total))
}

func minMaxLine(_ order: Order) -> (cheapest: String, priciest: String)? {
    guard let lo = order.lines.min(by: { $0.unitPrice < $1.unitPrice }),
          let hi = order.lines.max(by: { $0.unitPrice < $1.unitPrice }) else { return nil }
    return (lo.name, hi.name)
}

let orders = [
    Order(lines: [.init(name: "Latte", size: .large, quantity: 2), .init(name: "Tea", size: .small, quantity: 1)],
          fulfillment: .pickup, tipPercent: 15),
    Order(lines: [], fulfillment: .delivery(fee: 2.99), tipPercent: 0),
    Order(lines: [.init(name: "Mocha", size: .medium, quantity: 6)], fulfillment: .delivery(fee: 2.99), tipPercent: 10),
    Order(lines: [.init(name: "Espresso", size: .small, quantity: 1)], fulfillment: .delivery(fee: 2.99), tipPercent: 0),
]
for (i, order) in orders.enumerated() { printReceipt(order, number: i + 101) }
print("Receipts printed: \(receiptsPrinted)")
if let (cheap, pricey) = minMaxLine(orders[0]) { print("Cheapest: \(cheap), priciest: \(pricey)") }
print("Empty order range: \(minMaxLine(orders[1]) == nil ? "n/a" : "?")")
