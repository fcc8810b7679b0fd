struct TodoItem: CustomStringConvertible {
    let id: Int
    var title: String
    var isDone: Bool
    var priority: Int

    var description: String {
        let mark = isDone ? "[x]" : "[ ]"
        return "\(mark) #\(id) \(title) (p\(priority))"
    }
}

final class TodoListViewModel {
    private(set) var items: [TodoItem] = []
    private var nextID = 1

    var remainingCount: Int { items.filter { !$0.isDone }.count }

    var summaryLabel: String {
        switch remainingCount {
        case 0: return "All done!"
        case 1: return "1 item left"
        default: return "\(remainingCount) items left"
        }
    }

    @discardableResult
    func add(_ title: String, priority: Int = 2) -> Int {
        let item = TodoItem(id: nextID, title: title, isDone: false, priority: priority)
        nextID += 1
        items.append(item)
        return item.id
    }

    func toggle(id: Int) {
        guard let index = items.firstIndex(where: { $0.id == id }) else {
            print("No item with id \(id)")
            return
        }
        items[index].isDone.toggle()
    }

    func sortedByPriority() -> [TodoItem] {
        items.sorted { lhs, rhs in
            if lhs.priority != rhs.priority { return lhs.priority > rhs.priority }
            return lhs.title < rhs.title
        }
    }
}

let vm = TodoListViewModel()
print(vm.summaryLabel)
vm.add("Buy milk", priority: 1)
let laundry = vm.add("Do laundry", priority: 3)
vm.add("Call mom")
vm.add("Answer email", priority: 3)
print(vm.summaryLabel)
vm.toggle(id: laundry)
vm.toggle(id: 42)
print(vm.summaryLabel)
for item in vm.sortedByPriority() {
    print(item)
}
let titles = vm.items.map(\.title).joined(separator: ", ")
print("Titles: \(titles)")
vm.items.map(\.id).forEach { vm.toggle(id: $0) }
print(vm.summaryLabel)
print(vm.items.filter(\.isDone).map { $0.title.uppercased() })
