// View model: account screen labels with signed currency amounts, grouped transactions and a date header.
import Foundation

struct Transaction {
    let day: Int
    let memo: String
    let cents: Int
}

final class AccountViewModel {
    let holder: String
    var transactions: [Transaction]
    private let money = NumberFormatter()
    private let dates = DateFormatter()
    private var calendar = Calendar(identifier: .gregorian)

    init(holder: String, transactions: [Transaction]) {
        self.holder = holder
        self.transactions = transactions
        money.numberStyle = .currency
        money.locale = Locale(identifier: "en_US")
        calendar.timeZone = TimeZone(identifier: "UTC")!
        dates.locale = Locale(identifier: "en_US_POSIX")
        dates.timeZone = calendar.timeZone
        dates.dateFormat = "MMMM d, yyyy"
    }

    var balanceCents: Int { transactions.reduce(0) { $0 + $1.cents } }

    func amount(_ cents: Int) -> String {
        let text = money.string(from: NSNumber(value: Double(abs(cents)) / 100)) ?? "?"
        return cents < 0 ? "−" + text : "+" + text
    }

    var balanceLabel: String {
        "\(holder): " + (money.string(from: NSNumber(value: Double(balanceCents) / 100)) ?? "?")
    }

    func header(forDay day: Int) -> String {
        let date = calendar.date(from: DateComponents(year: 2024, month: 6, day: day))!
        return dates.string(from: date)
    }

    var sections: [String] {
        let days = Set(transactions.map(\.day)).sorted(by: >)
        return days.map { day in
            let items = transactions.filter { $0.day == day }
            let rows = items.map { "\($0.memo) \(amount($0.cents))" }.joined(separator: "; ")
            return "\(header(forDay: day)) — \(rows)"
        }
    }

    var isOverdrawn: Bool { balanceCents < 0 }
}

let vm = AccountViewModel(holder: "Checking", transactions: [
    Transaction(day: 3, memo: "Salary", cents: 250_000),
    Transaction(day: 3, memo: "Rent", cents: -180_000),
    Transaction(day: 7, memo: "Groceries", cents: -6_425),
    Transaction(day: 12, memo: "Refund", cents: 1_999),
])
print(vm.balanceLabel)
for s in vm.sections { print(s) }
print(vm.isOverdrawn)
vm.transactions.append(Transaction(day: 15, memo: "Laptop", cents: -120_000))
print(vm.balanceLabel, vm.isOverdrawn)
print(vm.sections.first!)
