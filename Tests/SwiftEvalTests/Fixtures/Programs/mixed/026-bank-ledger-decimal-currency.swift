// Bank account ledger: Decimal amounts, running balance, NumberFormatter currency, overdraft rules.
import Foundation

enum TransactionKind: String {
    case deposit = "Deposit"
    case withdrawal = "Withdrawal"
    case fee = "Fee"
    case interest = "Interest"
}

struct Transaction {
    let kind: TransactionKind
    let amount: Decimal
    let memo: String
    var signed: Decimal {
        switch kind {
        case .deposit, .interest: return amount
        case .withdrawal, .fee: return -amount
        }
    }
}

enum LedgerError: Error {
    case nonPositive(Decimal)
    case insufficientFunds(needed: Decimal)
}

struct Account {
    let owner: String
    let overdraftLimit: Decimal
    private(set) var transactions: [Transaction] = []
    var balance: Decimal { transactions.reduce(0) { $0 + $1.signed } }

    mutating func post(_ kind: TransactionKind, _ amount: Decimal, memo: String = "") throws {
        guard amount > 0 else { throw LedgerError.nonPositive(amount) }
        if kind == .withdrawal && balance - amount < -overdraftLimit {
            throw LedgerError.insufficientFunds(needed: amount - balance - overdraftLimit)
        }
        transactions.append(Transaction(kind: kind, amount: amount, memo: memo))
        if kind == .withdrawal && balance < 0 {
            transactions.append(Transaction(kind: .fee, amount: 25, memo: "Overdraft fee"))
        }
    }
}

let currency: NumberFormatter = {
    let f = NumberFormatter()
    f.locale = Locale(identifier: "en_US")
    f.numberStyle = .currency
    return f
}()
func money(_ d: Decimal) -> String { currency.string(from: d as NSDecimalNumber) ?? "?" }

var account = Account(owner: "Priya", overdraftLimit: 100)
let requests: [(TransactionKind, String, String)] = [
    (.deposit, "1200.50", "Paycheck"),
    (.withdrawal, "980", "Rent"),
    (.withdrawal, "0", "Typo"),
    (.withdrawal, "300.25", "Groceries"),
    (.withdrawal, "500", "Laptop"),
    (.deposit, "0.10", "Refund"),
    (.interest, "0.03", ""),
]
for (kind, text, memo) in requests {
    let amount = Decimal(string: text) ?? 0
    do {
        try account.post(kind, amount, memo: memo)
    } catch LedgerError.nonPositive(let value) {
        print("Rejected \(memo): amount \(money(value)) must be positive")
    } catch LedgerError.insufficientFunds(let needed) {
        print("Declined \(memo): short by \(money(needed))")
    } catch {
        print("Unexpected error")
    }
}

var running: Decimal = 0
print("Statement for \(account.owner)")
for t in account.transactions {
    running += t.signed
    let memo = t.memo.isEmpty ? t.kind.rawValue : "\(t.kind.rawValue): \(t.memo)"
    print("  \(memo.padding(toLength: 22, withPad: " ", startingAt: 0)) \(money(t.signed).padding(toLength: 11, withPad: " ", startingAt: 0)) \(money(running))")
}
print("Balance: \(money(account.balance))\(account.balance < 0 ? " (overdrawn)" : "")")
let fees = account.transactions.filter { $0.kind == .fee }.reduce(Decimal(0)) { $0 + $1.amount }
print("Fees paid: \(money(fees)) in \(account.transactions.filter { $0.kind == .fee }.count) charge(s)")
var rounded = Decimal()
var exact = Decimal(string: "10")! / 3
NSDecimalRound(&rounded, &exact, 2, .plain)
print("10/3 rounded: \(rounded), formatted: \(money(exact))")
