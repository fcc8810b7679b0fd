final class EventBus {
    typealias Handler = (String, Int) -> Void
    private var handlers: [String: [Handler]] = [:]

    func on(_ event: String, _ handler: @escaping Handler) {
        handlers[event, default: []].append(handler)
    }

    func emit(_ event: String, _ value: Int) {
        guard let list = handlers[event] else {
            print("no listeners for \(event)")
            return
        }
        list.forEach { $0(event, value) }
    }
}

func makeCounter(step: Int = 1) -> (increment: () -> Int, reset: () -> Void) {
    var value = 0
    return (
        increment: { value += step; return value },
        reset: { value = 0 }
    )
}

let byOne = makeCounter()
let byFive = makeCounter(step: 5)
print(byOne.increment(), byOne.increment(), byFive.increment(), byOne.increment())
byOne.reset()
print(byOne.increment(), byFive.increment())

let bus = EventBus()
var received: [String] = []
var total = 0
bus.on("purchase") { name, amount in
    received.append("\(name):\(amount)")
    total += amount
}
bus.on("purchase") { _, amount in
    if amount > 100 { print("big purchase: \(amount)") }
}
bus.on("refund") { total -= $1 }

bus.emit("purchase", 40)
bus.emit("purchase", 250)
bus.emit("refund", 15)
bus.emit("login", 1)
print(received, "total:", total)

var multipliers: [() -> Int] = []
for i in 1...3 {
    multipliers.append { i * 10 }
}
print(multipliers.map { $0() })

var x = 1
let captureByRef = { x * 2 }
let captureByValue = { [x] in x * 2 }
x = 50
print(captureByRef(), captureByValue())

let compose: (@escaping (Int) -> Int, @escaping (Int) -> Int) -> (Int) -> Int = { f, g in { g(f($0)) } }
let addThenSquare = compose({ $0 + 3 }, { $0 * $0 })
print([1, 2, 3].map(addThenSquare))
let sortedNames = ["bob", "Alice", "carol"].sorted { $0.lowercased() < $1.lowercased() }
print(sortedNames)
