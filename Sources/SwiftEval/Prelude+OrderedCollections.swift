/// `OrderedDictionary` and `OrderedSet` of the swift-collections package
/// (`import OrderedCollections`), as app code uses them: keys kept in the
/// order they were first set, a removed key gone from the order. Run as
/// Swift source with the program's rules; read only for a program that
/// imports the package. Their `keys` and `values` are arrays here (the
/// package's own views of the same elements, in the same order), which
/// is what code that reads them sees.
enum OrderedCollectionsPrelude {
    /// The modules whose import brings these types in.
    static let modules: Set<String> = ["OrderedCollections", "Collections"]

    static let source = """
        struct OrderedDictionary<Key: Hashable, Value>: ExpressibleByDictionaryLiteral, Sequence,
            CustomStringConvertible, CustomDebugStringConvertible {
            private var order: [Key] = []
            private var storage: [Key: Value] = [:]
            init() {}
            init(dictionaryLiteral elements: (Key, Value)...) {
                for (key, value) in elements { self[key] = value }
            }
            init(uniqueKeysWithValues pairs: [(Key, Value)]) {
                for (key, value) in pairs { self[key] = value }
            }
            var keys: [Key] { order }
            var values: [Value] { order.map { storage[$0]! } }
            var count: Int { order.count }
            var isEmpty: Bool { order.isEmpty }
            var elements: OrderedDictionaryElements<Key, Value> {
                OrderedDictionaryElements(keys: order, values: values)
            }
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
            subscript(key: Key, default defaultValue: Value) -> Value {
                get { storage[key] ?? defaultValue }
                set { self[key] = newValue }
            }
            func index(forKey key: Key) -> Int? { order.firstIndex(of: key) }
            @discardableResult
            mutating func updateValue(_ value: Value, forKey key: Key) -> Value? {
                let old = storage[key]
                self[key] = value
                return old
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
            mutating func removeAll() {
                order = []
                storage = [:]
            }
            @discardableResult
            mutating func removeFirst() -> (key: Key, value: Value) {
                let key = order.removeFirst()
                return (key: key, value: storage.removeValue(forKey: key)!)
            }
            @discardableResult
            mutating func removeLast() -> (key: Key, value: Value) {
                let key = order.removeLast()
                return (key: key, value: storage.removeValue(forKey: key)!)
            }
            func mapValues<T>(_ transform: (Value) throws -> T) rethrows -> OrderedDictionary<Key, T> {
                var result = OrderedDictionary<Key, T>()
                for key in order { result[key] = try transform(storage[key]!) }
                return result
            }
            func filter(_ isIncluded: ((key: Key, value: Value)) throws -> Bool) rethrows -> OrderedDictionary<Key, Value> {
                var result = OrderedDictionary<Key, Value>()
                for key in order where try isIncluded((key: key, value: storage[key]!)) { result[key] = storage[key]! }
                return result
            }
            func makeIterator() -> IndexingIterator<[(key: Key, value: Value)]> {
                order.map { (key: $0, value: storage[$0]!) }.makeIterator()
            }
            var description: String {
                if order.isEmpty { return "[:]" }
                let parts = order.map { String(reflecting: $0) + ": " + String(reflecting: storage[$0]!) }
                return "[" + parts.joined(separator: ", ") + "]"
            }
            var debugDescription: String { description }
        }

        struct OrderedDictionaryElements<Key: Hashable, Value>: Sequence {
            let keys: [Key]
            let values: [Value]
            var count: Int { keys.count }
            var isEmpty: Bool { keys.isEmpty }
            var startIndex: Int { 0 }
            var endIndex: Int { keys.count }
            var first: (key: Key, value: Value)? { keys.isEmpty ? nil : (key: keys[0], value: values[0]) }
            var last: (key: Key, value: Value)? {
                keys.isEmpty ? nil : (key: keys[keys.count - 1], value: values[keys.count - 1])
            }
            subscript(index: Int) -> (key: Key, value: Value) { (key: keys[index], value: values[index]) }
            func makeIterator() -> IndexingIterator<[(key: Key, value: Value)]> {
                keys.indices.map { (key: keys[$0], value: values[$0]) }.makeIterator()
            }
        }

        struct OrderedSet<Element: Hashable>: ExpressibleByArrayLiteral, Sequence, CustomStringConvertible {
            private(set) var elements: [Element] = []
            init() {}
            init(_ items: [Element]) {
                for item in items { append(item) }
            }
            init(arrayLiteral items: Element...) {
                for item in items { append(item) }
            }
            var count: Int { elements.count }
            var isEmpty: Bool { elements.isEmpty }
            var first: Element? { elements.first }
            var last: Element? { elements.last }
            subscript(index: Int) -> Element { elements[index] }
            func contains(_ item: Element) -> Bool { elements.contains(item) }
            func firstIndex(of item: Element) -> Int? { elements.firstIndex(of: item) }
            @discardableResult
            mutating func append(_ item: Element) -> (inserted: Bool, index: Int) {
                if let index = elements.firstIndex(of: item) { return (inserted: false, index: index) }
                elements.append(item)
                return (inserted: true, index: elements.count - 1)
            }
            @discardableResult
            mutating func insert(_ item: Element, at index: Int) -> (inserted: Bool, index: Int) {
                if let found = elements.firstIndex(of: item) { return (inserted: false, index: found) }
                elements.insert(item, at: index)
                return (inserted: true, index: index)
            }
            @discardableResult
            mutating func remove(_ item: Element) -> Element? {
                guard let index = elements.firstIndex(of: item) else { return nil }
                return elements.remove(at: index)
            }
            mutating func removeAll() { elements = [] }
            func makeIterator() -> IndexingIterator<[Element]> { elements.makeIterator() }
            var description: String { elements.description }
        }
        """
}
