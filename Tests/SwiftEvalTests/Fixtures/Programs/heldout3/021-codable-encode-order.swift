import Foundation

struct LineItem: Codable, Equatable {
    let sku: String
    let qty: Int
    let unitPrice: Double
}

struct Order: Codable, Equatable {
    enum Status: String, Codable {
        case pending, shipped, delivered
    }
    let orderId: String
    var status: Status
    var items: [LineItem]
    var note: String?
    var giftWrap: Bool

    var total: Double { items.reduce(0) { $0 + Double($1.qty) * $1.unitPrice } }
}

var order = Order(
    orderId: "ORD-1001",
    status: .pending,
    items: [LineItem(sku: "pen", qty: 3, unitPrice: 1.5), LineItem(sku: "pad", qty: 1, unitPrice: 4.25)],
    note: nil,
    giftWrap: false
)

let encoder = JSONEncoder()
encoder.outputFormatting = [.sortedKeys]
let compact = try! encoder.encode(order)
print(String(decoding: compact, as: UTF8.self))

order.status = .shipped
order.note = "Leave at door"
encoder.outputFormatting = [.sortedKeys, .prettyPrinted]
print(String(decoding: try! encoder.encode(order), as: UTF8.self))

let decoded = try! JSONDecoder().decode(Order.self, from: encoder.encode(order))
print("Round trip equal: \(decoded == order)")
print(String(format: "Total: %.2f", decoded.total))

let snake = JSONEncoder()
snake.keyEncodingStrategy = .convertToSnakeCase
snake.outputFormatting = .sortedKeys
print(String(decoding: try! snake.encode(order.items[0]), as: UTF8.self))
print(String(decoding: try! snake.encode(["giftWrap": order.giftWrap]), as: UTF8.self))

let statuses: [Order.Status] = [.pending, .delivered]
print(String(decoding: try! JSONEncoder().encode(statuses), as: UTF8.self))
let bad = #"{"orderId":"X","status":"lost","items":[],"giftWrap":true}"#
do {
    _ = try JSONDecoder().decode(Order.self, from: Data(bad.utf8))
} catch DecodingError.dataCorrupted(let ctx) {
    print("Corrupted at \(ctx.codingPath.map(\.stringValue))")
} catch {
    print("other: \(error)")
}
