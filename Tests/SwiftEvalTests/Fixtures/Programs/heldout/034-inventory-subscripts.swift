struct StockItem {
    let sku: String
    var name: String
    var quantity: Int
    var reorderLevel: Int
    var needsReorder: Bool { quantity <= reorderLevel }
}

struct Inventory {
    private var items: [StockItem] = []

    subscript(sku: String) -> StockItem? {
        get { items.first { $0.sku == sku } }
        set {
            if let i = items.firstIndex(where: { $0.sku == sku }) {
                if let newValue { items[i] = newValue } else { items.remove(at: i) }
            } else if let newValue {
                items.append(newValue)
            }
        }
    }

    subscript(index: Int) -> StockItem { items[index] }

    subscript(lowStock _: Bool) -> [StockItem] { items.filter(\.needsReorder) }

    var count: Int { items.count }

    mutating func adjust(_ sku: String, by delta: Int) {
        self[sku]?.quantity += delta
    }
}

extension Array where Element == StockItem {
    var report: String { map { "\($0.sku):\($0.quantity)" }.joined(separator: ", ") }
}

var inv = Inventory()
inv["MUG-1"] = StockItem(sku: "MUG-1", name: "Mug", quantity: 20, reorderLevel: 5)
inv["TEE-M"] = StockItem(sku: "TEE-M", name: "T-Shirt M", quantity: 4, reorderLevel: 5)
inv["CAP-9"] = StockItem(sku: "CAP-9", name: "Cap", quantity: 9, reorderLevel: 3)
print("Items: \(inv.count), first: \(inv[0].name)")
inv.adjust("MUG-1", by: -16)
inv.adjust("CAP-9", by: 10)
inv.adjust("NOPE", by: 3)
print("Low stock: \(inv[lowStock: true].report)")
inv["TEE-M"]?.name = "T-Shirt (M)"
print("Renamed: \(inv["TEE-M"]?.name ?? "?")")
inv["CAP-9"] = nil
print("After delete: \(inv.count) items, cap exists: \(inv["CAP-9"] != nil)")
for i in 0..<inv.count {
    let item = inv[i]
    print("\(i): \(item.name) qty=\(item.quantity)\(item.needsReorder ? " REORDER" : "")")
}
