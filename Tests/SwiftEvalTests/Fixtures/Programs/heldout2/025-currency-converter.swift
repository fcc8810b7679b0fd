import Foundation

enum CurrencyCode: String, CaseIterable, Codable {
    case usd = "USD", eur = "EUR", gbp = "GBP", jpy = "JPY", chf = "CHF"
    var symbol: String {
        switch self { case .usd: return "$"; case .eur: return "€"; case .gbp: return "£"; case .jpy: return "¥"; case .chf: return "CHF " }
    }
    var fractionDigits: Int { self == .jpy ? 0 : 2 }
}

enum ConversionError: Error { case missingRate(CurrencyCode), negativeAmount }

struct RateTable {
    // units of currency per 1 USD
    let perUSD: [CurrencyCode: Double]

    func convert(_ amount: Double, from: CurrencyCode, to: CurrencyCode) throws -> Double {
        guard amount >= 0 else { throw ConversionError.negativeAmount }
        guard let f = perUSD[from] else { throw ConversionError.missingRate(from) }
        guard let t = perUSD[to] else { throw ConversionError.missingRate(to) }
        return amount / f * t
    }
}

func format(_ amount: Double, _ code: CurrencyCode) -> String {
    let nf = NumberFormatter()
    nf.locale = Locale(identifier: "en_US")
    nf.numberStyle = .currency
    nf.currencyCode = code.rawValue
    return nf.string(from: NSNumber(value: amount)) ?? "?"
}

let table = RateTable(perUSD: [.usd: 1, .eur: 0.92, .gbp: 0.79, .jpy: 151.37])

let requests: [(Double, CurrencyCode, CurrencyCode)] = [
    (100, .usd, .eur), (2500, .eur, .jpy), (1_234_567.891, .jpy, .usd),
    (49.99, .gbp, .usd), (10, .usd, .chf), (-5, .usd, .eur), (0.005, .usd, .usd), (0.015, .usd, .usd),
]

for (amount, from, to) in requests {
    do {
        let result = try table.convert(amount, from: from, to: to)
        print("\(format(amount, from)) = \(format(result, to))")
    } catch ConversionError.missingRate(let c) {
        print("No rate for \(c.rawValue)")
    } catch {
        print("Error: \(error)")
    }
}

let wallet: [CurrencyCode: Double] = [.eur: 320.5, .gbp: 80, .jpy: 12000, .usd: 15.25]
let totalUSD = wallet.sorted(by: { $0.key.rawValue < $1.key.rawValue }).reduce(0.0) { sum, entry in sum + ((try? table.convert(entry.value, from: entry.key, to: .usd)) ?? 0) }
print("Wallet total: \(format(totalUSD, .usd))")
for code in wallet.keys.sorted(by: { $0.rawValue < $1.rawValue }) {
    let share = (try? table.convert(wallet[code]!, from: code, to: .usd)).map { $0 / totalUSD * 100 } ?? 0
    print(String(format: "  %@ %5.1f%%", code.rawValue, share), "(\(code.symbol.trimmingCharacters(in: .whitespaces)), \(code.fractionDigits) dp)")
}
let supported = CurrencyCode.allCases.filter { table.perUSD[$0] != nil }.map(\.rawValue)
print("Supported: \(supported.joined(separator: "/"))")
let enc = JSONEncoder(); enc.outputFormatting = .sortedKeys
print(String(data: try! enc.encode(["base": CurrencyCode.usd, "quote": CurrencyCode.gbp]), encoding: .utf8)!)
