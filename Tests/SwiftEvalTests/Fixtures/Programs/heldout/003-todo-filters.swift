struct TodoItem: CustomStringConvertible {
    let id: Int
    var title: String
    var isDone: Bool
    var priority: Priority

    enum Priority: Int, Comparable {
        case low = 0, medium, high
        static func < (lhs: Priority, rhs: Priority) -> Bool { lhs.rawValue < rhs.rawValue }
    }

    var description: String {
        let box = isDone ? "[x]" : "[ ]"
        return "\(box) #\(id) \(title) (\(priority))"
    }
}

enum Filter {
    case all, active, completed
    case priorityAtLeast(TodoItem.Priority)

    func matches(_ item: TodoItem) -> Bool {
        switch self {
        case .all: return true
        case .active: return !item.isDone
        case .completed: return item.isDone
        case .priorityAtLeast(let p): return item.priority >= p
        }
    }
}

struct TodoList {
    var items: [TodoItem] = []
    private var nextID = 1

    mutating func add(_ title: String, priority: TodoItem.Priority = .medium) {
        items.append(TodoItem(id: nextID, title: title, isDone: false, priority: priority))
        nextID += 1
    }

    mutating func toggle(id: Int) {
        guard let i = items.firstIndex(where: { $0.id == id }) else { return }
        items[i].isDone.toggle()
    }

    func filtered(_ filter: Filter) -> [TodoItem] {
        items.filter(filter.matches)
    }
}

var list = TodoList()
list.add("Buy milk", priority: .low)
list.add("Write report", priority: .high)
list.add("Call mom")
list.add("Fix bug #42", priority: .high)
list.toggle(id: 2)
list.toggle(id: 3)

let filters: [(String, Filter)] = [("All", .all), ("Active", .active), ("Completed", .completed), ("High+", .priorityAtLeast(.high))]
for (name, filter) in filters {
    let result = list.filtered(filter)
    print("\(name) (\(result.count)):")
    result.forEach { print("  \($0)") }
}
