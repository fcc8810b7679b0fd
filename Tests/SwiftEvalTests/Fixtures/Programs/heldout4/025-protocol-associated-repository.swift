protocol Identifiable2 {
    associatedtype ID: Hashable & Comparable
    var id: ID { get }
}

protocol Repository {
    associatedtype Item: Identifiable2
    var items: [Item.ID: Item] { get set }
}

extension Repository {
    mutating func save(_ item: Item) -> Bool {
        let isNew = items[item.id] == nil
        items[item.id] = item
        return isNew
    }
    mutating func delete(_ id: Item.ID) -> Item? { items.removeValue(forKey: id) }
    func find(_ id: Item.ID) -> Item? { items[id] }
    var all: [Item] { items.keys.sorted().map { items[$0]! } }
    var count: Int { items.count }
}

struct Note: Identifiable2 { let id: Int; var text: String }
struct Tag: Identifiable2 { let id: String; var color: String }

struct NoteRepo: Repository { var items: [Int: Note] = [:] }
struct TagRepo: Repository {
    var items: [String: Tag] = [:]
    var colors: [String] { all.map(\.color) }
}

var notes = NoteRepo()
print(notes.save(Note(id: 3, text: "buy eggs")))
print(notes.save(Note(id: 1, text: "call bank")))
print(notes.save(Note(id: 3, text: "buy eggs and milk")))
print(notes.all.map { "\($0.id):\($0.text)" })
print(notes.delete(1)?.text ?? "none", notes.delete(1)?.text ?? "none", notes.count)

var tags = TagRepo()
for (name, color) in [("work", "blue"), ("home", "green"), ("urgent", "red"), ("home", "teal")] {
    _ = tags.save(Tag(id: name, color: color))
}
print(tags.all.map(\.id), tags.colors)
print(tags.find("urgent")?.color ?? "?", tags.find("play")?.color ?? "?")

func summarize<R: Repository>(_ repo: R, label: (R.Item) -> String) -> String {
    "\(repo.count) items: " + repo.all.map(label).joined(separator: ", ")
}
print(summarize(notes) { $0.text.uppercased() })
print(summarize(tags) { "\($0.id)#\($0.color)" })
