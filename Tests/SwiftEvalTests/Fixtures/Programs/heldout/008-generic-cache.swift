final class LRUCache<Key: Hashable, Value> {
    private var storage: [Key: Value] = [:]
    private var order: [Key] = []
    let capacity: Int
    private(set) var hits = 0
    private(set) var misses = 0

    init(capacity: Int) { self.capacity = capacity }

    subscript(key: Key) -> Value? {
        get {
            if let value = storage[key] {
                hits += 1
                touch(key)
                return value
            }
            misses += 1
            return nil
        }
        set {
            if let newValue = newValue {
                storage[key] = newValue
                touch(key)
                if order.count > capacity {
                    let evicted = order.removeFirst()
                    storage[evicted] = nil
                    print("evicted \(evicted)")
                }
            } else {
                storage[key] = nil
                order.removeAll { $0 == key }
            }
        }
    }

    private func touch(_ key: Key) {
        order.removeAll { $0 == key }
        order.append(key)
    }

    var keysByRecency: [Key] { order }
}

let avatarCache = LRUCache<String, String>(capacity: 3)
avatarCache["alice"] = "alice.png"
avatarCache["bob"] = "bob.png"
avatarCache["carol"] = "carol.png"
_ = avatarCache["alice"]
avatarCache["dave"] = "dave.png"
print("bob cached? \(avatarCache["bob"] != nil)")
print("alice -> \(avatarCache["alice"] ?? "none")")
avatarCache["carol"] = nil
print("order: \(avatarCache.keysByRecency)")
print("hits=\(avatarCache.hits) misses=\(avatarCache.misses)")

let squares = LRUCache<Int, Int>(capacity: 2)
for n in [2, 3, 2, 4, 3] {
    if let cached = squares[n] {
        print("\(n)^2 = \(cached) (cached)")
    } else {
        squares[n] = n * n
        print("\(n)^2 = \(n * n) (computed)")
    }
}
