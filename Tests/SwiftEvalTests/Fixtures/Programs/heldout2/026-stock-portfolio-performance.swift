import Foundation

struct Holding {
    let symbol: String
    let shares: Double
    let costBasis: Double   // per share
    let price: Double       // current

    var marketValue: Double { shares * price }
    var gain: Double { (price - costBasis) * shares }
    var gainPercent: Double { costBasis == 0 ? 0 : (price - costBasis) / costBasis * 100 }
}

enum Trend: CustomStringConvertible {
    case up(Double), down(Double), flat
    init(percent: Double) {
        switch percent {
        case let p where abs(p) < 0.05: self = .flat
        case let p where p > 0: self = .up(p)
        default: self = .down(-percent)
        }
    }
    var description: String {
        switch self {
        case .up(let p): return String(format: "▲ %.2f%%", p)
        case .down(let p): return String(format: "▼ %.2f%%", p)
        case .flat: return "— 0.00%"
        }
    }
}

struct PortfolioViewModel {
    let holdings: [Holding]
    var totalValue: Double { holdings.map(\.marketValue).reduce(0, +) }
    var totalCost: Double { holdings.reduce(0) { $0 + $1.costBasis * $1.shares } }
    var totalGain: Double { totalValue - totalCost }
    var topGainers: [Holding] { Array(holdings.filter { $0.gain > 0 }.sorted { $0.gainPercent > $1.gainPercent }.prefix(2)) }
    var losers: [Holding] { holdings.filter { $0.gain < 0 }.sorted { $0.gain < $1.gain } }
    func weight(_ h: Holding) -> Double { h.marketValue / totalValue * 100 }
}

let vm = PortfolioViewModel(holdings: [
    Holding(symbol: "AAPL", shares: 15, costBasis: 142.10, price: 189.84),
    Holding(symbol: "MSFT", shares: 8, costBasis: 310.00, price: 415.50),
    Holding(symbol: "TSLA", shares: 12.5, costBasis: 250.00, price: 177.90),
    Holding(symbol: "VTI", shares: 40, costBasis: 220.00, price: 220.05),
    Holding(symbol: "NFLX", shares: 3, costBasis: 600.00, price: 590.25),
])

print("SYMBOL     VALUE      GAIN   CHANGE   WEIGHT")
for h in vm.holdings.sorted(by: { $0.marketValue > $1.marketValue }) {
    let sym = h.symbol.padding(toLength: 6, withPad: " ", startingAt: 0)
    print(sym + String(format: "%10.2f %+9.2f ", h.marketValue, h.gain) + "\(Trend(percent: h.gainPercent))".padding(toLength: 9, withPad: " ", startingAt: 0) + String(format: "%5.1f%%", vm.weight(h)))
}
print(String(format: "Total value: %.2f", vm.totalValue))
print(String(format: "Total cost:  %.2f", vm.totalCost))
print("Total gain:  \(Trend(percent: vm.totalGain / vm.totalCost * 100)) (\(String(format: "%+.2f", vm.totalGain)))")
print("Top gainers: \(vm.topGainers.map(\.symbol))")
print("Losers: " + vm.losers.map { "\($0.symbol) \(String(format: "%.2f", $0.gain))" }.joined(separator: ", "))
let fractional = vm.holdings.filter { $0.shares != $0.shares.rounded() }
print("Fractional positions: \(fractional.map(\.symbol))")
print("Raw gain AAPL: \(vm.holdings[0].gain)")
let daily = [0.012, -0.004, 0.0, 0.021, -0.015]
var value = 10_000.0
for (day, r) in zip(["Mon", "Tue", "Wed", "Thu", "Fri"], daily) {
    value *= 1 + r
    print("\(day): \(String(format: "%.2f", value)) \(Trend(percent: r * 100))")
}
print("Week: \(Trend(percent: (value / 10_000 - 1) * 100))")
