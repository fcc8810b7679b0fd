/// A text that names a plain value exactly, for hosts that keep values they
/// were shown and want to hold one value once however often it is shown.
extension Value {
    /// A key equal for two values exactly when they are the same plain data:
    /// numbers, texts, enums, structs, collections, metatypes and host value
    /// types (a `UInt`, a `Date`), at most `budget` characters. `nil` for a
    /// value that holds a reference (an object, a closure, a weak reference,
    /// a Foundation object), an unknown, a dictionary or a lazy sequence, or
    /// one past the budget: such a value is not told apart by its data.
    public func pureKey(budget: Int = 4_096) -> String? {
        var key = ""
        return appendPureKey(to: &key, budget: budget) ? key : nil
    }

    private func appendPureKey(to key: inout String, budget: Int) -> Bool {
        guard key.utf8.count < budget else { return false }
        switch self {
        case .void: key += "()"
        case .int(let number): key += "i\(number);"
        case .double(let number): key += "d\(number.bitPattern);"
        case .float(let number): key += "f\(number.bitPattern);"
        case .bool(let flag): key += flag ? "T" : "F"
        case .string(let text): key += "s\(text.utf8.count):\(text)"
        case .substring(let text): key += "u\(text.utf8.count):\(text)"
        case .character(let character): key += "c\(String(character).utf8.count):\(character)"
        case .metatype(let name): key += "m\(name.utf8.count):\(name)"
        case .keyPath(let parts): key += "k\(parts.count):" + parts.map { "\($0.utf8.count):\($0)" }.joined()
        case .optional(let wrapped):
            guard let wrapped else {
                key += "N"
                return true
            }
            key += "?"
            return wrapped.appendPureKey(to: &key, budget: budget)
        case .array(let items): return Self.appendPureKeys(items, tag: "a", to: &key, budget: budget)
        case .slice(let items):
            key += "@\(items.startIndex)"
            return Self.appendPureKeys(Array(items), tag: "l", to: &key, budget: budget)
        case .set(let items): return Self.appendPureKeys(items, tag: "e", to: &key, budget: budget)
        case .tuple(let items, let labels):
            key += "t" + labels.map { "\($0 ?? "_"):" }.joined()
            return Self.appendPureKeys(items, tag: "(", to: &key, budget: budget)
        case .instance(let instance):
            key += "I\(instance.type.utf8.count):\(instance.type)" + instance.fields.map { "\($0.name)," }.joined()
            return Self.appendPureKeys(instance.fields.map(\.value), tag: "{", to: &key, budget: budget)
        case .enumCase(let value):
            key += "E\(value.type.utf8.count):\(value.type).\(value.name.utf8.count):\(value.name)"
            key += value.labels.map { "\($0 ?? "_"):" }.joined()
            return Self.appendPureKeys(value.payload, tag: "(", to: &key, budget: budget)
        case .range(let lower, let upper, let closed):
            key += closed ? "R" : "r"
            for bound in [lower, upper] {
                guard let bound else {
                    key += "N"
                    continue
                }
                guard bound.appendPureKey(to: &key, budget: budget) else { return false }
            }
        case .native(let native):
            // A host value type is its data; a host object (a formatter) is a reference.
            guard let value = native.hostValue else { return false }
            key += "h\(native.type.utf8.count):\(native.type)\(value.hashText.utf8.count):\(value.hashText)"
        case .dictionary, .sequence, .object, .function, .weak, .unknown: return false
        }
        return key.utf8.count < budget
    }

    private static func appendPureKeys(_ items: [Value], tag: String, to key: inout String, budget: Int) -> Bool {
        key += tag + "\(items.count)["
        for item in items {
            guard item.appendPureKey(to: &key, budget: budget) else { return false }
        }
        key += "]"
        return true
    }
}
