// Tasks on the main actor take turns at each wait.
var log: [String] = []
let a = Task {
    log.append("a1")
    await Task.yield()
    log.append("a2")
}
let b = Task {
    log.append("b1")
    await Task.yield()
    log.append("b2")
}
await a.value
await b.value
print(log)

// Sleeps end in the order of their deadlines, whoever started first.
var woke: [String] = []
let sleepers = [("long", 300), ("short", 100), ("middle", 200)].map { name, ms in
    Task {
        try? await Task.sleep(nanoseconds: UInt64(ms) * 1_000_000)
        woke.append(name)
    }
}
for sleeper in sleepers { await sleeper.value }
print(woke)

// A stream's consumer sees each element as it is yielded.
var stream = AsyncStream<Int> { continuation in
    Task {
        for n in 1...3 {
            try? await Task.sleep(for: .milliseconds(50))
            continuation.yield(n * n)
        }
        continuation.finish()
    }
}
var iterator = stream.makeAsyncIterator()
while let square = await iterator.next() { print("square", square) }
