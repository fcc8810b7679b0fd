// A type declared inside a function is declared afresh each time the
// function runs, shadows a type of the same name while it runs, and leaves
// that outer type as it was afterwards.
struct Item {
    var name: String
}

func summary(_ n: Int) -> String {
    struct Item {
        var count: Int
        var label: String
        var text: String { "\(count) \(label)" }
    }
    enum Size { case small, large }
    let item = Item(count: n, label: n == 1 ? "row" : "rows")
    let size: Size = n > 2 ? .large : .small
    return "\(item.text) (\(size))"
}

func nested() -> [String] {
    struct Pair {
        struct Side { var value: Int }
        var left: Side
        var right: Side
    }
    var out: [String] = []
    for i in 0..<3 {
        let pair = Pair(left: .init(value: i), right: .init(value: i * 10))
        out.append("\(pair.left.value)-\(pair.right.value)")
    }
    return out
}

print(summary(1))
print(summary(3))
print(summary(2))
print(Item(name: "outer").name)
print(nested())
print(nested().count)
