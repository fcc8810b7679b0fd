// Moving checklist: sections of items addressed by (section, row) paths, toggling, nested progress, reorder.
import Foundation

struct ChecklistItem {
    var title: String
    var done = false
    var dueInDays: Int?
}

struct Section {
    var name: String
    var items: [ChecklistItem]
    var progress: (done: Int, total: Int) {
        items.reduce(into: (0, 0)) { acc, item in
            acc.1 += 1
            if item.done { acc.0 += 1 }
        }
    }
}

typealias Path = (section: Int, row: Int)

struct Checklist {
    var sections: [Section]

    subscript(path: Path) -> ChecklistItem? {
        get {
            guard sections.indices.contains(path.section), sections[path.section].items.indices.contains(path.row) else { return nil }
            return sections[path.section].items[path.row]
        }
        set {
            guard let v = newValue, sections.indices.contains(path.section),
                  sections[path.section].items.indices.contains(path.row) else { return }
            sections[path.section].items[path.row] = v
        }
    }
    mutating func toggle(_ p: Path) { self[p]?.done.toggle() }
    var overall: Double {
        let (d, t) = sections.map(\.progress).reduce((0, 0)) { ($0.0 + $1.done, $0.1 + $1.total) }
        return t == 0 ? 0 : Double(d) / Double(t)
    }
    var overdue: [Path] {
        sections.indices.flatMap { s in
            sections[s].items.indices.compactMap { r in
                let item = sections[s].items[r]
                guard let due = item.dueInDays, due < 0, !item.done else { return nil }
                return (s, r)
            }
        }
    }
}

var list = Checklist(sections: [
    Section(name: "Packing", items: [ChecklistItem(title: "Kitchen", dueInDays: -1), ChecklistItem(title: "Books"), ChecklistItem(title: "Clothes", dueInDays: 2)]),
    Section(name: "Admin", items: [ChecklistItem(title: "Change address", dueInDays: -3), ChecklistItem(title: "Cancel internet", dueInDays: 0)]),
    Section(name: "Later", items: []),
])

func report(_ label: String) {
    print("\(label): \(Int((list.overall * 100).rounded()))% overall")
    for s in list.sections {
        let (d, t) = s.progress
        let ring = t == 0 ? "○ empty" : d == t ? "● complete" : "◐ \(d)/\(t)"
        print("  \(s.name) \(ring)")
    }
}
report("Start")
list.toggle((0, 1))
list.toggle((1, 0))
list.toggle((5, 0))
list.toggle((0, 9))
report("After toggles")
print("Overdue: \(list.overdue.map { "\(list[$0]!.title) (\(-list[$0]!.dueInDays!)d late)" }.joined(separator: ", "))")
list[(2, 0)] = ChecklistItem(title: "ignored")
list.sections[2].items.append(ChecklistItem(title: "Unpack", dueInDays: 10))
list[(0, 0)]?.title += " (fragile)"
list.sections[0].items.swapAt(0, 2)
print("Packing order: \(list.sections[0].items.map(\.title).joined(separator: " → "))")
for s in list.sections.indices { for r in list.sections[s].items.indices { list.toggle((s, r)) } }
report("After toggling everything")
print("Missing path: \(list[(-1, 0)]?.title ?? "nil")")
