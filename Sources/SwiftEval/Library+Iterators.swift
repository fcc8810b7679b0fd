/// Iterators (`makeIterator()`, `next()`) and dictionary combining
/// (`merging`, `Dictionary(_:uniquingKeysWith:)`).
extension Library {
    /// The kind an iterator over a value has, by the value's type.
    private static func iteratorKind(of value: Value) -> String {
        switch value {
        case .string: "String.Iterator"
        case .dictionary: "Dictionary.Iterator"
        case .set: "Set.Iterator"
        default: "IndexingIterator"
        }
    }

    /// `makeIterator()` of a sequence, and `next()` of an iterator (which
    /// advances it: the iterator's new state is the mutated receiver).
    static func iteratorMethod(
        _ name: String, _ receiver: Value, _ call: LibraryCall
    ) throws -> (result: Value, mutated: Value?)? {
        guard call.labels.isEmpty else { return nil }
        if case .sequence(var view) = receiver, view.kind.hasSuffix("Iterator") {
            guard name == "next" else { return nil }
            guard let first = view.items.first else { return (.null, nil) }
            view.items.removeFirst()
            return (.optional(first), .sequence(view))
        }
        guard name == "makeIterator",
            let items = try elements(of: receiver, limit: call.interpreter.limits.collectionSize)
        else { return nil }
        if case .set = receiver, items.count > 1 { return nil }
        if case .dictionary = receiver, items.count > 1 { return nil }
        return (.sequence(SequenceView(kind: iteratorKind(of: receiver), bases: [receiver], items: items)), nil)
    }

    /// `merging(_:uniquingKeysWith:)`: a copy with the other's pairs merged in.
    static func dictionaryMerging(_ name: String, _ dictionary: DictionaryValue, _ call: LibraryCall) throws -> Value? {
        guard name == "merging", call.labels == ["_", "uniquingKeysWith"], let other = call.argument(0),
            let combine = call.argument(1),
            let pairs = try elements(of: other, limit: call.interpreter.limits.collectionSize)
        else { return nil }
        var result = dictionary
        for pair in pairs {
            guard case .tuple(let parts, _) = pair, parts.count == 2 else { return nil }
            if let old = result[parts[0]] {
                result[parts[0]] = try call.invoke(combine, [old, parts[1]])
            } else {
                result[parts[0]] = parts[1]
            }
        }
        return .dictionary(result)
    }
}
