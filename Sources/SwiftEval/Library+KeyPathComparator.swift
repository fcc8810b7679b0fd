import Foundation

/// `KeyPathComparator(\.field, order: .reverse)` and `sorted(using:)`:
/// elements ordered by the values their key paths read, the first
/// comparator that tells two apart deciding, equal ones keeping their order
/// (Foundation sorts with the standard library's stable sort).
final class KeyPathComparatorBox {
    let path: [String]
    let reverse: Bool
    init(path: [String], reverse: Bool) {
        self.path = path
        self.reverse = reverse
    }
}

extension Library {
    /// `KeyPathComparator(keyPath)` and `KeyPathComparator(keyPath, order:)`.
    static func makeKeyPathComparator(_ call: LibraryCall) -> Value? {
        guard case .keyPath(let path)? = call.argument(0) else { return nil }
        var reverse = false
        switch (call.labels, call.argument("order")) {
        case (["_"], _): break
        case (["_", "order"], .enumCase(let order)?) where ["forward", "reverse"].contains(order.name):
            reverse = order.name == "reverse"
        default: return nil
        }
        return .native(
            NativeObject(type: "KeyPathComparator", object: KeyPathComparatorBox(path: path, reverse: reverse)))
    }

    /// `sorted(using:)` with one comparator or an array of them; `nil` when
    /// one is not a key path comparator.
    static func sortedUsing(_ items: [Value], _ call: LibraryCall) throws -> Value? {
        let given: [Value]
        switch call.argument(0) {
        case .array(let list)?: given = list
        case let single?: given = [single]
        default: return nil
        }
        var comparators: [KeyPathComparatorBox] = []
        for value in given {
            guard case .native(let object) = value, let box = object.object as? KeyPathComparatorBox else { return nil }
            comparators.append(box)
        }
        return .array(
            try sortedValues(items, call) { a, b in
                for comparator in comparators {
                    let left = try call.interpreter.apply(keyPath: comparator.path, to: a, at: call.node)
                    let right = try call.interpreter.apply(keyPath: comparator.path, to: b, at: call.node)
                    if try call.less(left, right) { return !comparator.reverse }
                    if try call.less(right, left) { return comparator.reverse }
                }
                return false
            })
    }
}
