import Foundation

enum Currency: String, CaseIterable {
    case usd = "USD", eur = "EUR", jpy = "JPY", gbp = "GBP"
    var symbol: String {
        switch self { case .usd: return "$"; case .eur: return "€"; case .jpy: return "¥"; case .gbp: return "£" }
    }
    var fractionDigits: Int { self == .jpy ? 0 : 2 }
}

struct Money {
    let amount: Decimal
    let currency: Currency

    func rounded() -> Money {
        var value = amount, result = Decimal()
        NSDecimalRound(&result, &value, currency.fractionDigits, .bankers)
        return Money(amount: result, currency: currency)
    }

    var formatted: String {
        let f = NumberFormatter()
        f.locale = Locale(identifier: "en_US_POSIX")
        f.numberStyle = .decimal
        f.usesGroupingSeparator = true
        f.groupingSeparator = ","
        f.groupingSize = 3
        f.minimumFractionDigits = currency.fractionDigits
        f.maximumFractionDigits = currency.fractionDigits
        return currency.symbol + f.string(from: rounded().amount as NSDecimalNumber)!
    }
}

let ratesFromUSD: [Currency: Decimal] = [.usd: 1, .eur: Decimal(string: "0.9215")!, .jpy: Decimal(string: "149.87")!, .gbp: Decimal(string: "0.7904")!]

func convert(_ money: Money, to target: Currency) -> Money {
    let usd = money.amount / ratesFromUSD[money.currency]!
    return Money(amount: usd * ratesFromUSD[target]!, currency: target)
}

let price = Money(amount: Decimal(string: "1249.99")!, currency: .usd)
for c in Currency.allCases {
    print("\(c.rawValue): \(convert(price, to: c).formatted)")
}
let yen = Money(amount: 5000, currency: .jpy)
print("¥5000 in EUR: \(convert(yen, to: .eur).formatted)")
print("Bankers rounding 2.345 -> \(Money(amount: Decimal(string: "2.345")!, currency: .usd).formatted)")
print("Bankers rounding 2.355 -> \(Money(amount: Decimal(string: "2.355")!, currency: .usd).formatted)")
let cartTotals = [Decimal(string: "19.99")!, Decimal(string: "5.01")!, Decimal(string: "0.10")!]
let sum = cartTotals.reduce(0, +)
print("Sum of cart: \(sum) exact: \(sum == Decimal(string: "25.10")!)")
