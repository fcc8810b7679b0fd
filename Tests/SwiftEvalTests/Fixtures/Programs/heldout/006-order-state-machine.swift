enum OrderState: Equatable {
    case cart
    case checkout(total: Int)
    case paid(total: Int, transactionID: String)
    case shipped(tracking: String)
    case delivered
    case cancelled(reason: String)
}

enum OrderEvent {
    case beginCheckout(total: Int)
    case pay(transactionID: String)
    case ship(tracking: String)
    case deliver
    case cancel(String)
}

enum TransitionError: Error, CustomStringConvertible {
    case invalid(from: OrderState, event: String)
    var description: String {
        switch self {
        case .invalid(let from, let event): return "cannot \(event) from \(from)"
        }
    }
}

func reduce(_ state: OrderState, _ event: OrderEvent) throws -> OrderState {
    switch (state, event) {
    case (.cart, .beginCheckout(let total)) where total > 0:
        return .checkout(total: total)
    case (.checkout(let total), .pay(let tx)):
        return .paid(total: total, transactionID: tx)
    case (.paid, .ship(let tracking)):
        return .shipped(tracking: tracking)
    case (.shipped, .deliver):
        return .delivered
    case (.cart, .cancel(let r)), (.checkout, .cancel(let r)):
        return .cancelled(reason: r)
    default:
        throw TransitionError.invalid(from: state, event: "\(event)")
    }
}

func run(_ events: [OrderEvent]) {
    var state = OrderState.cart
    for event in events {
        do {
            state = try reduce(state, event)
            print("  -> \(state)")
        } catch {
            print("  !! \(error)")
        }
    }
    print("  final: \(state == .delivered ? "DONE" : "not delivered")")
}

print("Happy path:")
run([.beginCheckout(total: 4200), .pay(transactionID: "tx_9"), .ship(tracking: "1Z999"), .deliver])
print("Bad path:")
run([.beginCheckout(total: 0), .beginCheckout(total: 100), .ship(tracking: "X"), .cancel("changed mind"), .deliver])
