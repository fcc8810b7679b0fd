enum BankError: Error, CustomStringConvertible {
    case insufficientFunds(needed: Int)
    case frozen
    case invalidAmount

    var description: String {
        switch self {
        case .insufficientFunds(let n): return "insufficient funds (short by \(n))"
        case .frozen: return "account frozen"
        case .invalidAmount: return "invalid amount"
        }
    }
}

class Account: CustomStringConvertible {
    let owner: String
    fileprivate(set) var balance: Int
    var isFrozen = false
    var history: [String] = []

    init(owner: String, balance: Int) {
        self.owner = owner
        self.balance = balance
    }

    var kind: String { "Account" }
    var description: String { "\(kind)(\(owner): \(balance))" }

    func withdrawalLimit() -> Int { balance }

    func withdraw(_ amount: Int) throws {
        guard amount > 0 else { throw BankError.invalidAmount }
        guard !isFrozen else { throw BankError.frozen }
        let limit = withdrawalLimit()
        guard amount <= limit else { throw BankError.insufficientFunds(needed: amount - limit) }
        balance -= amount
        history.append("-\(amount)")
    }

    func deposit(_ amount: Int) throws {
        guard amount > 0 else { throw BankError.invalidAmount }
        balance += amount
        history.append("+\(amount)")
    }
}

class CheckingAccount: Account {
    let overdraft: Int
    init(owner: String, balance: Int, overdraft: Int) {
        self.overdraft = overdraft
        super.init(owner: owner, balance: balance)
    }
    override var kind: String { "Checking" }
    override func withdrawalLimit() -> Int { balance + overdraft }
}

final class SavingsAccount: Account {
    var rateBasisPoints: Int
    init(owner: String, balance: Int, rateBasisPoints: Int) {
        self.rateBasisPoints = rateBasisPoints
        super.init(owner: owner, balance: balance)
    }
    override var kind: String { "Savings" }
    func applyInterest() {
        let interest = balance * rateBasisPoints / 10_000
        try? deposit(interest)
    }
}

func transfer(_ amount: Int, from: Account, to: Account) -> Result<Int, BankError> {
    do {
        try from.withdraw(amount)
        try to.deposit(amount)
        return .success(amount)
    } catch let e as BankError {
        return .failure(e)
    } catch {
        return .failure(.invalidAmount)
    }
}

let checking = CheckingAccount(owner: "Sam", balance: 100, overdraft: 50)
let savings = SavingsAccount(owner: "Sam", balance: 1_000, rateBasisPoints: 250)
let alias: Account = savings

for (amt, f, t) in [(120, checking as Account, savings as Account), (100, checking, savings), (0, savings, checking), (500, alias, checking)] {
    switch transfer(amt, from: f, to: t) {
    case .success(let n): print("moved \(n): \(f) -> \(t)")
    case .failure(let e): print("failed \(amt): \(e)")
    }
}
savings.applyInterest()
print(alias)
checking.isFrozen = true
if case .failure(let e) = transfer(1, from: checking, to: savings) { print(e) }
print(checking.history, savings.history)
let accounts: [Account] = [checking, savings]
print(accounts.map(\.kind), accounts.map(\.balance).reduce(0, +))
