import Foundation

final class LRUCache<Key: Hashable, Value> {
    private var storage: [Key: Value] = [:]
    private var order: [Key] = []
    let capacity: Int
    private(set) var hits = 0
    private(set) var misses = 0
    var onEvict: ((Key, Value) -> Void)?

    init(capacity: Int) { self.capacity = capacity }

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
                    let victim = order.removeFirst()
                    if let old = storage.removeValue(forKey: victim) { onEvict?(victim, old) }
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
    var count: Int { storage.count }
    var hitRate: Double { hits + misses == 0 ? 0 : Double(hits) / Double(hits + misses) }
}

struct Thumbnail: CustomStringConvertible {
    let url: String
    let bytes: Int
    var description: String { "Thumb(\(url.split(separator: "/").last ?? ""), \(bytes)B)" }
}

let cache = LRUCache<String, Thumbnail>(capacity: 3)
var evicted: [String] = []
cache.onEvict = { key, value in
    evicted.append(key)
    print("  evicted \(value)")
}

func load(_ url: String) -> Thumbnail {
    if let hit = cache[url] {
        print("hit  \(url)")
        return hit
    }
    print("miss \(url)")
    let thumb = Thumbnail(url: url, bytes: url.count * 100)
    cache[url] = thumb
    return thumb
}

let requests = ["img/a.png", "img/b.png", "img/a.png", "img/c.png", "img/d.png", "img/b.png", "img/a.png", "img/e.png"]
for r in requests { _ = load(r) }
print("recency: \(cache.keysByRecency)")
print("count \(cache.count), hits \(cache.hits), misses \(cache.misses)")
print(String(format: "hit rate %.1f%%", cache.hitRate * 100))
print("evicted order: \(evicted.joined(separator: " -> "))")
cache["img/e.png"] = nil
print("after removal: \(cache.keysByRecency), count \(cache.count)")

let counts = LRUCache<Int, Int>(capacity: 2)
for n in [1, 2, 1, 3, 1, 4] { counts[n] = (counts[n] ?? 0) + 1 }
print("int cache keys: \(counts.keysByRecency), value for 1: \(counts[1] ?? -1)")
print("int cache hit rate: \(counts.hitRate)")
