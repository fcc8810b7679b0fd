// Waiting forever, defer in a task, task-local nesting, async let.
actor Counter {
    var value = 0
    func increment() -> Int {
        value += 1
        return value
    }
}
let counter = Counter()
let tasks = (1...3).map { _ in Task { await counter.increment() } }
var seen: [Int] = []
for task in tasks { seen.append(await task.value) }
print(seen, await counter.value)

func fetch(_ n: Int) async -> Int {
    try? await Task.sleep(for: .milliseconds(100 * n))
    return n * n
}
async let first = fetch(2)
async let second = fetch(1)
let both = await [first, second]
print(both)

let outer = Task {
    defer { print("outer done") }
    let inner = Task { () -> String in
        try? await Task.sleep(for: .seconds(1))
        return "inner \(Task.isCancelled)"
    }
    return await inner.value
}
outer.cancel()
print(await outer.value)
do {
    let t = Task { () throws -> Void in
        try Task.checkCancellation()
        print("not cancelled")
    }
    t.cancel()
    try await t.value
} catch {
    print("check threw", error is CancellationError)
}
