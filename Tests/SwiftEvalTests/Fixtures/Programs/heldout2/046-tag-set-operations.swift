import Foundation

struct Note: Hashable {
    let id: Int
    let title: String
    var tags: Set<String>
}

struct TagFilterViewModel {
    var notes: [Note]
    var selectedTags: Set<String> = []
    var matchAll = true

    var allTags: [String] { notes.reduce(Set<String>()) { $0.union($1.tags) }.sorted() }

    var tagCounts: [(tag: String, count: Int)] {
        let counts = notes.flatMap(\.tags).reduce(into: [String: Int]()) { $0[$1, default: 0] += 1 }
        return counts.map { ($0.key, $0.value) }.sorted { ($1.count, $0.tag) < ($0.count, $1.tag) }
    }

    var filtered: [Note] {
        guard !selectedTags.isEmpty else { return notes }
        return notes.filter { matchAll ? selectedTags.isSubset(of: $0.tags) : !selectedTags.isDisjoint(with: $0.tags) }
    }

    var chipLabels: [String] {
        allTags.map { selectedTags.contains($0) ? "[\($0)]" : $0 }
    }

    mutating func toggle(_ tag: String) {
        if selectedTags.remove(tag) == nil { selectedTags.insert(tag) }
    }

    func related(to tag: String) -> [String] {
        let withTag = notes.filter { $0.tags.contains(tag) }
        var co = Set(withTag.flatMap(\.tags))
        co.remove(tag)
        return co.sorted()
    }
}

var vm = TagFilterViewModel(notes: [
    Note(id: 1, title: "Grocery list", tags: ["home", "todo"]),
    Note(id: 2, title: "Sprint goals", tags: ["work", "todo", "q3"]),
    Note(id: 3, title: "Book ideas", tags: ["reading"]),
    Note(id: 4, title: "1:1 notes", tags: ["work", "people"]),
    Note(id: 5, title: "Garden plan", tags: ["home", "outdoors", "q3"]),
    Note(id: 6, title: "Untagged scribble", tags: []),
])

print("Tags: \(vm.allTags)")
print("Counts: " + vm.tagCounts.map { "\($0.tag)(\($0.count))" }.joined(separator: " "))
func show(_ label: String) {
    print("\(label): \(vm.chipLabels.joined(separator: " "))")
    print("  -> \(vm.filtered.map(\.title))")
}
vm.toggle("todo"); show("todo")
vm.toggle("work"); show("todo+work (all)")
vm.matchAll = false; show("todo+work (any)")
vm.toggle("todo"); vm.toggle("q3"); show("work|q3")
vm.toggle("work"); vm.toggle("q3"); show("none")

let a: Set = ["swift", "ios", "ui", "testing"]
let b: Set = ["ios", "android", "ui", "kotlin"]
print("union: \(a.union(b).sorted())")
print("intersection: \(a.intersection(b).sorted())")
print("symmetric: \(a.symmetricDifference(b).sorted())")
print("a - b: \(a.subtracting(b).sorted())")
print("subset: \(Set(["ui"]).isSubset(of: a)), strict superset: \(a.isStrictSuperset(of: ["ios", "ui"])), disjoint: \(a.isDisjoint(with: ["web"]))")
print("related to home: \(vm.related(to: "home")), to q3: \(vm.related(to: "q3"))")
var edited = vm.notes[0]
let inserted = edited.tags.insert("urgent")
let again = edited.tags.insert("urgent")
print(inserted.inserted, again.inserted, edited.tags.count, edited == vm.notes[0])
