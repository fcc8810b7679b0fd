// Generic types made with their parameters written (`Query<Bird>()`) keep
// them: the initializer, the methods and a generic function that takes the
// value see `T` bound, so `T.self`, `is T` and `as? T` are checked.
final class Bird {
    let name: String
    let wingspan: Int
    init(name: String, wingspan: Int) {
        self.name = name
        self.wingspan = wingspan
    }
}

final class Feeder {
    let seeds: Int
    init(seeds: Int) { self.seeds = seeds }
}

struct Query<Model> {
    var label: String
    var limit: Int?

    init(limit: Int? = nil) {
        self.limit = limit
        label = "Query of \(String(describing: Model.self))"
    }

    func accepts(_ thing: Any) -> Bool { thing is Model }
}

final class Box<Value> {
    var items: [Any] = []
    func typed() -> [Value] { items.compactMap { $0 as? Value } }
}

let things: [AnyObject] = [
    Bird(name: "Robin", wingspan: 30), Feeder(seeds: 12), Bird(name: "Wren", wingspan: 15),
]

func run<T>(_ query: Query<T>, over objects: [AnyObject]) -> [T] {
    print(query.label, String(describing: T.self))
    let found = objects.compactMap { $0 as? T }
    return query.limit.map { Array(found.prefix($0)) } ?? found
}

let birds = Query<Bird>()
print(birds.label)
print(birds.accepts(things[0]), birds.accepts(things[1]), birds.accepts(42))
print(run(birds, over: things).map(\.name))
print(run(Query<Feeder>(), over: things).map(\.seeds))
print(run(Query<Bird>(limit: 1), over: things).map(\.name))
let counted = things.filter { Query<Feeder>().accepts($0) }.count
print(counted)

let box = Box<Bird>()
box.items = [things[0], 7, things[2], "Finch"]
print(box.typed().map(\.wingspan))
let strings = Box<String>()
strings.items = [1, "a", "b", 2.5]
print(strings.typed())
