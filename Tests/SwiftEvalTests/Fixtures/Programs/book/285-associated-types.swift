// Generics: protocols with associated types, inferred and constrained, used through generics.
protocol Container {
    associatedtype Item
    var items: [Item] { get }
    mutating func add(_ item: Item)
}

extension Container {
    var count: Int { items.count }
    func first(where test: (Item) -> Bool) -> Item? {
        items.first(where: test)
    }
}

struct TaskList: Container {
    var items: [String] = []
    mutating func add(_ item: String) { items.append(item) }
}

struct ScoreBoard: Container {
    typealias Item = Int
    var items: [Int] = []
    mutating func add(_ item: Int) {
        if item >= 0 { items.append(item) }
    }
}

func merge<A: Container, B: Container>(_ a: A, _ b: B) -> [A.Item]
where A.Item == B.Item {
    a.items + b.items
}

func summarize<C: Container>(_ c: C) -> String where C.Item: Comparable {
    guard let lo = c.items.min(), let hi = c.items.max() else { return "empty" }
    return "\(c.count) items from \(lo) to \(hi)"
}

var tasks = TaskList()
tasks.add("pack")
tasks.add("book taxi")
print(tasks.count)
print(tasks.first { $0.contains("taxi") } ?? "-")
print(summarize(tasks))

var scores = ScoreBoard()
for s in [12, -3, 40, 7] { scores.add(s) }
print(scores.items)
print(summarize(scores))
print(summarize(ScoreBoard()))

var more = TaskList()
more.add("water plants")
print(merge(tasks, more))
