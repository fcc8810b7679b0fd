// Repository pattern: protocol with associated type, generic in-memory store, default implementations.
import Foundation

protocol Identifiable2 {
    associatedtype ID: Hashable & Comparable
    var id: ID { get }
}

protocol Repository {
    associatedtype Item: Identifiable2
    var all: [Item] { get }
    mutating func upsert(_ item: Item) -> Bool
    mutating func delete(id: Item.ID) -> Item?
}

extension Repository {
    func find(_ id: Item.ID) -> Item? { all.first { $0.id == id } }
    var count: Int { all.count }
    var sortedIDs: [Item.ID] { all.map(\.id).sorted() }
}

struct InMemoryRepository<Item: Identifiable2>: Repository {
    private var storage: [Item.ID: Item] = [:]
    private(set) var log: [String] = []
    var all: [Item] { storage.values.sorted { $0.id < $1.id } }

    mutating func upsert(_ item: Item) -> Bool {
        let isNew = storage.updateValue(item, forKey: item.id) == nil
        log.append(isNew ? "insert \(item.id)" : "update \(item.id)")
        return isNew
    }
    mutating func delete(id: Item.ID) -> Item? {
        let removed = storage.removeValue(forKey: id)
        log.append(removed == nil ? "miss \(id)" : "delete \(id)")
        return removed
    }
}

struct Note: Identifiable2 {
    let id: Int
    var text: String
    var pinned = false
}
struct Tag: Identifiable2 {
    var id: String { name.lowercased() }
    let name: String
    let color: String
}

func summarize<R: Repository>(_ repo: R, label: (R.Item) -> String) -> String {
    repo.all.isEmpty ? "(empty)" : repo.all.map(label).joined(separator: " | ")
}

var notes = InMemoryRepository<Note>()
print("Notes: \(summarize(notes) { $0.text })")
_ = notes.upsert(Note(id: 3, text: "Call plumber"))
_ = notes.upsert(Note(id: 1, text: "Buy stamps"))
let wasNew = notes.upsert(Note(id: 3, text: "Call plumber re: leak", pinned: true))
_ = notes.upsert(Note(id: 2, text: ""))
print("Second upsert of 3 was new: \(wasNew)")
print("Notes: \(summarize(notes) { "\($0.id):\($0.text.isEmpty ? "<blank>" : $0.text)\($0.pinned ? "📌" : "")" })")
print("Deleted: \(notes.delete(id: 2)?.id.description ?? "none"), again: \(notes.delete(id: 2)?.id.description ?? "none")")
print("find(1): \(notes.find(1)?.text ?? "-"), find(9): \(notes.find(9)?.text ?? "-")")
print("IDs: \(notes.sortedIDs), count \(notes.count)")
print("Log: \(notes.log.joined(separator: ", "))")

var tags = InMemoryRepository<Tag>()
for (name, color) in [("Work", "blue"), ("home", "green"), ("WORK", "navy"), ("Urgent", "red")] {
    _ = tags.upsert(Tag(name: name, color: color))
}
print("Tags: \(summarize(tags) { "\($0.name)=\($0.color)" })")
print("Tag IDs: \(tags.sortedIDs)")
print("Pinned notes: \(notes.all.filter(\.pinned).count) of \(notes.count)")
