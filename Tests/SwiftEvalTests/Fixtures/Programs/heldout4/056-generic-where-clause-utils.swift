extension Sequence {
    func grouped<K: Hashable & Comparable>(by key: (Element) -> K) -> [(K, [Element])] {
        Dictionary(grouping: self, by: key).sorted { $0.key < $1.key }.map { ($0.key, $0.value) }
    }
    func sum<N: Numeric>(_ f: (Element) -> N) -> N { reduce(0) { $0 + f($1) } }
    func uniqued<K: Hashable>(by key: (Element) -> K) -> [Element] {
        var seen = Set<K>()
        return filter { seen.insert(key($0)).inserted }
    }
}

extension Array where Element: Comparable {
    func isSortedAscending() -> Bool { zip(self, dropFirst()).allSatisfy { $0 <= $1 } }
}

extension Collection where Element: Equatable {
    func positions(of e: Element) -> [Index] { indices.filter { self[$0] == e } }
}

extension Dictionary where Value: Numeric {
    mutating func add(_ other: [Key: Value]) { other.forEach { self[$0.key, default: 0] += $0.value } }
}

func firstDuplicate<C: Collection>(in c: C) -> C.Element? where C.Element: Hashable {
    var seen = Set<C.Element>()
    for e in c { if !seen.insert(e).inserted { return e } }
    return nil
}

func clamp<T: Comparable>(_ v: T, _ lo: T, _ hi: T) -> T { max(lo, min(v, hi)) }

struct Purchase { let user: String; let item: String; let cost: Double }
let purchases = [
    Purchase(user: "kai", item: "book", cost: 12.5),
    Purchase(user: "ira", item: "pen", cost: 1.25),
    Purchase(user: "kai", item: "lamp", cost: 30),
    Purchase(user: "ada", item: "book", cost: 12.5),
    Purchase(user: "ira", item: "book", cost: 12.5),
]
for (user, items) in purchases.grouped(by: \.user) {
    print(user, items.map(\.item), items.sum(\.cost))
}
print(purchases.sum { $0.cost }, purchases.sum { _ in 1 })
print(purchases.uniqued(by: \.item).map(\.item), purchases.uniqued(by: \.user).map(\.user))
print([1, 2, 2, 5].isSortedAscending(), ["b", "a"].isSortedAscending(), [Int]().isSortedAscending())
print("banana".positions(of: "a").map { "banana".distance(from: "banana".startIndex, to: $0) }, [3, 1, 3].positions(of: 3))
var totals = ["a": 1, "b": 2]
totals.add(["b": 10, "c": 5])
print(totals.sorted { $0.key < $1.key })
print(firstDuplicate(in: [4, 7, 1, 7, 4]) ?? -1, firstDuplicate(in: "swift") ?? "-", firstDuplicate(in: "hello") ?? "-")
print(clamp(15, 0, 10), clamp(-2.5, -1.0, 1.0), clamp("m", "a", "k"))
