import Foundation

func makeFormatter(_ style: NumberFormatter.Style, configure: (NumberFormatter) -> Void = { _ in }) -> NumberFormatter {
    let f = NumberFormatter()
    f.locale = Locale(identifier: "en_US_POSIX")
    f.numberStyle = style
    configure(f)
    return f
}

let decimal = makeFormatter(.decimal) { $0.maximumFractionDigits = 2 }
let percent = makeFormatter(.percent) { $0.maximumFractionDigits = 1 }
let grouping = makeFormatter(.decimal) { f in
    f.usesGroupingSeparator = true
    f.groupingSeparator = ","
    f.groupingSize = 3
    f.maximumFractionDigits = 0
}

struct StatCard {
    let title: String
    let value: Double
    let previous: Double

    var change: Double { previous == 0 ? 0 : (value - previous) / previous }
    var trendArrow: String { change > 0 ? "▲" : (change < 0 ? "▼" : "■") }
}

func compact(_ n: Double) -> String {
    let absN = abs(n)
    let (divisor, suffix): (Double, String) = absN >= 1_000_000 ? (1_000_000, "M") : absN >= 1_000 ? (1_000, "K") : (1, "")
    return (decimal.string(from: NSNumber(value: n / divisor)) ?? "?") + suffix
}

let cards = [
    StatCard(title: "Visitors", value: 1_254_300, previous: 1_100_000),
    StatCard(title: "Signups", value: 8_420, previous: 8_900),
    StatCard(title: "Revenue", value: 532.5, previous: 532.5),
    StatCard(title: "Churn", value: 0.034, previous: 0),
]
for card in cards {
    let pct = percent.string(from: NSNumber(value: card.change)) ?? "?"
    print("\(card.title): \(compact(card.value)) \(card.trendArrow) \(pct)")
}
print(grouping.string(from: 9_876_543_210) ?? "?")
print(decimal.string(from: 3.14159) ?? "?", decimal.string(from: 2) ?? "?", decimal.string(from: 1234.567) ?? "?")
print(decimal.number(from: "1234.5")?.doubleValue ?? -1)
print(decimal.number(from: "abc") == nil)
print(String(format: "%08.3f|%-6d|%+d|%x|%o|%e", 3.14159, 42, 7, 255, 8, 12345.678))
print(String(format: "%5.1f%%", 12.345), String(format: "%@ has %ld items", "Cart", 3))
let values = [0.1, 0.2, 0.3]
print(values.reduce(0, +), String(format: "%.20f", 0.1).count)
print(Double("12.50")!, Int("0042")!, Int("4.2") as Any, Double(".5")!)
print(1_000_000.0, 1e-5, 123456789.0 * 1000, Double.pi, Float(1) / 3)
