final class LRUCache<Key: Hashable, Value> {
    private var storage: [Key: Value] = [:]
    private var order: [Key] = []
    let capacity: Int
    private(set) var hits = 0
    private(set) var misses = 0

    init(capacity: Int) { self.capacity = max(1, capacity) }

    subscript(key: Key) -> Value? {
        get {
            guard let v = storage[key] else { misses += 1; return nil }
            hits += 1
            touch(key)
            return v
        }
        set {
            if let v = newValue {
                storage[key] = v
                touch(key)
                if order.count > capacity {
                    let evicted = order.removeFirst()
                    storage[evicted] = nil
                    print("evict \(evicted)")
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

    var keysByRecency: [Key] { order.reversed() }
    var hitRate: String {
        let total = hits + misses
        return total == 0 ? "n/a" : "\(hits * 100 / total)%"
    }
}

func loadThumbnail(_ id: Int) -> String { "thumb-\(id)-" + String(repeating: "#", count: id % 4) }

let cache = LRUCache<Int, String>(capacity: 3)
let requests = [1, 2, 3, 1, 4, 2, 5, 1, 1, 3]
for id in requests {
    if let t = cache[id] {
        print("hit  \(id): \(t)")
    } else {
        let t = loadThumbnail(id)
        cache[id] = t
        print("miss \(id): \(t)")
    }
}
print(cache.keysByRecency, cache.hits, cache.misses, cache.hitRate)
cache[1] = nil
print(cache.keysByRecency)

let words = LRUCache<String, Int>(capacity: 2)
for w in "the cat the hat the bat".split(separator: " ").map(String.init) {
    words[w] = (words[w] ?? 0) + 1
}
print(words.keysByRecency.map { "\($0)=\(words[$0]!)" })
