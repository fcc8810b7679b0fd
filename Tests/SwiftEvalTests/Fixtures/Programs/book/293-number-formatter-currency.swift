// Foundation: NumberFormatter currency style with fixed locales and currency codes.
import Foundation

let usd = NumberFormatter()
usd.numberStyle = .currency
usd.locale = Locale(identifier: "en_US")

let prices: [Double] = [12.5, 0, 1234.567, 0.999, 1_000_000]
for p in prices {
    print(usd.string(from: NSNumber(value: p)) ?? "?")
}
print(usd.string(from: -42.1) ?? "?")

let gbp = NumberFormatter()
gbp.numberStyle = .currency
gbp.locale = Locale(identifier: "en_GB")
print(gbp.string(from: 19.99) ?? "?")

let euroInUS = NumberFormatter()
euroInUS.numberStyle = .currency
euroInUS.locale = Locale(identifier: "en_US")
euroInUS.currencyCode = "EUR"
print(euroInUS.string(from: 8.25) ?? "?")

let wholeDollars = NumberFormatter()
wholeDollars.numberStyle = .currency
wholeDollars.locale = Locale(identifier: "en_US")
wholeDollars.minimumFractionDigits = 0
wholeDollars.maximumFractionDigits = 0
print(wholeDollars.string(from: 49.6) ?? "?")
print(wholeDollars.string(from: 1500) ?? "?")

let cents = [1250, 99, 100_000]
let labels = cents.map { usd.string(from: NSNumber(value: Double($0) / 100)) ?? "?" }
print(labels.joined(separator: " | "))
