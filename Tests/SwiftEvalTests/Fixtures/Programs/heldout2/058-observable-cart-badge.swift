import Foundation
import Observation

struct CatalogItem: Hashable {
    let id: String
    let name: String
    let priceCents: Int
}

@Observable
final class CartStore {
    private(set) var quantities: [String: Int] = [:]
    private(set) var catalog: [String: CatalogItem] = [:]
    var promoCode: String? = nil
    var lastMessage = ""

    init(items: [CatalogItem]) {
        for i in items { catalog[i.id] = i }
    }

    var badgeCount: Int { quantities.values.reduce(0, +) }
    var badgeText: String? { badgeCount == 0 ? nil : (badgeCount > 9 ? "9+" : "\(badgeCount)") }

    var subtotalCents: Int {
        quantities.reduce(0) { $0 + (catalog[$1.key]?.priceCents ?? 0) * $1.value }
    }

    var discountCents: Int {
        switch promoCode?.uppercased() {
        case "SAVE10"?: return subtotalCents / 10
        case "FIVEOFF"? where subtotalCents >= 2_500: return 500
        default: return 0
        }
    }

    var lines: [String] {
        quantities.keys.sorted().compactMap { id in
            guard let item = catalog[id], let q = quantities[id] else { return nil }
            return "\(q)× \(item.name) \(fmt(item.priceCents * q))"
        }
    }

    func add(_ id: String, quantity: Int = 1) {
        guard catalog[id] != nil else { lastMessage = "Unknown item \(id)"; return }
        quantities[id, default: 0] += quantity
        lastMessage = "Added \(catalog[id]!.name)"
    }

    func remove(_ id: String) {
        guard let q = quantities[id] else { lastMessage = "Nothing to remove"; return }
        quantities[id] = q > 1 ? q - 1 : nil
        lastMessage = q > 1 ? "Decreased \(id)" : "Removed \(id)"
    }
}

func fmt(_ cents: Int) -> String { String(format: "$%d.%02d", cents / 100, cents % 100) }

let store = CartStore(items: [
    CatalogItem(id: "tee", name: "T-Shirt", priceCents: 1_800),
    CatalogItem(id: "mug", name: "Mug", priceCents: 1_250),
    CatalogItem(id: "pin", name: "Enamel Pin", priceCents: 399),
])

func snapshot() {
    print("[\(store.badgeText ?? " ")] \(store.lastMessage) | subtotal \(fmt(store.subtotalCents)) discount \(fmt(store.discountCents))")
}

print("badge hidden: \(store.badgeText == nil)")
store.add("pin"); snapshot()
store.add("tee", quantity: 2); snapshot()
store.add("hat"); snapshot()
store.promoCode = "fiveoff"; snapshot()
store.remove("tee"); snapshot()
store.remove("tee"); snapshot()
store.remove("tee"); snapshot()
store.add("mug", quantity: 8); snapshot()
store.promoCode = "SAVE10"; snapshot()
store.lines.forEach { print("  " + $0) }
let total = store.subtotalCents - store.discountCents
print("Total due: \(fmt(total))")
store.promoCode = nil
print("promo cleared: \(fmt(store.discountCents)), items \(store.badgeCount)")
