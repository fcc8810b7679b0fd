import Foundation

enum ByteUnit: Int, CaseIterable {
    case bytes = 0, kb, mb, gb, tb
    var suffix: String { ["B", "KB", "MB", "GB", "TB"][rawValue] }
}

func humanBytes(_ bytes: Int64) -> String {
    var value = Double(bytes)
    var unit = ByteUnit.bytes
    while value >= 1000, let next = ByteUnit(rawValue: unit.rawValue + 1) {
        value /= 1000
        unit = next
    }
    if unit == .bytes { return "\(bytes) \(unit.suffix)" }
    return value >= 100 ? String(format: "%.0f %@", value, unit.suffix) : String(format: "%.1f %@", value, unit.suffix)
}

struct StorageCategory {
    let name: String
    let bytes: Int64
    let symbol: Character
}

struct StorageViewModel {
    let capacity: Int64
    let categories: [StorageCategory]

    var used: Int64 { categories.reduce(0) { $0 + $1.bytes } }
    var free: Int64 { capacity - used }
    var usedFraction: Double { Double(used) / Double(capacity) }

    var bar: String {
        let width = 40
        var result = ""
        for c in categories.sorted(by: { $0.bytes > $1.bytes }) {
            let n = Int((Double(c.bytes) / Double(capacity) * Double(width)).rounded())
            result += String(repeating: String(c.symbol), count: n)
        }
        return "[" + result.padding(toLength: width, withPad: "·", startingAt: 0) + "]"
    }

    var warning: String? {
        switch usedFraction {
        case 0.95...: return "Storage almost full"
        case 0.8..<0.95: return "Running low on space"
        default: return nil
        }
    }

    var headline: String { "\(humanBytes(used)) of \(humanBytes(capacity)) used" }
}

let gb: Int64 = 1_000_000_000
let vm = StorageViewModel(capacity: 128 * gb, categories: [
    StorageCategory(name: "Photos", bytes: 41_300_000_000, symbol: "P"),
    StorageCategory(name: "Apps", bytes: 28_750_000_000, symbol: "A"),
    StorageCategory(name: "System", bytes: 12 * gb, symbol: "S"),
    StorageCategory(name: "Messages", bytes: 6_420_000_000, symbol: "M"),
    StorageCategory(name: "Other", bytes: 987_654_321, symbol: "O"),
])

print(vm.headline)
print(vm.bar)
for c in vm.categories.sorted(by: { $0.bytes > $1.bytes }) {
    let pct = Double(c.bytes) / Double(vm.used) * 100
    print("\(c.symbol) \(c.name.padding(toLength: 9, withPad: " ", startingAt: 0)) \(humanBytes(c.bytes).padding(toLength: 8, withPad: " ", startingAt: 0)) \(String(format: "%4.1f%%", pct))")
}
print("Free: \(humanBytes(vm.free))")
print(vm.warning ?? "Plenty of space")
let full = StorageViewModel(capacity: 64 * gb, categories: vm.categories)
print(full.headline, "->", full.warning ?? "ok", String(format: "(%.1f%%)", full.usedFraction * 100))
print(full.free < 0 ? "Over by \(humanBytes(-full.free))" : "fits")
print([0, 999, 1000, 1536, 999_999, 1_000_000, 123_456_789, 5_000_000_000_000].map { humanBytes(Int64($0)) })
let largeFiles = [("movie.mov", Int64(4_200_000_000)), ("backup.zip", 950_000_000), ("notes.txt", 12_345)]
let reclaim = largeFiles.filter { $0.1 > 500_000_000 }
print("Review \(reclaim.count) large files: \(reclaim.map { "\($0.0) (\(humanBytes($0.1)))" }.joined(separator: ", "))")
print("Reclaimable: \(humanBytes(reclaim.map(\.1).reduce(0, +)))")
print(Int64.max / gb, Int64(128) * gb / 3, (128 * gb) % 7)
