// Currency converter: rate table against USD, cross rates, currency-coded NumberFormatter (en_US), favorites.
import Foundation

enum Currency: String, CaseIterable {
    case usd = "USD", eur = "EUR", gbp = "GBP", jpy = "JPY", chf = "CHF"
    var flag: String {
        switch self {
        case .usd: return "🇺🇸"
        case .eur: return "🇪🇺"
        case .gbp: return "🇬🇧"
        case .jpy: return "🇯🇵"
        case .chf: return "🇨🇭"
        }
    }
}

struct RateTable {
    let perUSD: [Currency: Double]   // units of currency per 1 USD

    func rate(from: Currency, to: Currency) -> Double? {
        guard let a = perUSD[from], let b = perUSD[to], a > 0 else { return nil }
        return b / a
    }
    func convert(_ amount: Double, from: Currency, to: Currency) -> Double? {
        rate(from: from, to: to).map { amount * $0 }
    }
}

let formatter = NumberFormatter()
formatter.locale = Locale(identifier: "en_US")
formatter.numberStyle = .currency
func show(_ amount: Double, _ c: Currency) -> String {
    formatter.currencyCode = c.rawValue
    return formatter.string(from: NSNumber(value: amount)) ?? "?"
}

let table = RateTable(perUSD: [.usd: 1, .eur: 0.92, .gbp: 0.79, .jpy: 151.6])

let amount = 250.0
print("Converting \(show(amount, .usd))")
for c in Currency.allCases where c != .usd {
    if let v = table.convert(amount, from: .usd, to: c) {
        print("  \(c.flag) \(c.rawValue): \(show(v, c))")
    } else {
        print("  \(c.flag) \(c.rawValue): rate unavailable")
    }
}

let pairs: [(Currency, Currency)] = [(.eur, .gbp), (.gbp, .jpy), (.jpy, .eur), (.eur, .eur), (.chf, .usd)]
for (a, b) in pairs {
    let text = table.rate(from: a, to: b).map { String(format: "%.4f", $0) } ?? "n/a"
    print("1 \(a.rawValue) = \(text) \(b.rawValue)")
}

let roundTrip = table.convert(100, from: .eur, to: .jpy).flatMap { table.convert($0, from: .jpy, to: .eur) }
print("Round trip 100 EUR → JPY → EUR: \(String(format: "%.6f", roundTrip ?? -1))")

var favorites: [Currency] = [.gbp, .jpy, .gbp, .chf]
favorites = favorites.reduce(into: []) { if !$0.contains($1) { $0.append($1) } }
print("Favorites: \(favorites.map { $0.flag + $0.rawValue }.joined(separator: " "))")
let wallet: [(Double, Currency)] = [(120, .eur), (5000, .jpy), (-40, .gbp), (0, .usd), (10, .chf)]
let totalUSD = wallet.compactMap { table.convert($0.0, from: $0.1, to: .usd) }.reduce(0, +)
let skipped = wallet.filter { table.rate(from: $0.1, to: .usd) == nil }.map(\.1.rawValue)
print("Wallet total: \(show(totalUSD, .usd)) (skipped \(skipped.joined(separator: ", ")))")
print("Small amounts: \(show(0.004, .eur)) \(show(0.5, .jpy)) \(show(-12.345, .gbp))")
