// Inventory: classes with inheritance and overrides, protocol-typed arrays, type checks and casts.
import Foundation

protocol Stockable {
    var sku: String { get }
    var quantity: Int { get set }
    var reorderLevel: Int { get }
}
extension Stockable {
    var needsReorder: Bool { quantity <= reorderLevel }
}

class Product: Stockable, CustomStringConvertible {
    let sku: String
    let name: String
    var quantity: Int
    let price: Double
    var reorderLevel: Int { 5 }
    init(sku: String, name: String, quantity: Int, price: Double) {
        self.sku = sku; self.name = name; self.quantity = quantity; self.price = price
    }
    var kind: String { "Product" }
    var value: Double { Double(quantity) * price }
    var description: String { "\(kind) \(sku) \(name) ×\(quantity)" }
}

final class Perishable: Product {
    let daysLeft: Int
    init(sku: String, name: String, quantity: Int, price: Double, daysLeft: Int) {
        self.daysLeft = daysLeft
        super.init(sku: sku, name: name, quantity: quantity, price: price)
    }
    override var kind: String { "Perishable" }
    override var reorderLevel: Int { 10 }
    override var value: Double { daysLeft <= 0 ? 0 : super.value }
    override var description: String { super.description + " (\(daysLeft)d)" }
}

final class Bundle: Product {
    let parts: [Product]
    init(sku: String, name: String, parts: [Product]) {
        self.parts = parts
        super.init(sku: sku, name: name, quantity: parts.map(\.quantity).min() ?? 0, price: parts.reduce(0) { $0 + $1.price } * 0.9)
    }
    override var kind: String { "Bundle" }
}

struct Warehouse {
    var items: [Stockable] = []
    mutating func ship(_ sku: String, count: Int) -> String {
        guard let i = items.firstIndex(where: { $0.sku == sku }) else { return "\(sku): unknown SKU" }
        guard items[i].quantity >= count else { return "\(sku): only \(items[i].quantity) left" }
        items[i].quantity -= count
        return "\(sku): shipped \(count), \(items[i].quantity) remain"
    }
}

let cable = Product(sku: "C-1", name: "USB-C Cable", quantity: 40, price: 9.5)
let charger = Product(sku: "C-2", name: "Charger", quantity: 6, price: 24)
let milk = Perishable(sku: "P-1", name: "Oat Milk", quantity: 12, price: 3.2, daysLeft: 4)
let yogurt = Perishable(sku: "P-2", name: "Yogurt", quantity: 3, price: 1.1, daysLeft: 0)
let kit = Bundle(sku: "B-1", name: "Travel Kit", parts: [cable, charger])
let empty = Bundle(sku: "B-0", name: "Empty Kit", parts: [])

var warehouse = Warehouse(items: [cable, charger, milk, yogurt, kit, empty])
for item in warehouse.items { print(item) }
print(warehouse.ship("C-2", count: 2))
print(warehouse.ship("P-1", count: 20))
print(warehouse.ship("P-1", count: 3))
print(warehouse.ship("Z-9", count: 1))
print("Charger quantity via shared reference: \(charger.quantity)")

let reorder = warehouse.items.filter(\.needsReorder).map(\.sku).sorted()
print("Reorder: \(reorder.joined(separator: ", "))")
let perishables = warehouse.items.compactMap { $0 as? Perishable }
print("Perishables: \(perishables.count), expired: \(perishables.filter { $0.daysLeft <= 0 }.map(\.name))")
let products = warehouse.items.compactMap { $0 as? Product }
let total = products.reduce(0) { $0 + $1.value }
print(String(format: "Stock value: $%.2f", total))
for p in products where p is Bundle {
    print("\(p.name): \(p.quantity) buildable at \(String(format: "%.2f", p.price))")
}
let kinds = Dictionary(grouping: products, by: \.kind).mapValues(\.count)
print(kinds.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" }.joined(separator: " "))
