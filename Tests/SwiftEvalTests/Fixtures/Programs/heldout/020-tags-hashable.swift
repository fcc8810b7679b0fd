import Foundation

struct Tag: Hashable, Comparable, CustomStringConvertible {
    let name: String
    init(_ raw: String) { name = raw.lowercased().trimmingCharacters(in: .whitespaces) }
    static func < (a: Tag, b: Tag) -> Bool { a.name < b.name }
    var description: String { "#\(name)" }
}

struct Note {
    let title: String
    let tags: Set<Tag>
}


let notes = [
    Note(title: "Trip plan", tags: [Tag("Travel"), Tag("todo"), Tag(" Summer ")]),
    Note(title: "Groceries", tags: [Tag("todo"), Tag("home")]),
    Note(title: "Beach photos", tags: [Tag("travel"), Tag("summer"), Tag("photos")]),
    Note(title: "Tax forms", tags: [Tag("TODO"), Tag("finance")]),
]

let allTags = notes.reduce(into: Set<Tag>()) { $0.formUnion($1.tags) }
print("All tags: \(allTags.sorted().map(\.description).joined(separator: " "))")

var frequency: [Tag: Int] = [:]
for note in notes { for tag in note.tags { frequency[tag, default: 0] += 1 } }
for (tag, count) in frequency.sorted(by: { $0.value != $1.value ? $0.value > $1.value : $0.key < $1.key }) {
    print("\(tag): \(count)")
}

let travel = Set(notes.filter { $0.tags.contains(Tag("travel")) }.map(\.title))
let todo = Set(notes.filter { $0.tags.contains(Tag("todo")) }.map(\.title))
print("travel ∩ todo: \(travel.intersection(todo).sorted())")
print("travel ∪ todo: \(travel.union(todo).sorted())")
print("todo − travel: \(todo.subtracting(travel).sorted())")
print("Tag equality ignores case: \(Tag("Home") == Tag("home"))")
