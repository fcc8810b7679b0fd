import Foundation

enum Category: String, CaseIterable, Codable {
    case food, transport, rent, fun, other
    var icon: String {
        switch self {
        case .food: return "🍔"
        case .transport: return "🚌"
        case .rent: return "🏠"
        case .fun: return "🎉"
        case .other: return "•"
        }
    }
}

struct Expense: Codable {
    let amount: Decimal
    let category: Category
    let note: String
    let month: Int
}

let csv = """
12.50,food,Lunch,1
2.75,transport,Bus,1
1200,rent,January rent,1
45.99,fun,Concert,1
8.20,food,Coffee beans,2
1200,rent,February rent,2
3.10,transport,Bus,2
19.99,other,Phone case,2
invalid,food,Broken,2
7.00,snacks,Unknown category,2
"""

var expenses: [Expense] = []
var skipped = 0
for line in csv.split(separator: "\n") {
    let cols = line.split(separator: ",").map(String.init)
    guard cols.count == 4,
          let amt = Decimal(string: cols[0]), Double(cols[0]) != nil,
          let cat = Category(rawValue: cols[1]),
          let month = Int(cols[3]) else { skipped += 1; continue }
    expenses.append(Expense(amount: amt, category: cat, note: cols[2], month: month))
}
print("parsed \(expenses.count), skipped \(skipped)")

func money(_ d: Decimal) -> String {
    var v = d
    var r = Decimal()
    NSDecimalRound(&r, &v, 2, .plain)
    let s = "\(r)"
    let parts = s.split(separator: ".")
    let frac = parts.count > 1 ? String(parts[1]) : ""
    return "$" + parts[0] + "." + frac.padding(toLength: 2, withPad: "0", startingAt: 0)
}

let byMonth = Dictionary(grouping: expenses, by: \.month)
for month in byMonth.keys.sorted() {
    let list = byMonth[month]!
    let total = list.reduce(Decimal(0)) { $0 + $1.amount }
    print("Month \(month): \(money(total))")
    let byCat = Dictionary(grouping: list, by: \.category)
    for cat in Category.allCases {
        guard let items = byCat[cat] else { continue }
        let sum = items.reduce(Decimal(0)) { $0 + $1.amount }
        print("  \(cat.icon) \(cat.rawValue): \(money(sum)) [\(items.map(\.note).joined(separator: ", "))]")
    }
}
let nonRent = expenses.filter { $0.category != .rent }
let biggest = nonRent.max { $0.amount < $1.amount }!
print("biggest non-rent:", biggest.note, money(biggest.amount))
let enc = JSONEncoder()
enc.outputFormatting = .sortedKeys
print(String(decoding: try! enc.encode(expenses.first!), as: UTF8.self))
