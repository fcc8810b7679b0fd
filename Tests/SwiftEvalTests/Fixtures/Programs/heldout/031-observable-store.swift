import Observation

struct Task: Identifiable {
    let id: Int
    var title: String
    var done = false
}

@Observable
final class TaskStore {
    var tasks: [Task] = []
    var query = ""
    var showDone = true

    var visible: [Task] {
        tasks.filter { (showDone || !$0.done) && (query.isEmpty || $0.title.lowercased().contains(query.lowercased())) }
    }
    var progress: String {
        let done = tasks.filter(\.done).count
        return "\(done)/\(tasks.count) done"
    }

    func add(_ title: String) { tasks.append(Task(id: tasks.count + 1, title: title)) }
    func complete(_ id: Int) {
        if let i = tasks.firstIndex(where: { $0.id == id }) { tasks[i].done = true }
    }
}

let store = TaskStore()
var pendingRender = false

func renderList() {
    pendingRender = false
    withObservationTracking {
        let titles = store.visible.map { ($0.done ? "✓ " : "") + $0.title }
        print("[\(store.progress)] \(titles.isEmpty ? "(empty)" : titles.joined(separator: " | "))")
    } onChange: {
        pendingRender = true
    }
}

renderList()
store.add("Design login screen")
store.add("Write unit tests")
store.add("Design onboarding")
if pendingRender { renderList() }
store.complete(1)
if pendingRender { renderList() }
store.query = "design"
if pendingRender { renderList() }
store.showDone = false
if pendingRender { renderList() }
store.query = ""
store.showDone = true
print("pending before final render: \(pendingRender)")
renderList()
