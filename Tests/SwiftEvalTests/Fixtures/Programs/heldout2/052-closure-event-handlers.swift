import Foundation

final class EventBus {
    typealias Handler = (String, Int) -> Void
    private var handlers: [(id: Int, topic: String, handler: Handler)] = []
    private var nextID = 1

    @discardableResult
    func subscribe(_ topic: String, _ handler: @escaping Handler) -> Int {
        defer { nextID += 1 }
        handlers.append((nextID, topic, handler))
        return nextID
    }

    func unsubscribe(_ id: Int) { handlers.removeAll { $0.id == id } }

    func publish(_ topic: String, _ value: Int) {
        handlers.filter { $0.topic == topic || $0.topic == "*" }.forEach { $0.handler(topic, value) }
    }
}

func makeCounter(start: Int = 0, step: Int = 1) -> () -> Int {
    var current = start
    return {
        defer { current += step }
        return current
    }
}

func makeDebouncer(minGap: Int) -> (Int) -> Bool {
    var last: Int?
    return { time in
        if let l = last, time - l < minGap { return false }
        last = time
        return true
    }
}

let bus = EventBus()
var cartTotal = 0
var log: [String] = []

bus.subscribe("cart.add") { _, cents in cartTotal += cents }
bus.subscribe("cart.remove") { _, cents in cartTotal -= cents }
let logger = bus.subscribe("*") { topic, v in log.append("\(topic):\(v)") }
var bigOrders = 0
bus.subscribe("cart.add") { [threshold = 1000] _, cents in if cents >= threshold { bigOrders += 1 } }

bus.publish("cart.add", 499)
bus.publish("cart.add", 1250)
bus.publish("cart.remove", 499)
bus.unsubscribe(logger)
bus.publish("cart.add", 2000)
bus.publish("unknown", 1)
print("total \(cartTotal), big orders \(bigOrders)")
print("log: \(log)")

let ticket = makeCounter(start: 100, step: 5)
let other = makeCounter()
print(ticket(), ticket(), other(), ticket(), other())

let tapFilter = makeDebouncer(minGap: 300)
let taps = [0, 120, 350, 400, 700, 1001, 1002]
print("accepted taps: \(taps.filter(tapFilter))")

var multiplier = 2
let scale = { (x: Int) in x * multiplier }
let captured = { [multiplier] (x: Int) in x * multiplier }
multiplier = 10
print(scale(3), captured(3))

let formatters: [String: (Double) -> String] = [
    "percent": { String(format: "%.0f%%", $0 * 100) },
    "currency": { String(format: "$%.2f", $0) },
    "compact": { $0 >= 1000 ? String(format: "%.1fk", $0 / 1000) : String(Int($0)) },
]
for key in formatters.keys.sorted() { print(key, formatters[key]!(0.256), formatters[key]!(1530)) }

let pipeline: [(Int) -> Int] = [{ $0 + 1 }, { $0 * 3 }, { $0 - 4 }]
print(pipeline.reduce(5) { acc, f in f(acc) })
let compose = pipeline.reduce({ (x: Int) in x }) { f, g in { g(f($0)) } }
print((0...3).map(compose))
let pairs = [("b", 2), ("a", 2), ("c", 1)].sorted { ($0.1, $0.0) < ($1.1, $1.0) }
print(pairs.map { "\($0.0)\($0.1)" })
let lazyMessage: () -> String = { "computed at call time: \(cartTotal)" }
cartTotal += 1
print(lazyMessage())
