// Foundation: NumberFormatter decimal and percent styles, fraction digits, grouping and parsing.
import Foundation

let decimal = NumberFormatter()
decimal.numberStyle = .decimal
decimal.locale = Locale(identifier: "en_US")
print(decimal.string(from: 1234567) ?? "?")
print(decimal.string(from: 3.14159) ?? "?")
decimal.maximumFractionDigits = 1
print(decimal.string(from: 2.75) ?? "?")
print(decimal.string(from: 10) ?? "?")
decimal.minimumFractionDigits = 1
print(decimal.string(from: 10) ?? "?")
decimal.usesGroupingSeparator = false
print(decimal.string(from: 98765.4) ?? "?")

let percent = NumberFormatter()
percent.numberStyle = .percent
percent.locale = Locale(identifier: "en_US")
print(percent.string(from: 0.25) ?? "?")
print(percent.string(from: 1.5) ?? "?")
percent.maximumFractionDigits = 1
print(percent.string(from: 0.3333) ?? "?")

let padded = NumberFormatter()
padded.minimumIntegerDigits = 3
print(padded.string(from: 7) ?? "?")
print(padded.string(from: 1234) ?? "?")

let german = NumberFormatter()
german.numberStyle = .decimal
german.locale = Locale(identifier: "de_DE")
german.minimumFractionDigits = 2
print(german.string(from: 1234.5) ?? "?")

let parser = NumberFormatter()
parser.numberStyle = .decimal
parser.locale = Locale(identifier: "en_US")
print(parser.number(from: "1,250.75")?.doubleValue ?? -1)
print(parser.number(from: "abc") == nil)
