final class EventBus {
    typealias Handler = (String, [String: Int]) -> Void
    private var handlers: [String: [(id: Int, fn: Handler)]] = [:]
    private var nextToken = 0

    @discardableResult
    func subscribe(_ topic: String, _ fn: @escaping Handler) -> Int {
        nextToken += 1
        handlers[topic, default: []].append((nextToken, fn))
        return nextToken
    }
    func unsubscribe(_ token: Int) {
        for key in handlers.keys.sorted() {
            handlers[key]?.removeAll { $0.id == token }
        }
    }
    func publish(_ topic: String, _ payload: [String: Int] = [:]) {
        let list = (handlers[topic] ?? []) + (handlers["*"] ?? [])
        if list.isEmpty { print("(no listeners for \(topic))") }
        for h in list { h.fn(topic, payload) }
    }
}

final class BadgeCounter {
    private(set) var count = 0
    func attach(to bus: EventBus) {
        bus.subscribe("message") { [weak self] _, p in self?.count += p["n", default: 1] }
        bus.subscribe("read") { [weak self] _, _ in self?.count = 0 }
    }
}

let bus = EventBus()
var log: [String] = []
let badge = BadgeCounter()
badge.attach(to: bus)
let logToken = bus.subscribe("*") { topic, payload in
    let p = payload.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" }.joined(separator: ",")
    log.append("\(topic){\(p)}")
}

func makeThreshold(_ limit: Int) -> EventBus.Handler {
    var fired = false
    return { _, p in
        if !fired, let n = p["n"], n >= limit {
            fired = true
            print("threshold \(limit) reached with \(n)")
        }
    }
}
bus.subscribe("message", makeThreshold(3))

bus.publish("message", ["n": 1])
bus.publish("message", ["n": 4, "from": 7])
bus.publish("message", ["n": 5])
print("badge:", badge.count)
bus.publish("read")
print("badge:", badge.count)
bus.unsubscribe(logToken)
bus.publish("message")
bus.publish("nothing")
print("badge:", badge.count)
print(log)
