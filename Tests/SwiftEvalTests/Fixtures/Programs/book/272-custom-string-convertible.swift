// Protocols: CustomStringConvertible controls print, interpolation and array printing.
struct Money: CustomStringConvertible {
    let cents: Int
    var description: String {
        "$\(cents / 100).\(cents % 100 < 10 ? "0" : "")\(cents % 100)"
    }
}

enum Size: CustomStringConvertible {
    case small, large
    var description: String { self == .small ? "S" : "L" }
}

final class Order: CustomStringConvertible, CustomDebugStringConvertible {
    let id: Int
    let total: Money
    let size: Size
    init(id: Int, total: Money, size: Size) {
        self.id = id
        self.total = total
        self.size = size
    }
    var description: String { "Order #\(id) \(size) \(total)" }
    var debugDescription: String { "Order(id: \(id))" }
}

let price = Money(cents: 1205)
print(price)
print("Total: \(price)")
print([Money(cents: 5), Money(cents: 99999)])
print(Size.small, Size.large)
print([Size.large])
let order = Order(id: 17, total: price, size: .large)
print(order)
print("\(order)")
print([order])
debugPrint(order)
print(String(describing: order))
print(String(reflecting: order))
let maybe: Order? = order
print(maybe as Any)
print(maybe!.description.count)
