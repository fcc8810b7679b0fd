// Protocols: Identifiable conformance, id-based lookups, replacing and deleting by id.
struct Contact: Identifiable, Equatable {
    let id: Int
    var name: String
    var favorite = false
}

struct Message: Identifiable {
    var id: String { "\(thread)-\(index)" }
    let thread: String
    let index: Int
    let text: String
}

func index<T: Identifiable>(of id: T.ID, in items: [T]) -> Int? {
    items.firstIndex { $0.id == id }
}

var contacts = [
    Contact(id: 10, name: "Ana"),
    Contact(id: 11, name: "Ben"),
    Contact(id: 12, name: "Cara"),
]
print(index(of: 11, in: contacts) ?? -1)
print(index(of: 99, in: contacts) ?? -1)

if let i = index(of: 12, in: contacts) {
    contacts[i].favorite = true
    contacts[i].name += " M."
}
print(contacts.filter(\.favorite).map(\.name))
contacts.removeAll { $0.id == 10 }
print(contacts.map(\.id))

let byID = Dictionary(uniqueKeysWithValues: contacts.map { ($0.id, $0) })
print(byID[11]?.name ?? "-", byID[10]?.name ?? "-")

let messages = [
    Message(thread: "work", index: 1, text: "Standup?"),
    Message(thread: "home", index: 1, text: "Dinner?"),
    Message(thread: "work", index: 2, text: "Moved to 10"),
]
print(messages.map(\.id))
print(index(of: "work-2", in: messages).map { messages[$0].text } ?? "-")
print(Set(messages.map(\.thread)).sorted())
