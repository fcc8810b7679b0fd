// Nested Types: enums and structs nested inside a type, referenced from inside and outside.
struct Order {
    enum Status: String {
        case open, packed, shipped
        var next: Status? {
            switch self {
            case .open: return .packed
            case .packed: return .shipped
            case .shipped: return nil
            }
        }
    }

    struct Line {
        enum Unit { case piece, kilogram }
        let product: String
        let amount: Double
        let unit: Unit

        var text: String {
            switch unit {
            case .piece: return "\(Int(amount)) x \(product)"
            case .kilogram: return "\(amount) kg \(product)"
            }
        }
    }

    var status = Status.open
    var lines: [Line] = []

    mutating func advance() {
        if let n = status.next { status = n }
    }
}

var order = Order()
order.lines.append(Order.Line(product: "apples", amount: 1.5, unit: .kilogram))
order.lines.append(.init(product: "jars", amount: 3, unit: .piece))
for line in order.lines {
    print(line.text)
}
print(order.status)
order.advance()
print(order.status.rawValue)
order.advance()
order.advance()
print(order.status)
let unit: Order.Line.Unit = .piece
print(unit)
print(Order.Status(rawValue: "packed")?.next as Any)
print(Order.Status.shipped.next == nil)
