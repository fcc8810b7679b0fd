// LRU image cache: class with dictionary + recency list, byte budget, hit/miss stats, eviction log.
import Foundation

final class LRUCache<Key: Hashable & CustomStringConvertible, Value> {
    private var storage: [Key: (value: Value, cost: Int)] = [:]
    private var order: [Key] = []   // least recent first
    private(set) var totalCost = 0
    let budget: Int
    private(set) var hits = 0, misses = 0
    private(set) var evicted: [String] = []

    init(budget: Int) { self.budget = budget }

    subscript(key: Key) -> Value? {
        guard let entry = storage[key] else { misses += 1; return nil }
        hits += 1
        touch(key)
        return entry.value
    }

    func insert(_ value: Value, for key: Key, cost: Int) {
        guard cost <= budget else { evicted.append("\(key)(rejected)"); return }
        if let old = storage[key] { totalCost -= old.cost }
        storage[key] = (value, cost)
        totalCost += cost
        touch(key)
        while totalCost > budget, let oldest = order.first {
            order.removeFirst()
            if let e = storage.removeValue(forKey: oldest) {
                totalCost -= e.cost
                evicted.append("\(oldest)")
            }
        }
    }

    private func touch(_ key: Key) {
        order.removeAll { $0 == key }
        order.append(key)
    }
    var keysByRecency: [Key] { order.reversed() }
    var hitRate: Double { hits + misses == 0 ? 0 : Double(hits) / Double(hits + misses) }
}

struct Thumbnail { let width: Int; let height: Int; var bytes: Int { width * height * 4 } }

let cache = LRUCache<String, Thumbnail>(budget: 150_000)
func load(_ name: String, _ w: Int, _ h: Int) -> String {
    if let t = cache[name] { return "\(name): hit \(t.width)x\(t.height)" }
    let t = Thumbnail(width: w, height: h)
    cache.insert(t, for: name, cost: t.bytes)
    return "\(name): miss → loaded \(t.bytes / 1000) KB"
}

let requests: [(String, Int, Int)] = [
    ("avatar", 64, 64), ("banner", 200, 100), ("avatar", 64, 64), ("hero", 160, 120),
    ("icon", 32, 32), ("avatar", 64, 64), ("poster", 300, 300), ("banner", 200, 100), ("icon", 32, 32),
]
for (name, w, h) in requests { print(load(name, w, h)) }
print("Cached (newest first): \(cache.keysByRecency.joined(separator: ", "))")
print("Cost: \(cache.totalCost) / \(cache.budget) bytes")
print("Evicted: \(cache.evicted.isEmpty ? "none" : cache.evicted.joined(separator: ", "))")
print(String(format: "Hits %d, misses %d, hit rate %.0f%%", cache.hits, cache.misses, cache.hitRate * 100))
cache.insert(Thumbnail(width: 10, height: 10), for: "icon", cost: 400)
print("After replacing icon: cost \(cache.totalCost), order \(cache.keysByRecency)")
let empty = LRUCache<Int, String>(budget: 0)
print("Empty cache rate: \(empty.hitRate), lookup: \(empty[1] ?? "nil"), misses: \(empty.misses)")
