// View model: a task list view model with filters, sort orders, progress label and section titles.
import Foundation

struct TaskItem {
    let id: Int
    var title: String
    var isDone: Bool
    var priority: Int
    var dueDay: Int?
}

final class TaskListViewModel {
    enum Filter: String, CaseIterable { case all, open, done }
    enum SortOrder { case priority, title, due }

    var tasks: [TaskItem]
    var filter: Filter = .all
    var sortOrder: SortOrder = .priority

    init(tasks: [TaskItem]) { self.tasks = tasks }

    var visibleTasks: [TaskItem] {
        let filtered: [TaskItem]
        switch filter {
        case .all: filtered = tasks
        case .open: filtered = tasks.filter { !$0.isDone }
        case .done: filtered = tasks.filter { $0.isDone }
        }
        switch sortOrder {
        case .priority: return filtered.sorted { ($0.priority, $0.id) > ($1.priority, $1.id) }
        case .title: return filtered.sorted { $0.title < $1.title }
        case .due: return filtered.sorted { ($0.dueDay ?? Int.max, $0.id) < ($1.dueDay ?? Int.max, $1.id) }
        }
    }

    var progressLabel: String {
        let done = tasks.filter(\.isDone).count
        let percent = tasks.isEmpty ? 0 : done * 100 / tasks.count
        return "\(done) of \(tasks.count) done (\(percent)%)"
    }

    var sectionTitle: String { "\(filter.rawValue.capitalized) (\(visibleTasks.count))" }

    func toggle(_ id: Int) {
        if let i = tasks.firstIndex(where: { $0.id == id }) { tasks[i].isDone.toggle() }
    }
}

let vm = TaskListViewModel(tasks: [
    TaskItem(id: 1, title: "File taxes", isDone: false, priority: 3, dueDay: 15),
    TaskItem(id: 2, title: "Buy stamps", isDone: true, priority: 1, dueDay: nil),
    TaskItem(id: 3, title: "Answer email", isDone: false, priority: 2, dueDay: 3),
    TaskItem(id: 4, title: "Renew gym", isDone: false, priority: 2, dueDay: nil),
])
print(vm.progressLabel)
print(vm.sectionTitle, vm.visibleTasks.map(\.title))
vm.filter = .open
vm.sortOrder = .due
print(vm.sectionTitle, vm.visibleTasks.map(\.title))
vm.toggle(3)
vm.sortOrder = .title
print(vm.sectionTitle, vm.visibleTasks.map(\.title))
vm.filter = .done
print(vm.sectionTitle, vm.visibleTasks.map(\.id))
print(vm.progressLabel)
print(TaskListViewModel.Filter.allCases.map(\.rawValue))
print(TaskListViewModel(tasks: []).progressLabel)
