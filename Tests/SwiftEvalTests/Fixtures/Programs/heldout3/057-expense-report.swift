import Foundation

enum Category: String, CaseIterable {
    case travel = "Travel", meals = "Meals", software = "Software", office = "Office"
}

struct Expense {
    let title: String
    let amount: Decimal
    let category: Category
    let reimbursable: Bool
}

func dec(_ s: String) -> Decimal { Decimal(string: s)! }

let expenses = [
    Expense(title: "Flight BER→SFO", amount: dec("842.10"), category: .travel, reimbursable: true),
    Expense(title: "Hotel 3 nights", amount: dec("610.00"), category: .travel, reimbursable: true),
    Expense(title: "Team lunch", amount: dec("96.45"), category: .meals, reimbursable: true),
    Expense(title: "Coffee", amount: dec("4.35"), category: .meals, reimbursable: false),
    Expense(title: "IDE license", amount: dec("199.00"), category: .software, reimbursable: true),
    Expense(title: "Cloud credits", amount: dec("0.10"), category: .software, reimbursable: true),
    Expense(title: "Cloud credits", amount: dec("0.20"), category: .software, reimbursable: true),
]

let total = expenses.reduce(Decimal.zero) { $0 + $1.amount }
print("Total: \(total)")
print("0.1 + 0.2 as Decimal == 0.3: \(dec("0.1") + dec("0.2") == dec("0.3"))")
print("0.1 + 0.2 as Double == 0.3: \(0.1 + 0.2 == 0.3)")

let grouped = Dictionary(grouping: expenses, by: \.category)
for cat in Category.allCases {
    guard let items = grouped[cat] else {
        print("\(cat.rawValue): —")
        continue
    }
    let sum = items.reduce(Decimal.zero) { $0 + $1.amount }
    let share = NSDecimalNumber(decimal: sum / total * 100).doubleValue
    print("\(cat.rawValue): \(sum) (\(String(format: "%.1f", share))%) in \(items.count) item(s)")
}

let reimbursable = expenses.filter(\.reimbursable).reduce(Decimal.zero) { $0 + $1.amount }
print("Reimbursable: \(reimbursable)")

var perDiem = dec("45.5")
perDiem *= 3
print("Per diem x3: \(perDiem)")
var rounded = Decimal()
var exact = dec("96.455")
NSDecimalRound(&rounded, &exact, 2, .plain)
print("Rounded: \(rounded)")
let largest = expenses.max { $0.amount < $1.amount }!
print("Largest: \(largest.title) \(largest.amount)")
let titles = Set(expenses.map(\.title))
print("Unique titles: \(titles.count) of \(expenses.count)")
print(Decimal(12) / Decimal(4), Decimal(string: "abc") == nil, dec("1.50"))
