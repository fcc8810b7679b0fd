// Iterating arrays with indices, enumerated() and reversed().
struct Task {
    let title: String
    var done: Bool
}
let tasks = [
    Task(title: "Write spec", done: true),
    Task(title: "Review PR", done: false),
    Task(title: "Ship", done: false),
]

for task in tasks {
    print(task.done ? "[x]" : "[ ]", task.title)
}
for (index, task) in tasks.enumerated() {
    print("\(index + 1). \(task.title)")
}
for i in tasks.indices.reversed() {
    print(i, tasks[i].title)
}
for task in tasks.reversed() where !task.done {
    print("todo:", task.title)
}
for pair in tasks.enumerated() {
    print(pair.offset, pair.element.done)
}
print(Array(["a", "b"].enumerated()))
print(tasks.indices)
let titled = tasks.enumerated().map { "\($0.offset):\($0.element.title.prefix(4))" }
print(titled)
var index = 0
while index < tasks.count {
    if tasks[index].done { index += 1; continue }
    print("first open at", index)
    break
}
print(tasks.first!)
