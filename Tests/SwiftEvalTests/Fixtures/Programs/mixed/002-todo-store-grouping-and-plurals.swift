// To-do list store: class holding structs, status filters, grouping, multi-key sorting, plural labels.
import Foundation

enum Status: Int, CaseIterable, Comparable {
    case todo, inProgress, done
    static func < (a: Status, b: Status) -> Bool { a.rawValue < b.rawValue }
    var title: String {
        switch self {
        case .todo: return "To Do"
        case .inProgress: return "In Progress"
        case .done: return "Done"
        }
    }
}

struct Task {
    let id: Int
    var title: String
    var status: Status
    var priority: Int
    mutating func advance() {
        if let next = Status(rawValue: status.rawValue + 1) { status = next }
    }
}

final class TaskStore {
    private(set) var tasks: [Task] = []
    private var nextID = 1

    @discardableResult
    func add(_ title: String, priority: Int = 0) -> Int {
        tasks.append(Task(id: nextID, title: title, status: .todo, priority: priority))
        nextID += 1
        return nextID - 1
    }
    func advance(id: Int) {
        guard let i = tasks.firstIndex(where: { $0.id == id }) else {
            print("No task #\(id)")
            return
        }
        tasks[i].advance()
    }
    func tasks(with status: Status) -> [Task] { tasks.filter { $0.status == status } }
    var sorted: [Task] {
        tasks.sorted { a, b in
            if a.status != b.status { return a.status < b.status }
            if a.priority != b.priority { return a.priority > b.priority }
            return a.title < b.title
        }
    }
}

func plural(_ n: Int, _ word: String) -> String {
    switch n {
    case 0: return "no \(word)s"
    case 1: return "1 \(word)"
    default: return "\(n) \(word)s"
    }
}

let store = TaskStore()
print("Remaining: \(plural(store.tasks(with: .todo).count, "task"))")
let milk = store.add("Buy milk", priority: 1)
let taxes = store.add("File taxes", priority: 3)
store.add("Call mom", priority: 1)
store.add("Answer email")
let gym = store.add("Gym", priority: 3)
store.advance(id: taxes)
store.advance(id: milk)
store.advance(id: milk)
store.advance(id: milk)
store.advance(id: gym)
store.advance(id: 42)

let groups = Dictionary(grouping: store.tasks, by: { $0.status })
for status in Status.allCases {
    let count = groups[status]?.count ?? 0
    print("\(status.title): \(plural(count, "task"))")
}
for task in store.sorted {
    let flag = String(repeating: "!", count: task.priority)
    print("[\(task.status == .done ? "x" : " ")] #\(task.id) \(task.title) \(flag)".trimmingCharacters(in: .whitespaces))
}
let done = store.tasks(with: .done).count
let percent = store.tasks.isEmpty ? 0 : done * 100 / store.tasks.count
print("Progress: \(percent)% complete, \(plural(store.tasks.count - done, "open item"))")
