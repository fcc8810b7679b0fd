struct InventoryEvent {
    enum Kind { case received, sold, damaged, returned }
    let sku: String
    let kind: Kind
    let qty: Int
}

let events: [InventoryEvent] = [
    .init(sku: "TSHIRT-M", kind: .received, qty: 50),
    .init(sku: "TSHIRT-L", kind: .received, qty: 30),
    .init(sku: "HOODIE", kind: .received, qty: 10),
    .init(sku: "TSHIRT-M", kind: .sold, qty: 12),
    .init(sku: "HOODIE", kind: .sold, qty: 9),
    .init(sku: "TSHIRT-L", kind: .damaged, qty: 2),
    .init(sku: "TSHIRT-M", kind: .returned, qty: 1),
    .init(sku: "CAP", kind: .sold, qty: 1),
    .init(sku: "TSHIRT-L", kind: .sold, qty: 25),
]

var onHand: [String: Int] = [:]
var soldCount: [String: Int] = [:]
var problems: [String] = []

for e in events {
    switch e.kind {
    case .received, .returned:
        onHand[e.sku, default: 0] += e.qty
    case .sold, .damaged:
        let have = onHand[e.sku] ?? 0
        if have < e.qty {
            problems.append("\(e.sku): cannot remove \(e.qty), only \(have)")
            continue
        }
        onHand[e.sku] = have - e.qty
        if case .sold = e.kind { soldCount[e.sku, default: 0] += e.qty }
    }
}

for sku in onHand.keys.sorted() {
    let n = onHand[sku]!
    let status = n == 0 ? "OUT" : n < 5 ? "LOW" : "OK"
    print(sku.padding(toLength: 10), String(n).leftPad(4), status)
}
print(problems)
let bestSeller = soldCount.max { a, b in a.value != b.value ? a.value < b.value : a.key > b.key }
print("best seller:", bestSeller.map { "\($0.key) (\($0.value))" } ?? "none")

let families = Dictionary(grouping: onHand.keys, by: { $0.split(separator: "-").first.map(String.init) ?? $0 })
    .mapValues { $0.sorted() }
for k in families.keys.sorted() { print(k, families[k]!) }
let restock = onHand.filter { $0.value < 5 }.map(\.key).sorted()
print("restock:", restock)
var reorderQty = Dictionary(uniqueKeysWithValues: restock.map { ($0, 20 - onHand[$0]!) })
reorderQty["CAP"] = reorderQty["CAP"] ?? 20
print(reorderQty.sorted { $0.key < $1.key }.map { "\($0.key)+\($0.value)" }.joined(separator: ", "))
let compacted = onHand.compactMapValues { $0 > 0 ? $0 : nil }
print(compacted.count, onHand.count, compacted.values.reduce(0, +))

extension String {
    func padding(toLength n: Int) -> String { count >= n ? self : self + String(repeating: " ", count: n - count) }
    func leftPad(_ n: Int) -> String { count >= n ? self : String(repeating: " ", count: n - count) + self }
}
