import Foundation

enum StockLevel: Comparable {
    case outOfStock
    case low(remaining: Int)
    case healthy

    init(quantity: Int, threshold: Int) {
        switch quantity {
        case ...0: self = .outOfStock
        case 1..<threshold: self = .low(remaining: quantity)
        default: self = .healthy
        }
    }

    var badge: String {
        switch self {
        case .outOfStock: return "🔴 Sold out"
        case .low(let n): return "🟠 Only \(n) left"
        case .healthy: return "🟢 In stock"
        }
    }
}

struct Inventory {
    private var quantities: [String: Int] = [:]
    var threshold = 5

    subscript(sku: String) -> Int {
        get { quantities[sku, default: 0] }
        set { quantities[sku] = max(0, newValue) }
    }

    subscript(level level: StockLevel) -> [String] {
        quantities.keys.sorted().filter { StockLevel(quantity: quantities[$0]!, threshold: threshold) == level }
    }

    func level(of sku: String) -> StockLevel {
        StockLevel(quantity: self[sku], threshold: threshold)
    }

    var skus: [String] { quantities.keys.sorted() }

    mutating func sell(_ sku: String, _ n: Int) -> Bool {
        guard self[sku] >= n else { return false }
        self[sku] -= n
        return true
    }
}

var inv = Inventory()
inv["mug"] = 12
inv["tee"] = 3
inv["cap"] = 0
inv["pin"] = 40
inv["pin"] += 5
inv["bag"] = -4

for sku in inv.skus {
    print("\(sku.padding(toLength: 4, withPad: " ", startingAt: 0))\(String(inv[sku]).padding(toLength: 4, withPad: " ", startingAt: 0))\(inv.level(of: sku).badge)")
}
print("sell 2 tee: \(inv.sell("tee", 2)), sell 5 tee: \(inv.sell("tee", 5))")
print("sell 8 mug: \(inv.sell("mug", 8))")
print("Healthy: \(inv[level: .healthy])")
print("Sold out: \(inv[level: .outOfStock])")
print("Low(1): \(inv[level: .low(remaining: 1)])")
let sortedByUrgency = inv.skus.sorted { (inv.level(of: $0), $0) < (inv.level(of: $1), $1) }
print(sortedByUrgency)
print(StockLevel.low(remaining: 2) < .low(remaining: 3), StockLevel.healthy > .outOfStock)
print(inv["unknown"], inv.level(of: "mug") == .low(remaining: 4))
