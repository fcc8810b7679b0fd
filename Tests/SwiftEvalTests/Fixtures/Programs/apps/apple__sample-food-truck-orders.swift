// apple__sample-food-truck: FoodTruckKit/Sources/Order/Order.swift, OrderSummary.swift, Donut/DonutSales.swift, Model/FoodTruckModel.swift; App/Orders/OrdersView.swift (sections)
import Foundation

enum OrderStatus: Int, Codable, Comparable {
    case placed, preparing, ready, completed
    var title: String {
        switch self {
        case .placed: return "Placed"
        case .preparing: return "Preparing"
        case .ready: return "Ready"
        case .completed: return "Completed"
        }
    }
    var buttonTitle: String {
        switch self {
        case .placed: return "Prepare"
        case .preparing: return "Ready"
        case .ready, .completed: return "Complete"
        }
    }
    var iconSystemName: String {
        switch self {
        case .placed: return "paperplane"
        case .preparing: return "timer"
        case .ready: return "checkmark.circle"
        case .completed: return "shippingbox"
        }
    }
    static func < (lhs: OrderStatus, rhs: OrderStatus) -> Bool { lhs.rawValue < rhs.rawValue }
}

struct Order: Identifiable, Equatable {
    var id: String
    var status: OrderStatus
    var sales: [Int: Int]
    var grandTotal: Decimal
    var totalSales: Int { sales.map(\.value).reduce(0, +) }
    var isComplete: Bool { if case .completed = status { return true }; return false }

    mutating func markAsNextStep(completion: (_ newStatus: OrderStatus) -> Void) {
        switch status {
        case .placed: status = .preparing; completion(status)
        case .preparing: status = .completed; completion(status)
        default: completion(status)
        }
    }
    func matches(searchText: String) -> Bool { id.localizedCaseInsensitiveContains(searchText) }
}

struct OrderSummary {
    var sales: [Int: Int]
    var totalSales: Int
    init(sales: [Int: Int]) { self.sales = sales; totalSales = sales.map(\.value).reduce(0, +) }
    func union(_ order: Order) -> Self {
        var copy = self
        for donutID in Set(copy.sales.keys).union(Set(order.sales.keys)) {
            copy.sales[donutID, default: 0] += order.sales[donutID, default: 0]
        }
        copy.totalSales += order.totalSales
        return copy
    }
    mutating func formUnion(_ order: Order) { self = union(order) }
    static let empty = OrderSummary(sales: [:])
}

let donutNames = [0: "The Classic", 4: "Strawberry Sprinkles", 7: "Picnic Basket", 13: "Fire Zest", 14: "Black Raspberry"]
var orders = (0..<6).map { n -> Order in
    let sales = Dictionary(uniqueKeysWithValues: [0, 4, 7, 13, 14].enumerated().filter { ($0.offset + n) % 3 != 0 }.map { ($0.element, ($0.offset * n) % 4 + 1) })
    let total = sales.values.reduce(0, +)
    return Order(id: "Order#12" + String(format: "%02d", n + 1), status: OrderStatus(rawValue: n % 4)!, sales: sales, grandTotal: Decimal(total) * Decimal(string: "5.78")!)
}
let sorted = orders.sorted(using: [KeyPathComparator(\Order.status, order: .reverse)])
var sections: [OrderStatus: [Order]] = [:]
sorted.forEach { sections[$0.status, default: []].append($0) }
for status in sections.keys.sorted() {
    print("Section \(status.title) [\(status.iconSystemName)]")
    for order in sections[status]! {
        print("  \(order.id): \(order.totalSales) donuts, $\(order.grandTotal) -> \(order.status.buttonTitle)")
    }
}
orders[0].markAsNextStep { print("order 1 is now \($0.title)") }
orders[1].markAsNextStep { print("order 2 is now \($0.title)") }
orders[3].markAsNextStep { print("order 4 stays \($0.title)") }
print("incomplete:", orders.filter { $0.status != .completed }.map(\.id))
print("search '1204':", orders.filter { $0.matches(searchText: "1204") }.map(\.id))

let summary = orders.reduce(into: OrderSummary.empty) { $0.formUnion($1) }
let popular = summary.sales.sorted {
    if $0.value > $1.value { return true } else if $0.value == $1.value { return $0.key < $1.key } else { return false }
}
for (rank, entry) in popular.enumerated() {
    print("#\(rank + 1) \(donutNames[entry.key]!): \(entry.value)")
}
print("Total Sales: \(summary.totalSales.formatted(.number.locale(Locale(identifier: "en_US")))) Donuts")
