/// A `Dictionary.Index` from `index(forKey:)`: the key it stands at (the
/// position itself follows the hash order, which a program cannot know).
final class DictionaryIndexBox {
    let key: Value
    init(_ key: Value) { self.key = key }
}

extension Library {
    /// `index(forKey:)` and `remove(at:)` of a dictionary.
    static func dictionaryIndexMethod(
        _ name: String, _ dictionary: DictionaryValue, _ call: LibraryCall
    ) -> (result: Value, mutated: Value?)? {
        switch (name, call.labels) {
        case ("index", ["forKey"]):
            guard let key = call.argument(0) else { return nil }
            let index = dictionary[key].map { _ in
                Value.native(NativeObject(type: "Dictionary.Index", object: DictionaryIndexBox(key)))
            }
            return (.optional(index), nil)
        case ("remove", ["at"]):
            guard let box = call.argument(0)?.nativeObject?.object as? DictionaryIndexBox,
                let value = dictionary[box.key]
            else { return nil }
            var rest = dictionary
            rest[box.key] = nil
            return (.tuple([box.key, value], labels: ["key", "value"]), .dictionary(rest))
        default: return nil
        }
    }

    /// `dictionary[index]`: its `(key:, value:)` element.
    static func dictionaryElement(_ dictionary: DictionaryValue, at index: Value) -> Value? {
        guard let box = index.nativeObject?.object as? DictionaryIndexBox, let value = dictionary[box.key] else {
            return nil
        }
        return .tuple([box.key, value], labels: ["key", "value"])
    }
}
