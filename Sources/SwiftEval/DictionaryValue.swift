/// A dictionary's entries in insertion order, found by key.
///
/// Keys are found by ``Value/hashKey``, a text that equal keys share.
/// Programs never print a dictionary in its own order (Swift's changes from
/// run to run), so insertion order is only this interpreter's choice.
public struct DictionaryValue {
    /// The entries, in insertion order.
    public private(set) var entries: [(key: Value, value: Value)] = []
    private var index: [String: Int] = [:]

    /// An empty dictionary.
    public init() {}

    /// The number of entries.
    public var count: Int { entries.count }

    /// The value stored for `key`; setting `nil` removes the entry.
    public subscript(key: Value) -> Value? {
        get { index[key.hashKey].map { entries[$0].value } }
        set {
            let hash = key.hashKey
            if let newValue {
                if let position = index[hash] {
                    entries[position].value = newValue
                } else {
                    index[hash] = entries.count
                    entries.append((key, newValue))
                }
            } else if let position = index.removeValue(forKey: hash) {
                entries.remove(at: position)
                for (other, at) in index where at > position { index[other] = at - 1 }
            }
        }
    }

    /// The entries' keys, in insertion order.
    public var keys: [Value] { entries.map(\.key) }
    /// The entries' values, in insertion order.
    public var values: [Value] { entries.map(\.value) }
}

extension Value {
    /// A text equal values share, for dictionary and set membership.
    var hashKey: String {
        switch self {
        case .int(let number): "i\(number)"
        case .double(let number): number == number.rounded() && abs(number) < 1e15 ? "i\(Int(number))" : "d\(number)"
        case .float(let number): "d\(Double(number))"
        case .bool(let flag): flag ? "T" : "F"
        case .string(let text): "s" + text
        case .substring(let text): "s" + String(text)
        case .character(let character): "s" + String(character)
        case .optional(let wrapped): wrapped.map { "?" + $0.hashKey } ?? "nil"
        case .tuple(let items, _): "(" + items.map(\.hashKey).joined(separator: ",") + ")"
        case .array(let items): "[" + items.map(\.hashKey).joined(separator: ",") + "]"
        case .slice(let items): "[" + items.map(\.hashKey).joined(separator: ",") + "]"
        case .sequence(let view): view.kind + "[" + view.items.map(\.hashKey).joined(separator: ",") + "]"
        case .set(let items): "{" + items.map(\.hashKey).sorted().joined(separator: ",") + "}"
        case .enumCase(let value):
            "e\(value.type).\(value.name)(" + value.payload.map(\.hashKey).joined(separator: ",") + ")"
        case .instance(let instance):
            "t\(instance.type)(" + instance.fields.map(\.value.hashKey).joined(separator: ",") + ")"
        case .object(let object): "o\(ObjectIdentifier(object).hashValue)"
        case .native(let object): object.hostValue?.hashText ?? "o\(ObjectIdentifier(object).hashValue)"
        case .metatype(let name): "m" + name
        case .keyPath(let path): "k" + path.joined(separator: ".")
        case .range(let lower, let upper, let closed):
            "r\(lower?.hashKey ?? "")\(closed ? "..." : "..<")\(upper?.hashKey ?? "")"
        case .dictionary(let dictionary):
            "{" + dictionary.entries.map { $0.key.hashKey + ":" + $0.value.hashKey }.sorted().joined(separator: ",")
                + "}"
        case .weak(let reference): reference.value.hashKey
        case .void: "()"
        case .function: "f"
        case .unknown: "?unknown"
        }
    }
}
