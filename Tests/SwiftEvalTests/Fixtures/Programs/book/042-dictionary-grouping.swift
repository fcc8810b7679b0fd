// Dictionary(grouping:by:) and counting occurrences.
struct Expense {
    let category: String
    let amount: Int
    let month: Int
}
let expenses = [
    Expense(category: "Food", amount: 42, month: 1),
    Expense(category: "Travel", amount: 300, month: 1),
    Expense(category: "Food", amount: 18, month: 2),
    Expense(category: "Rent", amount: 900, month: 2),
    Expense(category: "Food", amount: 25, month: 2),
    Expense(category: "Travel", amount: 120, month: 3),
]

let byCategory = Dictionary(grouping: expenses, by: { $0.category })
for category in byCategory.keys.sorted() {
    let items = byCategory[category]!
    print(category, items.count, items.map { $0.amount })
}

let byMonth = Dictionary(grouping: expenses) { $0.month }
for month in byMonth.keys.sorted() {
    let total = byMonth[month]!.reduce(0) { $0 + $1.amount }
    print("month \(month): \(total)")
}

let words = ["apple", "avocado", "banana", "blueberry", "cherry", "apricot"]
let byInitial = Dictionary(grouping: words, by: { $0.first! })
print(byInitial.keys.sorted())
print(byInitial["a"]!)
print(byInitial.sorted { $0.key < $1.key }.map { "\($0.key):\($0.value.count)" })

let byLength = Dictionary(grouping: words, by: \.count)
print(byLength.keys.sorted())
print(byLength[6]!)

var tally: [String: Int] = [:]
for e in expenses {
    tally[e.category, default: 0] += 1
}
print(tally.sorted { $0.value > $1.value || ($0.value == $1.value && $0.key < $1.key) })
let empty = Dictionary(grouping: [Int](), by: { $0 % 2 })
print(empty.isEmpty)
