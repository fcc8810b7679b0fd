struct Account {
    let owner: String
    private(set) var balanceCents: Int
    private(set) var history: [String] = []

    init(owner: String, balanceCents: Int) {
        self.owner = owner
        self.balanceCents = balanceCents
    }

    mutating func deposit(_ cents: Int, memo: String) {
        balanceCents += cents
        history.append("+\(cents) \(memo)")
    }

    mutating func withdraw(_ cents: Int, memo: String) -> Bool {
        guard cents <= balanceCents else {
            history.append("declined \(cents) \(memo)")
            return false
        }
        balanceCents -= cents
        history.append("-\(cents) \(memo)")
        return true
    }
}

enum TransferError: Error { case sameAccount, insufficientFunds(short: Int), invalidAmount }

func transfer(_ cents: Int, from: inout Account, to: inout Account) throws {
    guard cents > 0 else { throw TransferError.invalidAmount }
    guard from.owner != to.owner else { throw TransferError.sameAccount }
    guard from.withdraw(cents, memo: "to \(to.owner)") else {
        throw TransferError.insufficientFunds(short: cents - from.balanceCents)
    }
    to.deposit(cents, memo: "from \(from.owner)")
}

func dollars(_ cents: Int) -> String {
    let sign = cents < 0 ? "-" : ""
    let c = abs(cents)
    return "\(sign)$\(c / 100).\(c % 100 < 10 ? "0" : "")\(c % 100)"
}

var alice = Account(owner: "Alice", balanceCents: 10_000)
var bob = Account(owner: "Bob", balanceCents: 2_550)

let requests: [(Int, Bool)] = [(2_500, true), (20_000, true), (-5, false), (1_005, false)]
for (amount, aliceToBob) in requests {
    do {
        if aliceToBob { try transfer(amount, from: &alice, to: &bob) }
        else { try transfer(amount, from: &bob, to: &alice) }
        print("Transferred \(dollars(amount))")
    } catch TransferError.insufficientFunds(let short) {
        print("Failed: short by \(dollars(short))")
    } catch {
        print("Failed: \(error)")
    }
}
print("Alice: \(dollars(alice.balanceCents)), Bob: \(dollars(bob.balanceCents))")
print("Alice history: \(alice.history.joined(separator: "; "))")
print("Bob history: \(bob.history.joined(separator: "; "))")
