// Trip expense splitter: cents as Int, reduce(into:), balances, greedy settle-up, sorted output.
import Foundation

struct Expense {
    let title: String
    let paidBy: String
    let amountCents: Int
    let sharedWith: [String]
}

func cents(_ value: Int) -> String {
    let sign = value < 0 ? "-" : ""
    return "\(sign)$\(abs(value) / 100).\(String(format: "%02d", abs(value) % 100))"
}

func split(_ total: Int, among people: [String]) -> [String: Int] {
    guard !people.isEmpty else { return [:] }
    let base = total / people.count
    let remainder = total % people.count
    var shares: [String: Int] = [:]
    for (i, p) in people.sorted().enumerated() {
        shares[p] = base + (i < remainder ? 1 : 0)
    }
    return shares
}

let expenses = [
    Expense(title: "Cabin", paidBy: "Ana", amountCents: 60_000, sharedWith: ["Ana", "Ben", "Cam", "Dee"]),
    Expense(title: "Groceries", paidBy: "Ben", amountCents: 10_001, sharedWith: ["Ana", "Ben", "Cam"]),
    Expense(title: "Gas", paidBy: "Cam", amountCents: 4_550, sharedWith: ["Cam", "Dee"]),
    Expense(title: "Snacks", paidBy: "Dee", amountCents: 0, sharedWith: ["Dee"]),
    Expense(title: "Gift", paidBy: "Ana", amountCents: 3_000, sharedWith: []),
]

var balances = expenses.reduce(into: [String: Int]()) { acc, e in
    acc[e.paidBy, default: 0] += e.sharedWith.isEmpty ? 0 : e.amountCents
    for (person, share) in split(e.amountCents, among: e.sharedWith) {
        acc[person, default: 0] -= share
    }
}

for e in expenses {
    let each = e.sharedWith.isEmpty ? "not shared" : "\(cents(e.amountCents / e.sharedWith.count)) each"
    print("\(e.title): \(cents(e.amountCents)) by \(e.paidBy), \(each)")
}
print("Balances:")
for (person, value) in balances.sorted(by: { $0.key < $1.key }) {
    let status = value > 0 ? "is owed" : value < 0 ? "owes" : "is settled"
    print("  \(person) \(status) \(cents(abs(value)))")
}
print("Sum of balances: \(balances.values.reduce(0, +))")

var payments: [String] = []
while true {
    let debtors = balances.filter { $0.value < 0 }.sorted { ($0.value, $0.key) < ($1.value, $1.key) }
    let creditors = balances.filter { $0.value > 0 }.sorted { ($0.value, $1.key) > ($1.value, $0.key) }
    guard let debtor = debtors.first, let creditor = creditors.first else { break }
    let amount = min(-debtor.value, creditor.value)
    balances[debtor.key]! += amount
    balances[creditor.key]! -= amount
    payments.append("\(debtor.key) → \(creditor.key): \(cents(amount))")
}
print("Settle up in \(payments.count) payment\(payments.count == 1 ? "" : "s"):")
payments.forEach { print("  " + $0) }
print("All settled: \(balances.values.allSatisfy { $0 == 0 })")
