// Enumerations: computed properties, methods, mutating methods that reassign self, static members.
enum TaskState: String {
    case todo, inProgress, review, done

    static let initial = TaskState.todo

    var title: String {
        switch self {
        case .todo: return "To Do"
        case .inProgress: return "In Progress"
        case .review: return "In Review"
        case .done: return "Done"
        }
    }

    var isOpen: Bool { self != .done }

    mutating func advance() {
        switch self {
        case .todo: self = .inProgress
        case .inProgress: self = .review
        case .review, .done: self = .done
        }
    }

    func next() -> TaskState {
        var copy = self
        copy.advance()
        return copy
    }

    static func parse(_ text: String) -> TaskState {
        TaskState(rawValue: text) ?? initial
    }
}

var state = TaskState.initial
print(state, state.title, state.isOpen)
state.advance()
print(state, state.title)
print(state.next().title)
print(state)
state.advance()
state.advance()
state.advance()
print(state.title, state.isOpen)
print(TaskState.parse("review").title)
print(TaskState.parse("archived"))
print(TaskState.inProgress.rawValue)
