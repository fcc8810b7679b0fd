protocol Entity: Identifiable where ID == Int {
    var updatedAt: Int { get set }
}

protocol Repository {
    associatedtype Model: Entity
    func all() -> [Model]
    mutating func save(_ model: Model)
    mutating func delete(id: Int) -> Bool
}

struct InMemoryRepository<Model: Entity>: Repository {
    private var storage: [Int: Model] = [:]
    private var clock = 0

    func all() -> [Model] { storage.values.sorted { $0.id < $1.id } }

    mutating func save(_ model: Model) {
        clock += 1
        var copy = model
        copy.updatedAt = clock
        storage[model.id] = copy
    }

    mutating func delete(id: Int) -> Bool { storage.removeValue(forKey: id) != nil }

    subscript(id: Int) -> Model? { storage[id] }
}

struct Note: Entity {
    let id: Int
    var text: String
    var updatedAt = 0
}

struct Folder: Entity {
    let id: Int
    var name: String
    var noteIDs: [Int]
    var updatedAt = 0
}

func recentlyUpdated<R: Repository>(_ repo: R, limit: Int) -> [R.Model] {
    Array(repo.all().sorted { $0.updatedAt > $1.updatedAt }.prefix(limit))
}

var notes = InMemoryRepository<Note>()
notes.save(Note(id: 1, text: "Groceries"))
notes.save(Note(id: 2, text: "Ideas"))
notes.save(Note(id: 3, text: "Packing list"))
notes.save(Note(id: 1, text: "Groceries + milk"))
print("Notes: \(notes.all().map { "\($0.id):\($0.text)@\($0.updatedAt)" })")
print("Recent: \(recentlyUpdated(notes, limit: 2).map(\.text))")
print("Deleted 2: \(notes.delete(id: 2)), deleted 9: \(notes.delete(id: 9))")

var folders = InMemoryRepository<Folder>()
folders.save(Folder(id: 10, name: "Home", noteIDs: [1, 3]))
folders.save(Folder(id: 11, name: "Work", noteIDs: [2]))
for folder in folders.all() {
    let contents = folder.noteIDs.compactMap { notes[$0]?.text }
    print("\(folder.name): \(contents.isEmpty ? "(empty)" : contents.joined(separator: ", "))")
}
