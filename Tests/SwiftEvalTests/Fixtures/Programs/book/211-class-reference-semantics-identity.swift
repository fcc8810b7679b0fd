// Classes: reference semantics, shared mutation, identity with === and !==.
final class Account {
    let owner: String
    var balance: Int

    init(owner: String, balance: Int) {
        self.owner = owner
        self.balance = balance
    }
}

let checking = Account(owner: "Dana", balance: 100)
let alias = checking
alias.balance += 50
print(checking.balance, alias.balance)
print(checking === alias)

let twin = Account(owner: "Dana", balance: 150)
print(checking === twin)
print(checking !== twin)
print(checking.balance == twin.balance)

func withdraw(_ amount: Int, from account: Account) {
    account.balance -= amount
}
withdraw(30, from: alias)
print(checking.balance)

let accounts = [checking, twin, alias]
let distinct = accounts.filter { $0 === checking }.count
print("entries pointing at checking: \(distinct)")
print(accounts.contains { $0 === twin })

var current = checking
current = twin
current.balance = 0
print(checking.balance, twin.balance)
print(current === twin)

let optionalAccount: Account? = checking
print(optionalAccount === checking)
let none: Account? = nil
print(none === checking)
