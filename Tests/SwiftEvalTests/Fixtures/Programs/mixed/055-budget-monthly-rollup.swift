// Personal budget: transactions grouped by month and category, budgets vs spend, over-budget alerts.
import Foundation

enum Category: String, CaseIterable, Comparable {
    case housing = "Housing", food = "Food", transport = "Transport", fun = "Fun", income = "Income"
    static func < (a: Category, b: Category) -> Bool { a.rawValue < b.rawValue }
}

struct Txn {
    let date: String   // yyyy-MM-dd
    let amount: Int    // cents, negative = spending
    let category: Category
    let note: String
    var month: String { String(date.prefix(7)) }
}

let budgets: [Category: Int] = [.housing: 150_000, .food: 50_000, .transport: 12_000, .fun: 20_000]

let txns = [
    Txn(date: "2024-01-01", amount: 420_000, category: .income, note: "Salary"),
    Txn(date: "2024-01-02", amount: -150_000, category: .housing, note: "Rent"),
    Txn(date: "2024-01-05", amount: -8_250, category: .food, note: "Groceries"),
    Txn(date: "2024-01-19", amount: -46_000, category: .food, note: "Dinner party"),
    Txn(date: "2024-01-21", amount: -2_500, category: .transport, note: "Bus pass"),
    Txn(date: "2024-02-01", amount: 420_000, category: .income, note: "Salary"),
    Txn(date: "2024-02-02", amount: -150_000, category: .housing, note: "Rent"),
    Txn(date: "2024-02-14", amount: -25_075, category: .fun, note: "Concert"),
    Txn(date: "2024-02-15", amount: 3_000, category: .food, note: "Refund"),
    Txn(date: "2024-03-01", amount: 0, category: .fun, note: "Free trial"),
]

func money(_ cents: Int) -> String {
    let s = String(format: "%.2f", Double(abs(cents)) / 100)
    return (cents < 0 ? "-$" : "$") + s
}

let months = Dictionary(grouping: txns, by: \.month)
for month in months.keys.sorted() {
    let items = months[month]!
    let income = items.filter { $0.category == .income }.reduce(0) { $0 + $1.amount }
    let spent = items.filter { $0.category != .income }.reduce(0) { $0 + $1.amount }
    let rate = income > 0 ? Double(income + spent) / Double(income) * 100 : 0
    print("\(month): in \(money(income)), out \(money(-spent)), saved \(String(format: "%.1f", rate))%")
    let byCategory = Dictionary(grouping: items.filter { $0.category != .income }, by: \.category)
    for cat in byCategory.keys.sorted() {
        let spend = -byCategory[cat]!.reduce(0) { $0 + $1.amount }
        guard let budget = budgets[cat] else { continue }
        let pct = budget == 0 ? 0 : spend * 100 / budget
        let flag = spend > budget ? " ⚠️ over by \(money(spend - budget))" : ""
        print("   \(cat.rawValue.padding(toLength: 10, withPad: " ", startingAt: 0)) \(money(spend)) of \(money(budget)) (\(pct)%)\(flag)")
    }
}
let biggest = txns.filter { $0.amount < 0 }.min { $0.amount < $1.amount }
print("Biggest expense: \(biggest.map { "\($0.note) \(money($0.amount))" } ?? "none")")
let untouched = Category.allCases.filter { c in c != .income && !txns.contains { $0.category == c && $0.amount != 0 } }
print("Never used: \(untouched.map(\.rawValue))")
let net = txns.reduce(0) { $0 + $1.amount }
print("Net for period: \(money(net)) across \(months.count) months")
