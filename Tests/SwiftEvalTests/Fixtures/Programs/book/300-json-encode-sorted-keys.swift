// Foundation: JSONEncoder with .sortedKeys (and pretty printing) for Codable structs, arrays and optionals.
import Foundation

struct Item: Codable {
    let name: String
    let quantity: Int
    let price: Double
    let note: String?
}

struct Order: Codable {
    let id: Int
    let customer: String
    let items: [Item]
    let paid: Bool
}

let order = Order(
    id: 501,
    customer: "Noor",
    items: [
        Item(name: "Tea", quantity: 2, price: 4.5, note: nil),
        Item(name: "Scone", quantity: 1, price: 3.25, note: "warm"),
    ],
    paid: true
)

let encoder = JSONEncoder()
encoder.outputFormatting = [.sortedKeys]
let data = try! encoder.encode(order)
print(String(data: data, encoding: .utf8)!)

let single = try! encoder.encode(order.items[1])
print(String(data: single, encoding: .utf8)!)
print(String(data: try! encoder.encode([1, 2, 3]), encoding: .utf8)!)
print(String(data: try! encoder.encode(["b": 2, "a": 1]), encoding: .utf8)!)
print(String(data: try! encoder.encode("plain"), encoding: .utf8)!)

encoder.outputFormatting = [.sortedKeys, .prettyPrinted]
let pretty = try! encoder.encode(order.items[0])
print(String(data: pretty, encoding: .utf8)!)
print(data.count > 0)
