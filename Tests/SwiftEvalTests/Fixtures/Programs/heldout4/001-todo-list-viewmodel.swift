import Foundation

enum Priority: Int, Comparable, CaseIterable {
    case low = 1, medium, high

    static func < (lhs: Priority, rhs: Priority) -> Bool { lhs.rawValue < rhs.rawValue }

    var label: String {
        switch self {
        case .low: return "Low"
        case .medium: return "Medium"
        case .high: return "High"
        }
    }
}

struct TodoItem {
    let id: Int
    var title: String
    var done: Bool
    var priority: Priority
}

final class TodoListViewModel {
    private(set) var items: [TodoItem] = []
    private var nextID = 1

    var remainingLabel: String {
        let n = items.filter { !$0.done }.count
        switch n {
        case 0: return "All done!"
        case 1: return "1 item left"
        default: return "\(n) items left"
        }
    }

    var sortedForDisplay: [TodoItem] {
        items.sorted {
            if $0.done != $1.done { return !$0.done }
            if $0.priority != $1.priority { return $0.priority > $1.priority }
            return $0.id < $1.id
        }
    }

    @discardableResult
    func add(_ title: String, priority: Priority = .medium) -> Int {
        let trimmed = title.trimmingCharacters(in: .whitespaces)
        guard !trimmed.isEmpty else { return -1 }
        items.append(TodoItem(id: nextID, title: trimmed, done: false, priority: priority))
        nextID += 1
        return nextID - 1
    }

    func toggle(_ id: Int) {
        guard let idx = items.firstIndex(where: { $0.id == id }) else { return }
        items[idx].done.toggle()
    }

    func rowText(_ item: TodoItem) -> String {
        "\(item.done ? "[x]" : "[ ]") \(item.title) (\(item.priority.label))"
    }
}

let vm = TodoListViewModel()
print(vm.remainingLabel)
let a = vm.add("  Buy milk ", priority: .low)
let b = vm.add("Write report", priority: .high)
vm.add("   ")
let c = vm.add("Call mom")
print(vm.remainingLabel)
vm.toggle(b)
vm.toggle(99)
for item in vm.sortedForDisplay { print(vm.rowText(item)) }
vm.toggle(a)
print(vm.remainingLabel)
vm.toggle(c)
print(vm.remainingLabel)
print(Priority.allCases.map(\.label).joined(separator: ", "))
