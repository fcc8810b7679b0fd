// Generics: generic struct and class types, with methods, extensions and specialization.
struct Stack<Element> {
    private var items: [Element] = []
    mutating func push(_ item: Element) { items.append(item) }
    mutating func pop() -> Element? { items.popLast() }
    var top: Element? { items.last }
    var count: Int { items.count }
    var isEmpty: Bool { items.isEmpty }
}

extension Stack {
    func peekAll() -> [Element] { items.reversed() }
}

final class Queue<T> {
    private var storage: [T] = []
    func enqueue(_ value: T) { storage.append(value) }
    func dequeue() -> T? { storage.isEmpty ? nil : storage.removeFirst() }
    var pending: Int { storage.count }
}

struct Pair<First, Second> {
    let first: First
    let second: Second
    func swapped() -> Pair<Second, First> { Pair<Second, First>(first: second, second: first) }
}

var undo = Stack<String>()
undo.push("type A")
undo.push("bold")
undo.push("delete line")
print(undo.count, undo.top ?? "-")
print(undo.peekAll())
print(undo.pop() ?? "-")
print(undo.pop() ?? "-")
print(undo.count, undo.isEmpty)

var numbers = Stack<Int>()
for n in [3, 1, 4] { numbers.push(n * 10) }
print(numbers.peekAll())

let jobs = Queue<(id: Int, name: String)>()
jobs.enqueue((1, "resize"))
jobs.enqueue((2, "upload"))
print(jobs.pending)
if let job = jobs.dequeue() { print(job.id, job.name) }
print(jobs.dequeue()?.name ?? "-", jobs.dequeue()?.name ?? "-")

let p = Pair(first: "total", second: 42)
let q = p.swapped()
print(p.first, p.second, q.first, q.second)
print(p)
