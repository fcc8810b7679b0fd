import Foundation

enum TransactionError: Error, Equatable {
    case insufficientFunds(needed: Int)
    case invalidAmount
    case frozen
}

final class Account {
    let owner: String
    private(set) var balanceCents: Int
    var isFrozen = false
    private(set) var history: [String] = []

    init(owner: String, balanceCents: Int) {
        self.owner = owner
        self.balanceCents = balanceCents
    }

    var formattedBalance: String {
        let sign = balanceCents < 0 ? "-" : ""
        let v = abs(balanceCents)
        return String(format: "%@$%d.%02d", sign, v / 100, v % 100)
    }

    func withdraw(_ cents: Int) throws {
        guard !isFrozen else { throw TransactionError.frozen }
        guard cents > 0 else { throw TransactionError.invalidAmount }
        guard cents <= balanceCents else {
            throw TransactionError.insufficientFunds(needed: cents - balanceCents)
        }
        balanceCents -= cents
        history.append("-\(cents)")
    }

    func deposit(_ cents: Int) throws {
        guard cents > 0 else { throw TransactionError.invalidAmount }
        balanceCents += cents
        history.append("+\(cents)")
    }
}

func transfer(_ cents: Int, from: Account, to: Account) -> Bool {
    do {
        try from.withdraw(cents)
        try to.deposit(cents)
        print("Transferred \(cents) from \(from.owner) to \(to.owner)")
        return true
    } catch TransactionError.insufficientFunds(let needed) {
        print("\(from.owner) is short by \(needed) cents")
    } catch {
        print("Transfer failed: \(error)")
    }
    return false
}

let alice = Account(owner: "Alice", balanceCents: 10_050)
let bob = Account(owner: "Bob", balanceCents: 2_500)
let alias = alice

_ = transfer(3_000, from: alice, to: bob)
_ = transfer(9_999, from: bob, to: alice)
alias.isFrozen = true
_ = transfer(100, from: alice, to: bob)
alice.isFrozen = false
_ = transfer(0, from: alice, to: bob)
let ok = [1_000, 2_000, 5_000].map { transfer($0, from: alice, to: bob) }
print(ok)
print("Alice: \(alice.formattedBalance), Bob: \(bob.formattedBalance)")
print("Alias sees: \(alias.formattedBalance), same object: \(alias === alice)")
print("Alice history: \(alice.history)")
print("Bob history: \(bob.history.joined(separator: " "))")
let total = [alice, bob].reduce(0) { $0 + $1.balanceCents }
print("Total cents in system: \(total)")
print(TransactionError.insufficientFunds(needed: 5) == .insufficientFunds(needed: 5))
