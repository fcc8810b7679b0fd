// Two types each nest a `Status` with the same cases: a member's written
// type is found from the type that declares it, so `.inStock(…)` given to
// either initializer, or to a method, makes that type's own case.
struct Item {
    var name: String
    var status: Status
    enum Status: Equatable {
        case inStock(quantity: Int)
        case outOfStock(isOnBackOrder: Bool)
    }
    mutating func restock(to status: Status) { self.status = status }
}

struct Order {
    var id: Int
    var status: Status
    enum Status {
        case inStock(quantity: Int)
        case shipped
    }
    func label(for other: Status) -> String {
        switch other {
        case .inStock(let quantity): return "order \(id): \(quantity) waiting"
        case .shipped: return "order \(id): shipped"
        }
    }
}

var charger = Item(name: "Charger", status: .inStock(quantity: 20))
let phone = Item(name: "Phone", status: .outOfStock(isOnBackOrder: true))
let order = Order(id: 7, status: .shipped)
print(charger)
print(phone.status)
print(order.label(for: .inStock(quantity: 3)), order.label(for: order.status))
charger.restock(to: .outOfStock(isOnBackOrder: false))
print(charger.status == .outOfStock(isOnBackOrder: false))
for item in [charger, phone] {
    switch item.status {
    case .inStock(let quantity): print(item.name, "in stock:", quantity)
    case .outOfStock(let backOrder): print(item.name, backOrder ? "on back order" : "out of stock")
    }
}
