import Foundation

struct LineItem: Codable { let sku: String; let qty: Int; let price: Double }

struct Order: Codable {
    enum Status: String, Codable { case pending, shipped, delivered }
    let id: String
    let createdAt: Date
    var status: Status
    var items: [LineItem]
    var note: String?
    var metadata: [String: String]
}

let order = Order(
    id: "ORD-1001",
    createdAt: Date(timeIntervalSince1970: 1_710_000_000),
    status: .shipped,
    items: [LineItem(sku: "X1", qty: 2, price: 9.5), LineItem(sku: "Y2", qty: 1, price: 0.25)],
    note: nil,
    metadata: ["gift": "yes", "channel": "ios"]
)

let encoder = JSONEncoder()
encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
encoder.dateEncodingStrategy = .iso8601
let data = try encoder.encode(order)
print(String(decoding: data, as: UTF8.self))

let compact = JSONEncoder()
compact.outputFormatting = .sortedKeys
compact.dateEncodingStrategy = .secondsSince1970
compact.keyEncodingStrategy = .convertToSnakeCase
print(String(decoding: try compact.encode(order), as: UTF8.self))

let decoder = JSONDecoder()
decoder.dateDecodingStrategy = .iso8601
var decoded = try decoder.decode(Order.self, from: data)
decoded.status = .delivered
decoded.note = "left at door"
let total = decoded.items.reduce(0.0) { $0 + Double($1.qty) * $1.price }
print(decoded.id, decoded.status.rawValue, decoded.note ?? "-", total, decoded.createdAt.timeIntervalSince1970)
print(decoded.metadata.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" })

let snake = #"{"id":"A","created_at":0,"status":"pending","items":[],"metadata":{}}"#
let d2 = JSONDecoder()
d2.keyDecodingStrategy = .convertFromSnakeCase
d2.dateDecodingStrategy = .secondsSince1970
let o2 = try d2.decode(Order.self, from: Data(snake.utf8))
print(o2.id, o2.status, o2.items.isEmpty, o2.createdAt.timeIntervalSince1970)
