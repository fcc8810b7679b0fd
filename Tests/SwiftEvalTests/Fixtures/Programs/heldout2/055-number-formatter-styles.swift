import Foundation

func nf(_ style: NumberFormatter.Style, _ locale: String = "en_US", configure: (NumberFormatter) -> Void = { _ in }) -> NumberFormatter {
    let f = NumberFormatter()
    f.locale = Locale(identifier: locale)
    f.numberStyle = style
    configure(f)
    return f
}

let values: [Double] = [0, 0.5, 1234.5678, -987654.321, 1_000_000]

let decimal = nf(.decimal)
let percent = nf(.percent)
let currency = nf(.currency)
let euros = nf(.currency, "de_DE")
let pounds = nf(.currency, "en_GB")
let sci = nf(.scientific)

print("decimal:  " + values.map { decimal.string(from: NSNumber(value: $0))! }.joined(separator: " | "))
print("percent:  " + [0.0, 0.125, 0.5, 1.0, 2.345].map { percent.string(from: NSNumber(value: $0))! }.joined(separator: " | "))
print("currency: " + values.map { currency.string(from: NSNumber(value: $0))! }.joined(separator: " | "))
print("de_DE:    " + values.map { euros.string(from: NSNumber(value: $0))! }.joined(separator: " | "))
print("en_GB:    " + values.map { pounds.string(from: NSNumber(value: $0))! }.joined(separator: " | "))
print("sci:      " + [1234.5678, 0.00012].map { sci.string(from: NSNumber(value: $0))! }.joined(separator: " | "))

let ordinal = nf(.ordinal)
print((1...5).map { ordinal.string(from: NSNumber(value: $0))! } + [11, 12, 13, 21, 22, 103].map { ordinal.string(from: NSNumber(value: $0))! })
let spell = nf(.spellOut)
print([0, 7, 42, 1999].map { spell.string(from: NSNumber(value: $0))! })

let compact = nf(.decimal) { $0.maximumFractionDigits = 1 }
func abbreviated(_ n: Int) -> String {
    switch n {
    case ..<1_000: return "\(n)"
    case ..<1_000_000: return compact.string(from: NSNumber(value: Double(n) / 1_000))! + "K"
    case ..<1_000_000_000: return compact.string(from: NSNumber(value: Double(n) / 1_000_000))! + "M"
    default: return compact.string(from: NSNumber(value: Double(n) / 1_000_000_000))! + "B"
    }
}
print([999, 1_000, 1_049, 1_050, 12_345, 999_999, 1_200_000, 7_654_321_000].map(abbreviated))

let parse = nf(.decimal)
print(["1,234.5", "-0.75", "abc", ""].map { parse.number(from: $0)?.doubleValue as Any })
let parsedCurrency = currency.number(from: "$1,299.99")?.doubleValue ?? -1
print("parsed currency: \(parsedCurrency)")

let noGrouping = nf(.decimal) { $0.usesGroupingSeparator = false }
print(noGrouping.string(from: 1234567.25)!, decimal.string(from: 1234567.25)!)
let padded = nf(.none) { $0.minimumIntegerDigits = 3 }
print((7...9).map { padded.string(from: NSNumber(value: $0 * 11))! })
print(String(format: "%05.1f|%-6d|%6.2e|%x|%o|%+d", 3.14159, 42, 12345.678, 255, 8, 7))
print(1234.5678.rounded(), (1234.5678 * 100).rounded() / 100, Int(1234.5678), Int(-1234.5678), 7.0 / 2, 7 / 2)
print(Double(1) / 3, Float(1) / 3, 1e-5, 1e16, 123456789012.0, 0.1 + 0.2)
