import Foundation

struct StockItem {
    let sku: String
    let name: String
    var onHand: Int
    let reorderPoint: Int
    let dailyUsage: Double
    let supplier: String?
    let unitCost: Double
}

enum StockLevel: String, CaseIterable {
    case out = "Out of stock", critical = "Critical", low = "Low", ok = "OK"
}

extension StockItem {
    var level: StockLevel {
        switch onHand {
        case 0: return .out
        case let n where n <= reorderPoint / 2: return .critical
        case let n where n <= reorderPoint: return .low
        default: return .ok
        }
    }
    var daysOfCover: Int? { dailyUsage > 0 ? Int(Double(onHand) / dailyUsage) : nil }
    var suggestedOrder: Int {
        guard level != .ok else { return 0 }
        let target = Int((dailyUsage * 14).rounded(.up))
        return max(target - onHand, reorderPoint)
    }
}

var inventory = [
    StockItem(sku: "CUP-12", name: "Paper cups 12oz", onHand: 40, reorderPoint: 200, dailyUsage: 35, supplier: "PackCo", unitCost: 0.08),
    StockItem(sku: "LID-12", name: "Lids 12oz", onHand: 0, reorderPoint: 200, dailyUsage: 33, supplier: "PackCo", unitCost: 0.03),
    StockItem(sku: "BEAN-H", name: "House beans (kg)", onHand: 9, reorderPoint: 10, dailyUsage: 1.5, supplier: "Roastery", unitCost: 14.5),
    StockItem(sku: "MILK-O", name: "Oat milk (L)", onHand: 30, reorderPoint: 12, dailyUsage: 4, supplier: nil, unitCost: 2.2),
    StockItem(sku: "SYR-V", name: "Vanilla syrup", onHand: 2, reorderPoint: 3, dailyUsage: 0, supplier: "Roastery", unitCost: 6),
]

for level in StockLevel.allCases {
    let items = inventory.filter { $0.level == level }
    guard !items.isEmpty else { continue }
    print("\(level.rawValue) (\(items.count))")
    for i in items {
        let cover = i.daysOfCover.map { "\($0)d cover" } ?? "no usage"
        print("  \(i.sku) \(i.name): \(i.onHand) on hand, \(cover)")
    }
}

let orders = inventory.filter { $0.suggestedOrder > 0 }
let bySupplier = Dictionary(grouping: orders) { $0.supplier ?? "Unassigned" }
for supplier in bySupplier.keys.sorted() {
    let lines = bySupplier[supplier]!.map { ($0.sku, $0.suggestedOrder, Double($0.suggestedOrder) * $0.unitCost) }
    let total = lines.reduce(0) { $0 + $1.2 }
    print("PO \(supplier): " + lines.map { "\($0.0)×\($0.1)" }.joined(separator: ", ") + String(format: " = $%.2f", total))
}

let unsupplied = inventory.compactMap { $0.supplier == nil ? $0.name : nil }
print("No supplier: \(unsupplied)")
let value = inventory.reduce(into: 0.0) { $0 += Double($1.onHand) * $1.unitCost }
print(String(format: "Inventory value: $%.2f", value))
print("Raw value: \(value)")

// Receive shipment
let shipment: [String: Int] = ["LID-12": 500, "CUP-12": 300, "UNKNOWN": 5]
var unknown: [String] = []
for (sku, qty) in shipment.sorted(by: { $0.key < $1.key }) {
    if let idx = inventory.firstIndex(where: { $0.sku == sku }) {
        inventory[idx].onHand += qty
    } else {
        unknown.append(sku)
    }
}
print("After shipment: " + inventory.map { "\($0.sku)=\($0.level == .ok ? "ok" : $0.level.rawValue.lowercased())" }.joined(separator: " "))
print("Unknown SKUs: \(unknown)")
let alertBadge = inventory.filter { $0.level != .ok }.count
print("Alert badge: \(alertBadge > 0 ? String(alertBadge) : "none")")
