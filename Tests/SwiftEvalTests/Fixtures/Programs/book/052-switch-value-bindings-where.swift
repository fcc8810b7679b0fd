// switch with let bindings and where clauses.
struct Transaction {
    let amount: Int
    let note: String?
}

func classify(_ t: Transaction) -> String {
    switch (t.amount, t.note) {
    case (0, _):
        return "zero"
    case let (amount, note?) where amount < 0:
        return "refund \(-amount) (\(note))"
    case let (amount, nil) where amount < 0:
        return "refund \(-amount)"
    case (let amount, let note?) where amount > 1000:
        return "large \(amount): \(note)"
    case (let amount, _):
        return "payment \(amount)"
    }
}

let txs = [
    Transaction(amount: 0, note: nil),
    Transaction(amount: -20, note: "broken mug"),
    Transaction(amount: -5, note: nil),
    Transaction(amount: 2500, note: "laptop"),
    Transaction(amount: 2500, note: nil),
    Transaction(amount: 40, note: "lunch"),
]
for t in txs {
    print(classify(t))
}

let point = (3, -3)
switch point {
case let (x, y) where x == y:
    print("on x == y")
case let (x, y) where x == -y:
    print("on x == -y at \(x)")
case let (x, y):
    print("elsewhere", x, y)
}

let username = "admin_42"
switch username {
case let name where name.hasPrefix("admin"):
    print("admin user \(name.dropFirst(6))")
case let name where name.isEmpty:
    print("empty")
default:
    print("regular")
}

let value = 17
switch value {
case let v where v.isMultiple(of: 2):
    print(v, "even")
case let v where v > 10:
    print(v, "odd and big")
default:
    print("odd small")
}
