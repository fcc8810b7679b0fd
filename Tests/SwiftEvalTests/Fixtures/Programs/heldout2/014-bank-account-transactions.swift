import Foundation

enum TransactionError: Error, Equatable {
    case insufficientFunds(needed: Int)
    case invalidAmount
    case frozen
}

struct Transaction {
    enum Kind: String { case deposit = "DEP", withdrawal = "WDR", transferIn = "TIN", transferOut = "TOUT", fee = "FEE" }
    let kind: Kind
    let cents: Int
    let memo: String
}

struct Account {
    let owner: String
    private(set) var balanceCents: Int = 0
    private(set) var ledger: [Transaction] = []
    var isFrozen = false
    static let overdraftFee = 3500

    init(owner: String) { self.owner = owner }

    var balance: String { Account.format(balanceCents) }

    static func format(_ cents: Int) -> String {
        let sign = cents < 0 ? "-" : ""
        let a = abs(cents)
        return "\(sign)$\(a / 100).\(String(format: "%02d", a % 100))"
    }

    mutating func deposit(_ cents: Int, memo: String = "Deposit") throws {
        guard !isFrozen else { throw TransactionError.frozen }
        guard cents > 0 else { throw TransactionError.invalidAmount }
        balanceCents += cents
        ledger.append(Transaction(kind: .deposit, cents: cents, memo: memo))
    }

    mutating func withdraw(_ cents: Int, memo: String = "Withdrawal") throws {
        guard !isFrozen else { throw TransactionError.frozen }
        guard cents > 0 else { throw TransactionError.invalidAmount }
        guard cents <= balanceCents else { throw TransactionError.insufficientFunds(needed: cents - balanceCents) }
        balanceCents -= cents
        ledger.append(Transaction(kind: .withdrawal, cents: -cents, memo: memo))
    }
}

func transfer(_ cents: Int, from: inout Account, to: inout Account) throws {
    try from.withdraw(cents, memo: "To \(to.owner)")
    try to.deposit(cents, memo: "From \(from.owner)")
}

var checking = Account(owner: "Dana")
var savings = Account(owner: "Dana Savings")

func attempt(_ label: String, _ op: () throws -> Void) {
    do {
        try op()
        print("\(label): ok | checking \(checking.balance), savings \(savings.balance)")
    } catch TransactionError.insufficientFunds(let needed) {
        print("\(label): short by \(Account.format(needed))")
    } catch let e as TransactionError {
        print("\(label): failed (\(e))")
    } catch {
        print("\(label): unknown")
    }
}

attempt("deposit paycheck") { try checking.deposit(250_075, memo: "Payroll") }
attempt("rent") { try checking.withdraw(180_000, memo: "Rent") }
attempt("negative") { try checking.deposit(-5) }
attempt("save") { try transfer(50_000, from: &checking, to: &savings) }
attempt("save more") { try transfer(20_000, from: &checking, to: &savings) }
attempt("coffee") { try checking.withdraw(475, memo: "Coffee") }
savings.isFrozen = true
attempt("frozen") { try transfer(100, from: &savings, to: &checking) }
savings.isFrozen = false
attempt("move back") { try transfer(10_001, from: &savings, to: &checking) }

print("--- Ledger for \(checking.owner)")
for (i, t) in checking.ledger.enumerated() {
    print("\(i + 1). \(t.kind.rawValue.padding(toLength: 4, withPad: " ", startingAt: 0)) \(Account.format(t.cents)) \(t.memo)")
}
let outflow = checking.ledger.filter { $0.cents < 0 }.map(\.cents).reduce(0, +)
print("outflow: \(Account.format(outflow))")
print("largest: \(Account.format(checking.ledger.map { abs($0.cents) }.max() ?? 0))")
print(Account.format(-7), Account.format(100_000_001), Account.format(0))
