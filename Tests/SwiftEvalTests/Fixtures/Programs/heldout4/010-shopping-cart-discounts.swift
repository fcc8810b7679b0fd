import Foundation

enum Discount {
    case percent(Int)
    case fixed(cents: Int)
    case buyXGetY(sku: String, buy: Int, free: Int)
    case none
}

struct Product { let sku: String; let name: String; let priceCents: Int }

struct CartLine { let product: Product; var qty: Int }

func apply(_ discount: Discount, to lines: [CartLine]) -> Int {
    let subtotal = lines.reduce(0) { $0 + $1.product.priceCents * $1.qty }
    switch discount {
    case .percent(let p):
        return subtotal * p / 100
    case .fixed(let c):
        return min(c, subtotal)
    case let .buyXGetY(sku, buy, free):
        guard let line = lines.first(where: { $0.product.sku == sku }) else { return 0 }
        let groups = line.qty / (buy + free)
        return groups * free * line.product.priceCents
    case .none:
        return 0
    }
}

func fmt(_ cents: Int) -> String { String(format: "$%d.%02d", cents / 100, cents % 100) }

let catalog: [String: Product] = [
    "A1": Product(sku: "A1", name: "Apple", priceCents: 45),
    "B2": Product(sku: "B2", name: "Bread", priceCents: 299),
    "C3": Product(sku: "C3", name: "Cheese", priceCents: 650),
]

var lines: [CartLine] = []
for (sku, qty) in [("A1", 7), ("C3", 1), ("B2", 2), ("Z9", 1), ("A1", 2)] {
    guard let p = catalog[sku] else { print("unknown sku \(sku)"); continue }
    if let i = lines.firstIndex(where: { $0.product.sku == sku }) {
        lines[i].qty += qty
    } else {
        lines.append(CartLine(product: p, qty: qty))
    }
}
for l in lines { print("\(l.product.name) x\(l.qty) = \(fmt(l.product.priceCents * l.qty))") }

let discounts: [(String, Discount)] = [
    ("10% off", .percent(10)),
    ("$5 off", .fixed(cents: 500)),
    ("apples 3-for-2", .buyXGetY(sku: "A1", buy: 2, free: 1)),
    ("bread 1+1", .buyXGetY(sku: "B2", buy: 1, free: 1)),
    ("nothing", .none),
    ("huge", .fixed(cents: 1_000_000)),
]
let subtotal = lines.reduce(0) { $0 + $1.product.priceCents * $1.qty }
print("subtotal", fmt(subtotal))
let results = discounts.map { (name: $0.0, saved: apply($0.1, to: lines)) }
for r in results { print("\(r.name): -\(fmt(r.saved)) => \(fmt(subtotal - r.saved))") }
let best = results.filter { $0.name != "huge" }.max { $0.saved < $1.saved }!
print("best:", best.name)
