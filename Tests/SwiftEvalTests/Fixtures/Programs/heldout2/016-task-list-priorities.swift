import Foundation

enum Priority: Int, Comparable, CaseIterable, CustomStringConvertible {
    case low = 1, medium, high, urgent
    static func < (a: Priority, b: Priority) -> Bool { a.rawValue < b.rawValue }
    var description: String { String(describing: self.rawValue) + "-" + ["", "low", "med", "high", "URGENT"][rawValue] }
}

struct TodoItem: Identifiable {
    let id: Int
    var title: String
    var priority: Priority
    var dueDay: Int?       // days from today; nil = someday
    var done = false
}

struct TaskListViewModel {
    var items: [TodoItem]

    var sortedOpen: [TodoItem] {
        items.filter { !$0.done }.sorted {
            if $0.priority != $1.priority { return $0.priority > $1.priority }
            switch ($0.dueDay, $1.dueDay) {
            case let (a?, b?): return a < b
            case (nil, _?): return false
            case (_?, nil): return true
            case (nil, nil): return $0.id < $1.id
            }
        }
    }

    func dueLabel(_ item: TodoItem) -> String {
        switch item.dueDay {
        case nil: return "Someday"
        case let d? where d < 0: return "Overdue by \(-d)d"
        case 0?: return "Today"
        case 1?: return "Tomorrow"
        case let d? where d < 7: return "In \(d) days"
        case let d?: return "In \(d / 7)w \(d % 7)d"
        }
    }

    var sections: [(header: String, items: [TodoItem])] {
        Priority.allCases.reversed().compactMap { p in
            let matching = sortedOpen.filter { $0.priority == p }
            return matching.isEmpty ? nil : ("\(p) (\(matching.count))", matching)
        }
    }

    var progress: String {
        let done = items.filter(\.done).count
        let pct = items.isEmpty ? 0 : done * 100 / items.count
        return "\(done)/\(items.count) done (\(pct)%)"
    }

    mutating func complete(_ id: Int) {
        guard let i = items.firstIndex(where: { $0.id == id }) else { return }
        items[i].done = true
    }

    mutating func bumpOverdue() {
        for i in items.indices where (items[i].dueDay ?? 0) < 0 && items[i].priority < .urgent {
            items[i].priority = Priority(rawValue: items[i].priority.rawValue + 1)!
        }
    }
}

var vm = TaskListViewModel(items: [
    TodoItem(id: 1, title: "File taxes", priority: .high, dueDay: -2),
    TodoItem(id: 2, title: "Buy milk", priority: .low, dueDay: 0),
    TodoItem(id: 3, title: "Plan trip", priority: .medium, dueDay: nil),
    TodoItem(id: 4, title: "Ship v2.0", priority: .urgent, dueDay: 1),
    TodoItem(id: 5, title: "Call mom", priority: .medium, dueDay: 3),
    TodoItem(id: 6, title: "Renew passport", priority: .high, dueDay: 17),
    TodoItem(id: 7, title: "Water plants", priority: .low, dueDay: -1),
])

func show() {
    for s in vm.sections {
        print("## \(s.header)")
        s.items.forEach { print("- [\($0.id)] \($0.title) — \(vm.dueLabel($0))") }
    }
    print(vm.progress)
}

show()
vm.complete(4); vm.complete(2)
vm.bumpOverdue()
print("=== after completing and bumping")
show()
print(Priority.allCases.sorted(by: >).map(\.description))
print(Priority.medium < Priority.high, Priority(rawValue: 9) == nil, Priority.allCases.max()!)
