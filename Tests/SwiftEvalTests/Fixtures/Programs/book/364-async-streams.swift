// AsyncStream: a consumer task waits for what a producer yields.
let (stream, continuation) = AsyncStream.makeStream(of: String.self)
let consumer = Task { () -> [String] in
    var seen: [String] = []
    for await word in stream { seen.append(word) }
    return seen
}
continuation.yield("one")
try? await Task.sleep(for: .milliseconds(10))
continuation.yield("two")
continuation.yield("three")
continuation.finish()
print(await consumer.value)

let counter = AsyncStream<Int> { continuation in
    for n in 1...3 { continuation.yield(n) }
    continuation.finish()
}
var sum = 0
for await n in counter { sum += n }
print("sum", sum)

struct Bad: Error {}
let throwing = AsyncThrowingStream<Int, Error> { continuation in
    continuation.yield(7)
    continuation.finish(throwing: Bad())
}
do {
    for try await n in throwing { print("got", n) }
} catch {
    print("stream threw", error)
}
let value = await withCheckedContinuation { (continuation: CheckedContinuation<Int, Never>) in
    continuation.resume(returning: 42)
}
print("continued", value)
let later = await withCheckedContinuation { continuation in
    Task {
        try? await Task.sleep(for: .seconds(1))
        continuation.resume(returning: "later")
    }
}
print(later)
let result = await MainActor.run { "on main" }
print(result)
