import Foundation

func makeFormatter(_ style: NumberFormatter.Style, digits: Int = 2) -> NumberFormatter {
    let f = NumberFormatter()
    f.locale = Locale(identifier: "en_US_POSIX")
    f.numberStyle = style
    f.minimumFractionDigits = digits
    f.maximumFractionDigits = digits
    return f
}

let decimal = makeFormatter(.decimal)
let percent = makeFormatter(.percent, digits: 1)
let whole = makeFormatter(.decimal, digits: 0)
whole.usesGroupingSeparator = true
whole.groupingSeparator = ","
whole.groupingSize = 3

struct Holding {
    let symbol: String
    let shares: Int
    let cost: Double
    let price: Double
    var value: Double { Double(shares) * price }
    var gain: Double { (price - cost) / cost }
}

let portfolio = [
    Holding(symbol: "AAPL", shares: 12, cost: 150.25, price: 189.50),
    Holding(symbol: "TSLA", shares: 3, cost: 260.00, price: 215.10),
    Holding(symbol: "MSFT", shares: 8, cost: 310.40, price: 402.75),
]

for h in portfolio {
    let value = decimal.string(from: NSNumber(value: h.value))!
    let gain = percent.string(from: NSNumber(value: h.gain))!
    let sign = h.gain >= 0 ? "+" : ""
    print("\(h.symbol.padding(toLength: 5, withPad: " ", startingAt: 0)) \(value) (\(sign)\(gain))")
}

let total = portfolio.reduce(0) { $0 + $1.value }
print("Total value: \(decimal.string(from: NSNumber(value: total))!)")
print("Followers: \(whole.string(from: 1_234_567)!)")

func compact(_ n: Int) -> String {
    switch n {
    case ..<1_000: return "\(n)"
    case ..<1_000_000: return String(format: "%.1fK", Double(n) / 1_000)
    default: return String(format: "%.1fM", Double(n) / 1_000_000)
    }
}
for n in [950, 1_280, 48_900, 2_500_000] {
    print("\(n) -> \(compact(n))")
}
print(String(format: "Battery: %d%%, Temp: %.1f°C", 87, 21.47))
