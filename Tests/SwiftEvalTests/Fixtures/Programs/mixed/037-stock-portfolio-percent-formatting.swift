// Stock portfolio: positions, gains with sign, NumberFormatter percent/currency (en_US), sorting by change.
import Foundation

struct Position {
    let symbol: String
    let shares: Double
    let costBasis: Double   // per share
    let price: Double
    var value: Double { shares * price }
    var gain: Double { (price - costBasis) * shares }
    var change: Double { costBasis == 0 ? 0 : (price - costBasis) / costBasis }
}

let percent: NumberFormatter = {
    let f = NumberFormatter()
    f.locale = Locale(identifier: "en_US")
    f.numberStyle = .percent
    f.minimumFractionDigits = 1
    f.maximumFractionDigits = 1
    f.positivePrefix = "+"
    return f
}()
let usd: NumberFormatter = {
    let f = NumberFormatter()
    f.locale = Locale(identifier: "en_US")
    f.numberStyle = .currency
    return f
}()
let shareFormat: NumberFormatter = {
    let f = NumberFormatter()
    f.locale = Locale(identifier: "en_US")
    f.numberStyle = .decimal
    f.maximumFractionDigits = 3
    return f
}()

func pct(_ x: Double) -> String { percent.string(from: NSNumber(value: x)) ?? "?" }
func cash(_ x: Double) -> String { usd.string(from: NSNumber(value: x)) ?? "?" }

let portfolio = [
    Position(symbol: "AAPL", shares: 10, costBasis: 150, price: 189.5),
    Position(symbol: "TSLA", shares: 2.5, costBasis: 260, price: 201.2),
    Position(symbol: "VTI", shares: 120.125, costBasis: 210, price: 210),
    Position(symbol: "GIFT", shares: 3, costBasis: 0, price: 42),
    Position(symbol: "NVDA", shares: 1000, costBasis: 12.5, price: 121.75),
]

print("Symbol  Shares      Value          Change")
for p in portfolio.sorted(by: { $0.change > $1.change }) {
    let arrow = p.change > 0 ? "▲" : p.change < 0 ? "▼" : "•"
    let shares = shareFormat.string(from: NSNumber(value: p.shares)) ?? ""
    print("\(p.symbol.padding(toLength: 7, withPad: " ", startingAt: 0)) \(shares.padding(toLength: 11, withPad: " ", startingAt: 0)) \(cash(p.value).padding(toLength: 14, withPad: " ", startingAt: 0)) \(arrow) \(pct(p.change))")
}
let total = portfolio.reduce(0) { $0 + $1.value }
let cost = portfolio.reduce(0) { $0 + $1.costBasis * $1.shares }
let totalGain = portfolio.reduce(0) { $0 + $1.gain }
print("Total value: \(cash(total))")
print("Total gain: \(cash(totalGain)) (\(pct(cost == 0 ? 0 : totalGain / cost)))")
let allocation = portfolio.map { ($0.symbol, $0.value / total) }.sorted { $0.1 > $1.1 }
for (symbol, share) in allocation.prefix(3) {
    let bar = String(repeating: "█", count: Int((share * 20).rounded()))
    print("\(symbol.padding(toLength: 5, withPad: " ", startingAt: 0)) \(bar) \(pct(share))")
}
let losers = portfolio.filter { $0.gain < 0 }.map(\.symbol)
print("Losers: \(losers.isEmpty ? "none" : losers.joined(separator: ", "))")
print("Samples: \(pct(0)) \(pct(-0.0004)) \(pct(1)) \(cash(-1234.567)) \(cash(0.005))")
