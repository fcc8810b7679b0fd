// Error Handling: typed throws, throws(SomeError), where the catch variable has the concrete type.
enum TransferError: Error, Equatable {
    case insufficientFunds(needed: Int)
    case sameAccount
    case limitExceeded
}

struct Bank {
    var balances: [String: Int]
    let limit = 1000

    mutating func transfer(_ amount: Int, from: String, to: String) throws(TransferError) {
        if from == to { throw .sameAccount }
        if amount > limit { throw .limitExceeded }
        let available = balances[from, default: 0]
        if available < amount { throw .insufficientFunds(needed: amount - available) }
        balances[from] = available - amount
        balances[to, default: 0] += amount
    }
}

func describe(_ error: TransferError) -> String {
    switch error {
    case .insufficientFunds(let needed): return "short by \(needed)"
    case .sameAccount: return "same account"
    case .limitExceeded: return "over limit"
    }
}

var bank = Bank(balances: ["alice": 500, "bob": 100])
let attempts: [(Int, String, String)] = [
    (200, "alice", "bob"), (400, "bob", "alice"), (50, "bob", "bob"),
    (5000, "alice", "bob"), (300, "bob", "carol"),
]
for (amount, from, to) in attempts {
    do {
        try bank.transfer(amount, from: from, to: to)
        print("moved \(amount) \(from)->\(to)")
    } catch {
        print(describe(error), error == .sameAccount)
    }
}
for name in bank.balances.keys.sorted() {
    print(name, bank.balances[name]!)
}

func runAll() throws(TransferError) -> Int {
    try bank.transfer(1, from: "alice", to: "bob")
    return bank.balances["bob"]!
}
do {
    print(try runAll())
} catch {
    print(describe(error))
}
