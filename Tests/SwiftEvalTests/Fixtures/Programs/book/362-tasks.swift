// Tasks, values, sleeps on the clock, cancellation.
func work(_ name: String, _ ms: Int) async -> String {
    try? await Task.sleep(for: .milliseconds(ms))
    return "\(name) after \(ms)"
}

let slow = Task { await work("slow", 300) }
let fast = Task { await work("fast", 100) }
print(await fast.value)
print(await slow.value)

let cancelled = Task { () -> String in
    do {
        try await Task.sleep(for: .seconds(10))
        return "slept"
    } catch {
        return "woken: \(error) \(Task.isCancelled)"
    }
}
try? await Task.sleep(nanoseconds: 1_000_000)
cancelled.cancel()
print(await cancelled.value)
print(cancelled.isCancelled)

enum Failure: Error { case broken }
let failing = Task { () throws -> Int in throw Failure.broken }
do {
    _ = try await failing.value
} catch {
    print("caught", error)
}

// Order: tasks run when the top level waits.
var log: [String] = []
Task { log.append("a") }
Task { log.append("b") }
log.append("top")
await Task.yield()
print(log)
