// Generics: generic extensions on Dictionary and Sequence with key paths and closures.
struct Expense {
    let category: String
    let amount: Double
    let month: Int
}

extension Sequence {
    func sum<N: Numeric>(of value: (Element) -> N) -> N {
        reduce(0) { $0 + value($1) }
    }

    func sorted<K: Comparable>(by key: KeyPath<Element, K>) -> [Element] {
        sorted { $0[keyPath: key] < $1[keyPath: key] }
    }

    func grouped<K: Hashable>(by key: (Element) -> K) -> [K: [Element]] {
        Dictionary(grouping: self, by: key)
    }
}

extension Dictionary where Key: Comparable {
    var sortedPairs: [(Key, Value)] {
        keys.sorted().map { ($0, self[$0]!) }
    }
}

let expenses = [
    Expense(category: "food", amount: 42.5, month: 1),
    Expense(category: "rent", amount: 900, month: 1),
    Expense(category: "food", amount: 38.25, month: 2),
    Expense(category: "fun", amount: 15, month: 2),
    Expense(category: "rent", amount: 900, month: 2),
]

print(expenses.sum { $0.amount })
print(expenses.sum { $0.month })
print(expenses.sorted(by: \.amount).map { $0.amount })
print(expenses.sorted(by: \.category).map(\.category))
let byCategory = expenses.grouped { $0.category }
for (cat, list) in byCategory.sortedPairs {
    print(cat, list.count, list.sum { $0.amount })
}
let byMonth = expenses.grouped(by: \.month).mapValues { $0.sum { $0.amount } }
for (month, total) in byMonth.sortedPairs {
    print("month \(month): \(total)")
}
