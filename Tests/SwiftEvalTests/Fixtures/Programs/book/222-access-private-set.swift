// Properties: private(set) read-only from outside, mutated through methods.
struct Wallet {
    private(set) var balance: Int = 0
    private(set) var transactions: [Int] = []
    private var secretPin = 1234

    mutating func deposit(_ amount: Int) {
        guard amount > 0 else { return }
        balance += amount
        transactions.append(amount)
    }

    mutating func spend(_ amount: Int) -> Bool {
        guard amount <= balance else { return false }
        balance -= amount
        transactions.append(-amount)
        return true
    }

    func check(pin: Int) -> Bool { pin == secretPin }
}

var w = Wallet()
w.deposit(50)
w.deposit(-5)
w.deposit(25)
print(w.balance)
print(w.spend(100))
print(w.spend(30))
print(w.balance)
print(w.transactions)
print(w.check(pin: 1111), w.check(pin: 1234))
let snapshot = w
w.deposit(1)
print(snapshot.balance, w.balance)
