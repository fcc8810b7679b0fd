// Decoding an inline JSON payload into Codable structs with custom keys, optionals and nested arrays.
import Foundation

struct Catalog: Decodable {
    let storeName: String
    let currency: String
    let products: [Product]

    enum CodingKeys: String, CodingKey {
        case storeName = "store_name"
        case currency
        case products
    }
}

struct Product: Decodable {
    let id: Int
    let title: String
    let priceCents: Int
    let salePriceCents: Int?
    let tags: [String]
    let rating: Double?
    let inStock: Bool

    enum CodingKeys: String, CodingKey {
        case id, title, tags, rating
        case priceCents = "price_cents"
        case salePriceCents = "sale_price_cents"
        case inStock = "in_stock"
    }
}

let json = """
{
  "store_name": "Corner Shop",
  "currency": "USD",
  "products": [
    {"id": 1, "title": "Desk Lamp", "price_cents": 3499, "sale_price_cents": 2999, "tags": ["home", "light"], "rating": 4.5, "in_stock": true},
    {"id": 2, "title": "Notebook", "price_cents": 450, "tags": [], "rating": null, "in_stock": true},
    {"id": 3, "title": "Fountain Pen", "price_cents": 12000, "tags": ["office"], "rating": 3.96, "in_stock": false},
    {"id": 4, "title": "Free Sticker", "price_cents": 0, "tags": ["promo", "office"], "in_stock": true}
  ]
}
"""

func price(_ cents: Int) -> String {
    cents == 0 ? "Free" : String(format: "$%d.%02d", cents / 100, cents % 100)
}

do {
    let catalog = try JSONDecoder().decode(Catalog.self, from: Data(json.utf8))
    print("\(catalog.storeName) (\(catalog.currency)) — \(catalog.products.count) products")
    for p in catalog.products {
        var label = "#\(p.id) \(p.title): "
        if let sale = p.salePriceCents, sale < p.priceCents {
            let off = Int((Double(p.priceCents - sale) / Double(p.priceCents) * 100).rounded())
            label += "\(price(sale)) (was \(price(p.priceCents)), \(off)% off)"
        } else {
            label += price(p.priceCents)
        }
        label += p.inStock ? "" : " — Sold out"
        print(label)
        let stars = p.rating.map { String(format: "%.1f★", $0) } ?? "No ratings"
        let tags = p.tags.isEmpty ? "untagged" : p.tags.map { "#\($0)" }.joined(separator: " ")
        print("   \(stars) · \(tags)")
    }
    let allTags = Set(catalog.products.flatMap(\.tags)).sorted()
    print("Tags: \(allTags.joined(separator: ", "))")
    let available = catalog.products.filter(\.inStock)
    let cheapest = available.min { ($0.salePriceCents ?? $0.priceCents) < ($1.salePriceCents ?? $1.priceCents) }
    print("Cheapest in stock: \(cheapest?.title ?? "none")")
    let rated = catalog.products.compactMap(\.rating)
    print("Average rating: \(rated.isEmpty ? "n/a" : String(format: "%.2f", rated.reduce(0, +) / Double(rated.count)))")
} catch {
    print("decode failed")
}

let broken = #"{"store_name": "X", "currency": "USD", "products": [{"id": "one"}]}"#
do {
    _ = try JSONDecoder().decode(Catalog.self, from: Data(broken.utf8))
    print("unexpected success")
} catch DecodingError.typeMismatch(_, let context) {
    print("Type mismatch at: \(context.codingPath.map(\.stringValue).joined(separator: "."))")
} catch {
    print("Other error")
}
