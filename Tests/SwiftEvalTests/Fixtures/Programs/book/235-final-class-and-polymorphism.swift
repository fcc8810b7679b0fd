// Inheritance: final classes, abstract-style base methods, polymorphic arrays of a base class.
class Payment {
    let amount: Double
    init(amount: Double) { self.amount = amount }
    func fee() -> Double { 0 }
    func label() -> String { "payment" }
    final func net() -> Double { amount - fee() }
}

final class CardPayment: Payment {
    override func fee() -> Double { amount * 0.03 }
    override func label() -> String { "card" }
}

final class BankTransfer: Payment {
    override func fee() -> Double { 0.5 }
    override func label() -> String { "transfer" }
}

final class CashPayment: Payment {
    override func label() -> String { "cash" }
}

let payments: [Payment] = [
    CardPayment(amount: 100),
    BankTransfer(amount: 40),
    CashPayment(amount: 12),
    CardPayment(amount: 10),
]
for p in payments {
    print(p.label(), p.amount, p.fee(), p.net())
}
let fees = payments.map { $0.fee() }.reduce(0, +)
print("total fees \(fees)")
let byLabel = Dictionary(grouping: payments, by: { $0.label() })
for key in byLabel.keys.sorted() {
    print(key, byLabel[key]!.count)
}
