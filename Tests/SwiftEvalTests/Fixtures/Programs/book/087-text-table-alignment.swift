// Formatting a text table with manual padding using standard library strings.
import Foundation
struct Row {
    let product: String
    let qty: Int
    let price: Double
}
let rows = [
    Row(product: "Espresso", qty: 2, price: 2.5),
    Row(product: "Flat white", qty: 1, price: 3.75),
    Row(product: "Tea", qty: 12, price: 1.8),
]

func padRight(_ s: String, _ width: Int) -> String {
    s.count >= width ? s : s + String(repeating: " ", count: width - s.count)
}
func padLeft(_ s: String, _ width: Int) -> String {
    s.count >= width ? s : String(repeating: " ", count: width - s.count) + s
}
func money(_ cents: Int) -> String {
    let sign = cents < 0 ? "-" : ""
    let c = abs(cents)
    let frac = c % 100
    return "\(sign)\(c / 100).\(frac < 10 ? "0" : "")\(frac)"
}

let nameWidth = rows.map { $0.product.count }.max()! + 2
print(padRight("Item", nameWidth) + padLeft("Qty", 4) + padLeft("Total", 9))
print(String(repeating: "=", count: nameWidth + 13))
var grand = 0
for r in rows {
    let cents = Int((r.price * 100).rounded()) * r.qty
    grand += cents
    print(padRight(r.product, nameWidth) + padLeft(String(r.qty), 4) + padLeft(money(cents), 9))
}
print(String(repeating: "-", count: nameWidth + 13))
print(padRight("Sum", nameWidth) + padLeft("", 4) + padLeft(money(grand), 9))
print(money(5), money(-250), money(0), money(100007))
print("[" + padLeft("toolongvalue", 3) + "]")
let bar = rows.map { r in padRight(r.product, nameWidth) + String(repeating: "*", count: r.qty) }
bar.forEach { print($0) }
