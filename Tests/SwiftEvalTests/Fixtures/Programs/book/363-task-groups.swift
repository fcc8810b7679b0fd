// Task groups: results in finishing order, cancellation of the rest.
let total = await withTaskGroup(of: Int.self) { group in
    for n in [3, 1, 2] {
        group.addTask {
            try? await Task.sleep(for: .milliseconds(n * 100))
            return n * 10
        }
    }
    var order: [Int] = []
    for await value in group { order.append(value) }
    print("order", order)
    return order.reduce(0, +)
}
print("total", total)

enum Race { case timeout, done(String) }
let winner = await withTaskGroup(of: Race.self) { group in
    group.addTask {
        try? await Task.sleep(for: .seconds(2))
        return .timeout
    }
    group.addTask {
        try? await Task.sleep(for: .milliseconds(500))
        return .done("work")
    }
    let first = await group.next()!
    group.cancelAll()
    let second = await group.next()!
    print("second", second)
    return first
}
print("winner", winner)

struct Oops: Error {}
do {
    try await withThrowingTaskGroup(of: Int.self) { group in
        group.addTask { 1 }
        group.addTask { throw Oops() }
        var sum = 0
        while let value = try await group.next() { sum += value }
        print("never", sum)
    }
} catch {
    print("group threw", error)
}
let empty = await withTaskGroup(of: Void.self) { group in group.isEmpty }
print("empty", empty)
