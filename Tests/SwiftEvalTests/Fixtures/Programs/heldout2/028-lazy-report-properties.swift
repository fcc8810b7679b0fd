import Foundation

var log: [String] = []

struct SalesRecord {
    let region: String
    let rep: String
    let amount: Int
}

final class SalesReport {
    let records: [SalesRecord]
    init(records: [SalesRecord]) {
        self.records = records
        log.append("init with \(records.count) records")
    }

    lazy var byRegion: [String: Int] = {
        log.append("computing byRegion")
        return records.reduce(into: [:]) { $0[$1.region, default: 0] += $1.amount }
    }()

    lazy var topRep: (name: String, total: Int)? = {
        log.append("computing topRep")
        let totals = Dictionary(grouping: records, by: \.rep).mapValues { $0.reduce(0) { $0 + $1.amount } }
        return totals.max { ($0.value, $1.key) < ($1.value, $0.key) }.map { ($0.key, $0.value) }
    }()

    lazy var grandTotal: Int = byRegion.values.reduce(0, +)

    var regionLines: [String] {
        byRegion.sorted { $0.value != $1.value ? $0.value > $1.value : $0.key < $1.key }.map { region, total in
            let pct = Double(total) / Double(grandTotal) * 100
            return "\(region.padding(toLength: 6, withPad: " ", startingAt: 0)) \(String(format: "%6d", total)) \(String(format: "%5.1f", pct))%"
        }
    }
}

let report = SalesReport(records: [
    SalesRecord(region: "West", rep: "Kim", amount: 12_000),
    SalesRecord(region: "East", rep: "Lee", amount: 8_500),
    SalesRecord(region: "West", rep: "Lee", amount: 4_200),
    SalesRecord(region: "North", rep: "Ola", amount: 8_500),
    SalesRecord(region: "East", rep: "Kim", amount: 3_000),
    SalesRecord(region: "South", rep: "Ola", amount: 9_800),
    SalesRecord(region: "North", rep: "Pat", amount: 4_000),
])

print("log so far: \(log)")
print("Grand total: \(report.grandTotal)")
print("log so far: \(log)")
report.regionLines.forEach { print($0) }
if let top = report.topRep { print("Top rep: \(top.name) with \(top.total)") }
_ = report.topRep
_ = report.byRegion
print("log: \(log.joined(separator: " | "))")
print("log size: \(log.count)")

report.byRegion["Online"] = 1_000
print("after manual insert, regions: \(report.byRegion.keys.sorted())")
print("grand total stays cached: \(report.grandTotal)")

struct Thumbnail {
    let id: Int
    lazy var pixels: [Int] = {
        log.append("render \(id)")
        return (0..<4).map { $0 * id }
    }()
}
var thumbs = [Thumbnail(id: 2), Thumbnail(id: 3)]
print(thumbs[1].pixels)
var copy = thumbs[1]
print(copy.pixels.reduce(0, +))
print(thumbs[0].pixels.count)
print(log.suffix(2))
