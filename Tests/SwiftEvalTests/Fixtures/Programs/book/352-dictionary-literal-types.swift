struct OrderedDictionary<Key: Hashable, Value>: ExpressibleByDictionaryLiteral, CustomStringConvertible {
    private var order: [Key] = []
    private var storage: [Key: Value] = [:]
    init() {}
    init(dictionaryLiteral elements: (Key, Value)...) {
        for (key, value) in elements { self[key] = value }
    }
    var keys: [Key] { order }
    var values: [Value] { order.map { storage[$0]! } }
    var count: Int { order.count }
    var isEmpty: Bool { order.isEmpty }
    var elements: Elements { Elements(keys: order, values: values) }
    subscript(key: Key) -> Value? {
        get { storage[key] }
        set {
            if let newValue {
                if storage.updateValue(newValue, forKey: key) == nil { order.append(key) }
            } else {
                removeValue(forKey: key)
            }
        }
    }
    @discardableResult
    mutating func removeValue(forKey key: Key) -> Value? {
        guard let old = storage.removeValue(forKey: key) else { return nil }
        order.removeAll { $0 == key }
        return old
    }
    mutating func removeSubrange<R: RangeExpression>(_ bounds: R) where R.Bound == Int {
        for key in order[bounds] { storage[key] = nil }
        order.removeSubrange(bounds)
    }
    var description: String {
        if order.isEmpty { return "[:]" }
        return "[" + order.map { "\($0): \(storage[$0]!)" }.joined(separator: ", ") + "]"
    }
    struct Elements {
        let keys: [Key]
        let values: [Value]
        var count: Int { keys.count }
        var isEmpty: Bool { keys.isEmpty }
        var startIndex: Int { 0 }
        var endIndex: Int { keys.count }
        var first: (key: Key, value: Value)? { keys.isEmpty ? nil : (key: keys[0], value: values[0]) }
        var last: (key: Key, value: Value)? { keys.isEmpty ? nil : (key: keys[keys.count - 1], value: values[keys.count - 1]) }
        subscript(index: Int) -> (key: Key, value: Value) { (key: keys[index], value: values[index]) }
    }
}
var d: OrderedDictionary<String, Int> = [:]
d["b"] = 2
d["a"] = 1
d["c"] = 3
print(d)
print(d.keys, d.elements.first?.key as Any, d.elements.endIndex)
d.removeSubrange(1...)
print(d, d.count)
d["z"] = 9; d["b"] = nil
print(d, d.keys.firstIndex(of: "z") as Any, d.keys.contains("a"))
print(Array(d.keys[0...].dropFirst()))
