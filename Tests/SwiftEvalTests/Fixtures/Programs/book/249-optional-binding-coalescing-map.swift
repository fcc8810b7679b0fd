// Optionals: if let, guard let, nil coalescing chains, map and flatMap on optionals.
struct Receipt {
    var total: Double?
    var discountCode: String?
    var note: String?
}

func payable(_ r: Receipt) -> String {
    guard let total = r.total else { return "no total" }
    if let code = r.discountCode, code == "SAVE10" {
        return "pay \(total * 0.9)"
    }
    return "pay \(total)"
}

let receipts = [
    Receipt(total: 50, discountCode: "SAVE10", note: nil),
    Receipt(total: 20, discountCode: "BOGUS", note: "gift"),
    Receipt(total: nil, discountCode: nil, note: nil),
]
for r in receipts {
    print(payable(r))
}
let notes = receipts.map { $0.note ?? $0.discountCode ?? "none" }
print(notes)
let lengths = receipts.map { $0.note.map { $0.count } }
print(lengths)
let parsed: String? = "42"
print(parsed.flatMap { Int($0) } as Any)
let bad: String? = "4x2"
print(bad.flatMap { Int($0) } as Any)
var counter: Int? = nil
counter = (counter ?? 0) + 1
counter = (counter ?? 0) + 1
print(counter!)
if var t = receipts[1].total {
    t += 5
    print(t)
}
let first = receipts.first { $0.note != nil }
print(first?.note ?? "")
