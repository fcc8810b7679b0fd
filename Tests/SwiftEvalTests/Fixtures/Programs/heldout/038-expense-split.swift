import Foundation

struct Expense {
    let description: String
    let paidBy: String
    let amountCents: Int
    let sharedWith: [String]
}

let people = ["Ana", "Ben", "Cai", "Dee"]
let expenses = [
    Expense(description: "Cabin", paidBy: "Ana", amountCents: 48_000, sharedWith: people),
    Expense(description: "Groceries", paidBy: "Ben", amountCents: 9_250, sharedWith: people),
    Expense(description: "Gas", paidBy: "Cai", amountCents: 6_000, sharedWith: ["Ana", "Cai", "Dee"]),
    Expense(description: "Kayaks", paidBy: "Dee", amountCents: 7_001, sharedWith: ["Ben", "Dee"]),
]

var balances = Dictionary(uniqueKeysWithValues: people.map { ($0, 0) })
for e in expenses {
    let share = e.amountCents / e.sharedWith.count
    let remainder = e.amountCents % e.sharedWith.count
    balances[e.paidBy, default: 0] += e.amountCents
    for (i, person) in e.sharedWith.sorted().enumerated() {
        balances[person, default: 0] -= share + (i < remainder ? 1 : 0)
    }
}

func money(_ cents: Int) -> String { String(format: "%@%d.%02d", cents < 0 ? "-" : "", abs(cents) / 100, abs(cents) % 100) }

for p in people { print("\(p): \(money(balances[p]!))") }
print("Sum of balances: \(balances.values.reduce(0, +))")

var creditors = balances.filter { $0.value > 0 }.sorted { $0.value > $1.value || ($0.value == $1.value && $0.key < $1.key) }
var debtors = balances.filter { $0.value < 0 }.sorted { $0.value < $1.value || ($0.value == $1.value && $0.key < $1.key) }
var ci = 0, di = 0
print("Settle up:")
while ci < creditors.count && di < debtors.count {
    let amount = min(creditors[ci].value, -debtors[di].value)
    print("  \(debtors[di].key) pays \(creditors[ci].key) \(money(amount))")
    creditors[ci].value -= amount
    debtors[di].value += amount
    if creditors[ci].value == 0 { ci += 1 }
    if debtors[di].value == 0 { di += 1 }
}
