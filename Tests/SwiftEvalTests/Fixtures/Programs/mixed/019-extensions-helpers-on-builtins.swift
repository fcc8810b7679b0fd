// Extensions adding helpers on Int, String, Array, Optional and Double as app code commonly does.
import Foundation

extension Int {
    var abbreviated: String {
        let n = abs(self)
        let sign = self < 0 ? "-" : ""
        switch n {
        case 0..<1_000: return "\(self)"
        case 1_000..<1_000_000:
            let v = Double(n) / 1_000
            return sign + (v < 10 ? String(format: "%.1fK", v) : "\(n / 1_000)K")
        default: return sign + String(format: "%.1fM", Double(n) / 1_000_000)
        }
    }
    func pluralized(_ singular: String, _ plural: String? = nil) -> String {
        "\(self) \(self == 1 ? singular : (plural ?? singular + "s"))"
    }
    var isEven: Bool { self % 2 == 0 }
}

extension String {
    var initials: String {
        split(separator: " ").compactMap(\.first).prefix(2).map { String($0).uppercased() }.joined()
    }
    func truncated(to length: Int, trailing: String = "…") -> String {
        count > length ? String(prefix(length)) + trailing : self
    }
    var isBlank: Bool { trimmingCharacters(in: .whitespacesAndNewlines).isEmpty }
    var nilIfBlank: String? { isBlank ? nil : self }
}

extension Array {
    subscript(safe index: Int) -> Element? { indices.contains(index) ? self[index] : nil }
}
extension Array where Element: Hashable {
    func uniqued() -> [Element] {
        var seen = Set<Element>()
        return filter { seen.insert($0).inserted }
    }
}
extension Array where Element == Double {
    var average: Double? { isEmpty ? nil : reduce(0, +) / Double(count) }
}
extension Optional where Wrapped == String {
    var orPlaceholder: String { self?.nilIfBlank ?? "—" }
}

for n in [0, 7, 999, 1_000, 1_250, 9_999, 10_500, 999_999, 1_000_000, 2_345_678, -4_200] {
    print("\(n) → \(n.abbreviated)")
}
print([0, 1, 2].map { $0.pluralized("follower") }.joined(separator: ", "))
print(1.pluralized("person", "people") + ", " + 3.pluralized("person", "people"))
print(["Grace Hopper", "ada", "Jean Luc Picard", "", "  "].map { "[\($0.initials)]" }.joined())
print("A long headline for the card".truncated(to: 10) + " | " + "Short".truncated(to: 10))
let names = ["bo", "al", "bo", "cy", "al", "dee"]
print("Unique: \(names.uniqued()), evens: \((1...10).filter(\.isEven))")
print("safe: \(names[safe: 5] ?? "nil"), \(names[safe: 6] ?? "nil")")
print("Avg: \([2.5, 3.5, 4.0].average.map { String(format: "%.2f", $0) } ?? "n/a"), empty: \([Double]().average.map { "\($0)" } ?? "n/a")")
let bios: [String?] = ["Swift dev", nil, "   ", ""]
print(bios.map(\.orPlaceholder).joined(separator: " / "))
