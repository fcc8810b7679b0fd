enum OrderStatus: String, CaseIterable {
    case cart, placed, paid, packed, shipped, delivered, cancelled, refunded

    var allowedNext: Set<OrderStatus> {
        switch self {
        case .cart: return [.placed]
        case .placed: return [.paid, .cancelled]
        case .paid: return [.packed, .refunded]
        case .packed: return [.shipped, .refunded]
        case .shipped: return [.delivered]
        case .delivered: return [.refunded]
        case .cancelled, .refunded: return []
        }
    }
    var isFinal: Bool { allowedNext.isEmpty }
    var customerText: String {
        switch self {
        case .cart: return "In your cart"
        case .placed, .paid: return "Processing"
        case .packed: return "Getting ready"
        case .shipped: return "On the way"
        case .delivered: return "Delivered"
        case .cancelled: return "Cancelled"
        case .refunded: return "Refunded"
        }
    }
}

struct TransitionError: Error, CustomStringConvertible {
    let from: OrderStatus, to: OrderStatus
    var description: String { "cannot go from \(from.rawValue) to \(to.rawValue)" }
}

struct Order {
    let id: String
    private(set) var status: OrderStatus = .cart
    private(set) var timeline: [OrderStatus] = [.cart]

    init(id: String) { self.id = id }

    mutating func advance(to next: OrderStatus) throws {
        guard status.allowedNext.contains(next) else { throw TransitionError(from: status, to: next) }
        status = next
        timeline.append(next)
    }
}

var orders = [Order(id: "A"), Order(id: "B"), Order(id: "C")]
let scripts: [[OrderStatus]] = [
    [.placed, .paid, .packed, .shipped, .delivered],
    [.placed, .shipped, .cancelled, .paid],
    [.placed, .paid, .refunded, .placed],
]
for i in orders.indices {
    for step in scripts[i] {
        do { try orders[i].advance(to: step) } catch { print("\(orders[i].id): \(error)") }
    }
    let o = orders[i]
    print("\(o.id) -> \(o.status.customerText) final=\(o.status.isFinal) via \(o.timeline.map(\.rawValue).joined(separator: ">"))")
}
let reachable = OrderStatus.allCases.filter { s in OrderStatus.allCases.contains { $0.allowedNext.contains(s) } }
print("reachable:", reachable.map(\.rawValue))
print("finals:", OrderStatus.allCases.filter(\.isFinal).map(\.rawValue))
print(OrderStatus.allCases.map { $0.allowedNext.count }, OrderStatus(rawValue: "lost") == nil)
