// Foundation: hand-written init(from:) and encode(to:) with nested containers and defaults.
import Foundation

struct Price: Codable, Equatable {
    let cents: Int
    let currency: String

    enum CodingKeys: String, CodingKey {
        case amount, currency
    }

    init(cents: Int, currency: String) {
        self.cents = cents
        self.currency = currency
    }

    init(from decoder: Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        let text = try c.decode(String.self, forKey: .amount)
        let parts = text.split(separator: ".").map { Int($0) ?? 0 }
        cents = parts[0] * 100 + (parts.count > 1 ? parts[1] : 0)
        currency = try c.decodeIfPresent(String.self, forKey: .currency) ?? "USD"
    }

    func encode(to encoder: Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        let rest = cents % 100
        try c.encode("\(cents / 100).\(rest < 10 ? "0" : "")\(rest)", forKey: .amount)
        try c.encode(currency, forKey: .currency)
    }
}

struct Product: Codable {
    let sku: String
    let price: Price
    let tags: [String]

    enum CodingKeys: String, CodingKey { case sku, price, meta }
    enum MetaKeys: String, CodingKey { case tags }

    init(from decoder: Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        sku = try c.decode(String.self, forKey: .sku)
        price = try c.decode(Price.self, forKey: .price)
        let meta = try c.nestedContainer(keyedBy: MetaKeys.self, forKey: .meta)
        tags = try meta.decodeIfPresent([String].self, forKey: .tags) ?? []
    }

    func encode(to encoder: Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encode(sku, forKey: .sku)
        try c.encode(price, forKey: .price)
        var meta = c.nestedContainer(keyedBy: MetaKeys.self, forKey: .meta)
        try meta.encode(tags, forKey: .tags)
    }
}

let json = #"[{"sku":"M-1","price":{"amount":"12.05"},"meta":{"tags":["mug"]}},"#
    + #"{"sku":"T-2","price":{"amount":"3","currency":"EUR"},"meta":{}}]"#
let products = try! JSONDecoder().decode([Product].self, from: Data(json.utf8))
for p in products {
    print(p.sku, p.price.cents, p.price.currency, p.tags)
}
let encoder = JSONEncoder()
encoder.outputFormatting = .sortedKeys
print(String(data: try! encoder.encode(products), encoding: .utf8)!)
print(String(data: try! encoder.encode(Price(cents: 7, currency: "GBP")), encoding: .utf8)!)
let back = try! JSONDecoder().decode(Price.self, from: try! encoder.encode(products[0].price))
print(back == products[0].price)
