// Tip calculator: Decimal rounding, percent presets, splitting with leftover cents distributed, edge inputs.
import Foundation

struct BillSplit {
    var billText: String
    var tipPercent: Int
    var people: Int
    var roundUpTotal = false

    var bill: Decimal? {
        let cleaned = billText.replacingOccurrences(of: "$", with: "").replacingOccurrences(of: ",", with: "")
            .trimmingCharacters(in: .whitespaces)
        guard let d = Decimal(string: cleaned), d >= 0 else { return nil }
        return d
    }

    func rounded(_ d: Decimal, scale: Int = 2, mode: NSDecimalNumber.RoundingMode = .plain) -> Decimal {
        var input = d, out = Decimal()
        NSDecimalRound(&out, &input, scale, mode)
        return out
    }

    var tip: Decimal? { bill.map { rounded($0 * Decimal(tipPercent) / 100) } }
    var total: Decimal? {
        guard let b = bill, let t = tip else { return nil }
        return roundUpTotal ? rounded(b + t, scale: 0, mode: .up) : b + t
    }
    var shares: [Decimal] {
        guard let total = total, people > 0 else { return [] }
        let cents = NSDecimalNumber(decimal: total * 100).intValue
        let base = cents / people, extra = cents % people
        return (0..<people).map { Decimal(base + ($0 < extra ? 1 : 0)) / 100 }
    }
}

let fmt: NumberFormatter = {
    let f = NumberFormatter()
    f.locale = Locale(identifier: "en_US")
    f.numberStyle = .currency
    return f
}()
func money(_ d: Decimal?) -> String { d.flatMap { fmt.string(from: $0 as NSDecimalNumber) } ?? "—" }

let scenarios = [
    BillSplit(billText: "$84.30", tipPercent: 18, people: 3),
    BillSplit(billText: "1,250.00", tipPercent: 20, people: 4, roundUpTotal: true),
    BillSplit(billText: "10", tipPercent: 15, people: 3),
    BillSplit(billText: "0", tipPercent: 20, people: 2),
    BillSplit(billText: "abc", tipPercent: 20, people: 2),
    BillSplit(billText: "-5", tipPercent: 20, people: 2),
    BillSplit(billText: "45.55", tipPercent: 0, people: 0),
]
for s in scenarios {
    print("Bill '\(s.billText)' tip \(s.tipPercent)% ×\(s.people)\(s.roundUpTotal ? " (round up)" : "")")
    print("  tip \(money(s.tip)), total \(money(s.total))")
    let shares = s.shares
    if shares.isEmpty {
        print("  cannot split")
    } else if Set(shares).count == 1 {
        print("  each pays \(money(shares[0]))")
    } else {
        print("  shares: \(shares.map { money($0) }.joined(separator: ", "))")
    }
}
let presets = [15, 18, 20, 25]
let base = Decimal(string: "62.40")!
print("Presets on \(money(base)): " + presets.map { "\($0)%→\(money(BillSplit(billText: "62.40", tipPercent: $0, people: 1).tip))" }.joined(separator: " "))
