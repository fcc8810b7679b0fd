import Foundation

struct Stats {
    let values: [Double]
    var count: Int { values.count }
    var mean: Double? { values.isEmpty ? nil : values.reduce(0, +) / Double(count) }
    var median: Double? {
        guard !values.isEmpty else { return nil }
        let s = values.sorted()
        return count % 2 == 1 ? s[count / 2] : (s[count / 2 - 1] + s[count / 2]) / 2
    }
    var stdDev: Double? {
        guard let m = mean, count > 1 else { return nil }
        let v = values.map { ($0 - m) * ($0 - m) }.reduce(0, +) / Double(count - 1)
        return v.squareRoot()
    }
    var range: ClosedRange<Double>? {
        guard let lo = values.min(), let hi = values.max() else { return nil }
        return lo...hi
    }
}

func f2(_ x: Double?) -> String { x.map { String(format: "%.2f", $0) } ?? "—" }

func compact(_ n: Int) -> String {
    let a = abs(n)
    let sign = n < 0 ? "-" : ""
    switch a {
    case 0..<1_000: return "\(n)"
    case 1_000..<1_000_000:
        let v = Double(a) / 1_000
        return sign + (v < 10 ? String(format: "%.1fK", v) : "\(a / 1_000)K")
    default:
        return sign + String(format: "%.1fM", Double(a) / 1_000_000)
    }
}

let steps = [8_432.0, 10_250, 6_100, 12_875, 9_940, 3_020, 11_111]
let s = Stats(values: steps)
print("n=\(s.count) mean=\(f2(s.mean)) median=\(f2(s.median)) sd=\(f2(s.stdDev))")
if let r = s.range { print("range \(Int(r.lowerBound))...\(Int(r.upperBound)) contains 9000: \(r.contains(9000))") }
let empty = Stats(values: [])
print("n=\(empty.count) mean=\(f2(empty.mean)) median=\(f2(empty.median)) sd=\(f2(empty.stdDev))")
print(f2(Stats(values: [4, 1, 3, 2]).median), f2(Stats(values: [5]).stdDev))

for n in [0, 999, 1_000, 1_549, 9_999, 12_345, 999_999, 1_250_000, -4_200, 73_000_000] {
    print(n, "->", compact(n))
}
let pct = [0.0, 0.1234, 0.5, 0.999, 1.0]
print(pct.map { String(format: "%.1f%%", $0 * 100) }.joined(separator: " "))
print(String(format: "%08.3f|%-6d|%+d|%x|%o|%e", 3.14159, 42, 7, 255, 8, 12345.678))
print(Int(2.5.rounded()), Int((-2.5).rounded()), Int(2.5.rounded(.toNearestOrEven)), Int(2.7.rounded(.down)), Int((-2.1).rounded(.up)))
