import Foundation

class ReceiptLine: CustomStringConvertible {
    let label: String
    init(label: String) { self.label = label }
    var amountCents: Int { 0 }
    var description: String { "\(label.padding(toLength: 20, withPad: ".", startingAt: 0))\(ReceiptLine.money(amountCents).leftPadded(10))" }
    static func money(_ c: Int) -> String {
        (c < 0 ? "-" : "") + "$" + String(abs(c) / 100) + "." + String(format: "%02d", abs(c) % 100)
    }
}

extension String {
    func leftPadded(_ n: Int) -> String { count >= n ? self : String(repeating: " ", count: n - count) + self }
}

class ProductLine: ReceiptLine {
    let unitCents: Int, qty: Int
    init(_ name: String, unitCents: Int, qty: Int = 1) {
        self.unitCents = unitCents; self.qty = qty
        super.init(label: qty > 1 ? "\(name) x\(qty)" : name)
    }
    override var amountCents: Int { unitCents * qty }
}

final class WeighedLine: ProductLine {
    let grams: Int
    init(_ name: String, centsPerKg: Int, grams: Int) {
        self.grams = grams
        super.init(name, unitCents: centsPerKg)
    }
    override var amountCents: Int { (unitCents * grams + 500) / 1000 }
    override var description: String {
        super.description + "\n  " + String(format: "%.3f kg @ %@/kg", Double(grams) / 1000, ReceiptLine.money(unitCents))
    }
}

final class CouponLine: ReceiptLine {
    let percent: Int
    unowned let target: ProductLine
    init(percent: Int, on target: ProductLine) {
        self.percent = percent; self.target = target
        super.init(label: "\(percent)% off \(target.label.components(separatedBy: " x").first!)")
    }
    override var amountCents: Int { -(target.amountCents * percent / 100) }
}

struct Receipt: CustomStringConvertible {
    var lines: [ReceiptLine]
    let taxRatePermille: Int
    var subtotal: Int { lines.map(\.amountCents).reduce(0, +) }
    var taxable: Int { lines.filter { !($0 is WeighedLine) }.map(\.amountCents).reduce(0, +) }
    var tax: Int { (taxable * taxRatePermille + 500) / 1000 }
    var total: Int { subtotal + tax }
    var description: String {
        var out = lines.map(\.description)
        out.append(String(repeating: "=", count: 30))
        for (k, v) in [("Subtotal", subtotal), ("Tax", tax), ("TOTAL", total)] {
            out.append(k.padding(toLength: 20, withPad: " ", startingAt: 0) + ReceiptLine.money(v).leftPadded(10))
        }
        return out.joined(separator: "\n")
    }
}

let cereal = ProductLine("Cereal", unitCents: 459, qty: 2)
let receipt = Receipt(lines: [
    cereal,
    ProductLine("Sparkling water", unitCents: 129, qty: 6),
    WeighedLine("Bananas", centsPerKg: 198, grams: 1_235),
    CouponLine(percent: 25, on: cereal),
    ProductLine("Batteries", unitCents: 1_099),
], taxRatePermille: 88)

print(receipt)
print("Items: \(receipt.lines.filter { $0 is ProductLine }.count), coupons: \(receipt.lines.filter { $0 is CouponLine }.count)")
let savings = receipt.lines.compactMap { $0 as? CouponLine }.map(\.amountCents).reduce(0, +)
print("You saved \(ReceiptLine.money(-savings))!")
print(receipt.lines.map { type(of: $0) == ProductLine.self ? "P" : String(describing: type(of: $0)).prefix(1) + "*" }.joined(separator: " "))
print(ReceiptLine.money(-5), ReceiptLine.money(0), ReceiptLine.money(123456))
