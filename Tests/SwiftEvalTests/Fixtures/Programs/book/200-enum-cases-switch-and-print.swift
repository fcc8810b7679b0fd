// Enumerations: simple cases, exhaustive switch, printing a case directly.
enum OrderStatus {
    case pending
    case paid
    case shipped
    case delivered, cancelled
}

func badge(for status: OrderStatus) -> String {
    switch status {
    case .pending:
        return "Awaiting payment"
    case .paid, .shipped:
        return "In progress"
    case .delivered:
        return "Done"
    case .cancelled:
        return "Cancelled"
    }
}

var status = OrderStatus.pending
print(status)
print(badge(for: status))
status = .shipped
print(status)
print(badge(for: status))
print("Status is \(status)")
print(String(describing: OrderStatus.cancelled))
print(status == .shipped)
print(status != .delivered)

let history: [OrderStatus] = [.pending, .paid, .shipped, .delivered]
for step in history {
    print("-> \(step): \(badge(for: step))")
}
let finished = history.filter { $0 == .delivered || $0 == .cancelled }.count
print("finished steps: \(finished)")
