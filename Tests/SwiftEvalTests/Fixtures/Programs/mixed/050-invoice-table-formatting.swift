// Invoice screen: aligned text table with String(format:), padding, per-line tax classes, totals, edge rows.
import Foundation

enum TaxClass: String {
    case standard, reduced, exempt
    var rate: Double {
        switch self {
        case .standard: return 0.20
        case .reduced: return 0.05
        case .exempt: return 0
        }
    }
}

struct InvoiceLine {
    let description: String
    let quantity: Int
    let unitPrice: Double
    let tax: TaxClass
    var net: Double { Double(quantity) * unitPrice }
    var taxAmount: Double { (net * tax.rate * 100).rounded() / 100 }
}

struct Invoice {
    let number: String
    let customer: String
    var lines: [InvoiceLine]
    var net: Double { lines.reduce(0) { $0 + $1.net } }
    var tax: Double { lines.reduce(0) { $0 + $1.taxAmount } }
    var gross: Double { net + tax }
}

func cell(_ s: String, _ width: Int, right: Bool = false) -> String {
    let clipped = s.count > width ? String(s.prefix(width - 1)) + "…" : s
    let pad = String(repeating: " ", count: max(0, width - clipped.count))
    return right ? pad + clipped : clipped + pad
}

func render(_ inv: Invoice) {
    print("INVOICE \(inv.number) — \(inv.customer.uppercased())")
    print(cell("Item", 16) + cell("Qty", 5, right: true) + cell("Unit", 9, right: true) + cell("Net", 10, right: true) + "  Tax")
    if inv.lines.isEmpty { print("  (no billable items)") }
    for l in inv.lines {
        print(cell(l.description, 16) + cell("\(l.quantity)", 5, right: true)
              + cell(String(format: "%.2f", l.unitPrice), 9, right: true)
              + cell(String(format: "%.2f", l.net), 10, right: true)
              + "  \(Int(l.tax.rate * 100))%")
    }
    print(String(repeating: "-", count: 45))
    print(cell("Net", 30) + cell(String(format: "%.2f", inv.net), 10, right: true))
    let byClass = Dictionary(grouping: inv.lines, by: \.tax)
    for cls in [TaxClass.standard, .reduced, .exempt] {
        guard let ls = byClass[cls], cls != .exempt else { continue }
        let amount = ls.reduce(0) { $0 + $1.taxAmount }
        print(cell("VAT \(Int(cls.rate * 100))% (\(ls.count) line\(ls.count == 1 ? "" : "s"))", 30) + cell(String(format: "%.2f", amount), 10, right: true))
    }
    print(cell("TOTAL DUE", 30) + cell(String(format: "%.2f", inv.gross), 10, right: true))
}

render(Invoice(number: "INV-0042", customer: "Northwind Ltd", lines: [
    InvoiceLine(description: "Consulting hours", quantity: 12, unitPrice: 95, tax: .standard),
    InvoiceLine(description: "Printed training manuals", quantity: 3, unitPrice: 18.333, tax: .reduced),
    InvoiceLine(description: "Travel", quantity: 1, unitPrice: 240.5, tax: .exempt),
    InvoiceLine(description: "Credit note", quantity: -1, unitPrice: 50, tax: .standard),
]))
render(Invoice(number: "INV-0043", customer: "Acme", lines: []))
print(String(format: "%5d|%-5d|%05.1f|%+d|%x|%o|%e", 42, 42, 3.14159, 7, 255, 8, 1234.5))
