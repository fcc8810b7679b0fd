import Foundation

final class SalesReport {
    let sales: [(region: String, amount: Int)]
    private(set) var computations = 0

    init(sales: [(region: String, amount: Int)]) {
        self.sales = sales
        print("Report created with \(sales.count) rows")
    }

    lazy var totalsByRegion: [String: Int] = {
        computations += 1
        print("(computing totals)")
        return sales.reduce(into: [:]) { $0[$1.region, default: 0] += $1.amount }
    }()

    lazy var bestRegion: String? = {
        computations += 1
        print("(computing best region)")
        return totalsByRegion.max { a, b in a.value != b.value ? a.value < b.value : a.key > b.key }?.key
    }()

    var grandTotal: Int { totalsByRegion.values.reduce(0, +) }
}

let report = SalesReport(sales: [
    ("North", 1200), ("South", 800), ("East", 1500),
    ("North", 700), ("West", 300), ("South", 900),
])
print("Nothing computed yet: \(report.computations)")
print("Best: \(report.bestRegion ?? "n/a")")
print("Best again: \(report.bestRegion ?? "n/a")")
print("Grand total: \(report.grandTotal)")
for region in report.totalsByRegion.keys.sorted() {
    let amount = report.totalsByRegion[region]!
    let share = Double(amount) / Double(report.grandTotal) * 100
    let bar = String(repeating: "#", count: amount / 200)
    print("\(region.padding(toLength: 6, withPad: " ", startingAt: 0))\(bar) \(Int(share.rounded()))%")
}
print("Computations: \(report.computations)")
