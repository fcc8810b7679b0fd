// Generics: type constraints, where clauses and constrained methods.
func indexOf<T: Equatable>(_ target: T, in items: [T]) -> Int? {
    for (i, item) in items.enumerated() where item == target {
        return i
    }
    return nil
}

func largest<T: Comparable>(_ items: [T]) -> T? {
    guard var best = items.first else { return nil }
    for item in items.dropFirst() where item > best { best = item }
    return best
}

func allEqual<C1: Collection, C2: Collection>(_ a: C1, _ b: C2) -> Bool
where C1.Element == C2.Element, C1.Element: Equatable {
    guard a.count == b.count else { return false }
    return zip(a, b).allSatisfy { $0 == $1 }
}

func describeAll<T>(_ items: [T]) -> String where T: CustomStringConvertible {
    items.map { $0.description }.joined(separator: ", ")
}

struct Box<Value> {
    let value: Value
}

extension Box where Value: Numeric {
    func doubled() -> Value { value + value }
}

extension Box where Value == String {
    var shout: String { value.uppercased() + "!" }
}

print(indexOf("tue", in: ["mon", "tue", "wed"]) ?? -1)
print(indexOf(9, in: [1, 2, 3]) ?? -1)
print(largest([4.5, 9.25, 1.0]) ?? 0)
print(largest(["pear", "fig", "plum"]) ?? "")
print(largest([Int]()) as Any)
print(allEqual([1, 2, 3], [1, 2, 3]))
print(allEqual([1, 2, 3], [1, 2, 4]))
print(allEqual(Array("abc"), "abc"))
print(describeAll([1, 2, 3]))
print(describeAll([true, false]))
print(Box(value: 21).doubled())
print(Box(value: 1.25).doubled())
print(Box(value: "sale").shout)
