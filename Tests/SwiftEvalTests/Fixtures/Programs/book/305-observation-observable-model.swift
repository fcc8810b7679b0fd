// Observation: an @Observable final class model, mutated and read like a SwiftUI view would.
import Foundation
import Observation

@Observable
final class TodoStore {
    struct Todo: Identifiable {
        let id: Int
        var title: String
        var done = false
    }

    var todos: [Todo] = []
    var filterDone = false
    private var nextID = 1

    var visible: [Todo] {
        filterDone ? todos.filter { $0.done } : todos
    }

    var summary: String {
        let open = todos.filter { !$0.done }.count
        return "\(open) open of \(todos.count)"
    }

    func add(_ title: String) {
        todos.append(Todo(id: nextID, title: title))
        nextID += 1
    }

    func toggle(id: Int) {
        guard let i = todos.firstIndex(where: { $0.id == id }) else { return }
        todos[i].done.toggle()
    }
}

let store = TodoStore()
print(store.summary)
store.add("Buy flowers")
store.add("Call mom")
store.add("Book flights")
print(store.summary)
store.toggle(id: 2)
print(store.summary)
print(store.visible.map { $0.title })
store.filterDone = true
print(store.visible.map { $0.title })
store.toggle(id: 2)
store.toggle(id: 9)
print(store.visible.count, store.summary)
store.todos[0].title = "Buy tulips"
store.filterDone = false
print(store.visible.map { "\($0.id):\($0.title)" })
