protocol Identifiable {
    associatedtype ID: Hashable & Comparable
    var id: ID { get }
}

struct Book: Identifiable, CustomStringConvertible {
    let id: Int
    let title: String
    let year: Int
    var description: String { "\(title) (\(year))" }
}

struct Tag: Identifiable {
    let id: String
    var uses: Int
}

final class Repository<Item: Identifiable> {
    private var storage: [Item.ID: Item] = [:]
    private(set) var log: [String] = []

    var count: Int { storage.count }
    var all: [Item] { storage.keys.sorted().compactMap { storage[$0] } }

    func upsert(_ item: Item) {
        let verb = storage[item.id] == nil ? "insert" : "update"
        storage[item.id] = item
        log.append("\(verb) \(item.id)")
    }

    func delete(id: Item.ID) -> Item? {
        defer { log.append("delete \(id)") }
        return storage.removeValue(forKey: id)
    }

    subscript(id: Item.ID) -> Item? { storage[id] }

    func first(where predicate: (Item) -> Bool) -> Item? {
        all.first(where: predicate)
    }
}

extension Repository where Item == Book {
    func published(before year: Int) -> [Book] {
        all.filter { $0.year < year }
    }
}

let books = Repository<Book>()
books.upsert(Book(id: 3, title: "Dune", year: 1965))
books.upsert(Book(id: 1, title: "Neuromancer", year: 1984))
books.upsert(Book(id: 2, title: "Hyperion", year: 1989))
books.upsert(Book(id: 1, title: "Neuromancer (Anniversary)", year: 2004))
print(books.all)
print(books[2] as Any)
print(books[99] as Any)
print(books.published(before: 2000))
let removed = books.delete(id: 3)
print("Removed: \(removed?.title ?? "nothing")")
print("Remove again: \(books.delete(id: 3)?.title ?? "nothing")")
print(books.log.joined(separator: ", "))

let tags = Repository<Tag>()
["swift", "ios", "linux"].enumerated().forEach { tags.upsert(Tag(id: $1, uses: $0 * 10)) }
print(tags.all.map { "\($0.id)=\($0.uses)" })
print(tags.first { $0.uses > 5 }?.id ?? "none")
print("Counts: \(books.count) books, \(tags.count) tags")
