import Foundation

struct TipCalculator {
    var billCents: Int
    var tipPercent: Int
    var people: Int
    var roundUpTotal = false

    var tipCents: Int { (billCents * tipPercent + 50) / 100 }
    var totalCents: Int {
        let raw = billCents + tipCents
        return roundUpTotal ? ((raw + 99) / 100) * 100 : raw
    }

    /// Splits so the shares differ by at most one cent; the first payers cover the remainder.
    var shares: [Int] {
        guard people > 0 else { return [] }
        let base = totalCents / people
        let remainder = totalCents % people
        return (0..<people).map { $0 < remainder ? base + 1 : base }
    }

    static func dollars(_ cents: Int) -> String { String(format: "$%d.%02d", cents / 100, cents % 100) }
}

let presets = [15, 18, 20, 22]
var calc = TipCalculator(billCents: 8_437, tipPercent: 18, people: 3)

print("Bill: \(TipCalculator.dollars(calc.billCents))")
for p in presets {
    calc.tipPercent = p
    let marker = p == 20 ? " (suggested)" : ""
    print("\(p)%: tip \(TipCalculator.dollars(calc.tipCents)), total \(TipCalculator.dollars(calc.totalCents))\(marker)")
}

calc.tipPercent = 20
print("Split \(calc.people) ways: \(calc.shares.map(TipCalculator.dollars))")
print("Check: \(calc.shares.reduce(0, +) == calc.totalCents)")

calc.roundUpTotal = true
print("Rounded total: \(TipCalculator.dollars(calc.totalCents)), shares \(calc.shares.map(TipCalculator.dollars))")

calc.people = 7
calc.roundUpTotal = false
let shares = calc.shares
print("7 ways: \(shares.map(TipCalculator.dollars).joined(separator: " "))")
print("min \(TipCalculator.dollars(shares.min()!)) max \(TipCalculator.dollars(shares.max()!))")

calc.people = 0
print("0 people -> \(calc.shares.isEmpty ? "enter party size" : "?")")

let perPersonDouble = Double(10_126) / 3.0 / 100.0
print("naive per person: \(perPersonDouble)")
print(String(format: "formatted: %.2f", perPersonDouble))
print("Int division: \(10_126 / 3), remainder: \(10_126 % 3), negative: \(-7 / 2) \(-7 % 2)")
print("Double rounding: \((perPersonDouble * 100).rounded() / 100), down: \((perPersonDouble * 100).rounded(.down) / 100)")
let tipsFromText = ["18", " 20 ", "abc", "", "15.5", "-3"].map { Int($0.trimmingCharacters(in: .whitespaces)) }
print(tipsFromText)
let valid = tipsFromText.compactMap { $0 }.filter { (0...100).contains($0) }
print("valid tip inputs: \(valid)")
