// Default parameter values and how they interact with labels.
struct Money {
    var cents: Int
}

func format(_ money: Money, symbol: String = "$", showCents: Bool = true, separator: Character = ".") -> String {
    let whole = money.cents / 100
    let rest = money.cents % 100
    if showCents {
        let restText = rest < 10 ? "0\(rest)" : "\(rest)"
        return "\(symbol)\(whole)\(separator)\(restText)"
    }
    return "\(symbol)\(whole)"
}

let m = Money(cents: 12_305)
print(format(m))
print(format(m, symbol: "€"))
print(format(m, showCents: false))
print(format(m, symbol: "£", separator: ","))
print(format(Money(cents: 7)))
print(format(Money(cents: 7), symbol: "", showCents: true, separator: ","))

func paginate(_ total: Int, pageSize: Int = 10, page: Int = 1) -> ClosedRange<Int>? {
    let start = (page - 1) * pageSize + 1
    guard start <= total else { return nil }
    return start...min(total, start + pageSize - 1)
}
print(paginate(35) as Any)
print(paginate(35, page: 4) as Any)
print(paginate(35, pageSize: 20, page: 2) as Any)
print(paginate(35, page: 5) as Any)

var callCount = 0
func nextID() -> Int {
    callCount += 1
    return callCount
}
func makeTag(id: Int = nextID(), label: String = "tag") -> String {
    "\(label)-\(id)"
}
print(makeTag())
print(makeTag())
print(makeTag(id: 99))
print(makeTag(label: "x"))
print(callCount)
