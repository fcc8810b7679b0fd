import Foundation

/// Methods of strings, arrays, sets and ranges beyond the common ones:
/// index arithmetic, edits at a position, set algebra on a set written as an
/// array literal, order comparisons.
extension Library {
    /// Methods only `Set` has: on an array value they mean the array is a set
    /// (an empty literal stored where a set was expected).
    static let setOnlyMethods: Set<String> = [
        "insert", "remove", "union", "intersection", "subtracting", "symmetricDifference", "formUnion",
        "formIntersection", "subtract", "formSymmetricDifference", "isSubset", "isSuperset", "isDisjoint",
        "isStrictSubset", "isStrictSuperset", "update",
    ]

    /// Whether `name(labels)` is a method only a set has.
    static func isSetOnly(_ name: String, _ labels: [String]) -> Bool {
        setOnlyMethods.contains(name) && !(labels.contains("at") || labels.contains("contentsOf") || labels.isEmpty)
            && !(name == "remove" && labels != ["_"]) && !(name == "insert" && labels != ["_"])
    }

    /// String edits and comparisons not in ``stringMethod(_:_:_:)``.
    static func stringEditing(
        _ name: String, _ text: String, _ call: LibraryCall
    ) throws -> (result: Value, mutated: Value?)? {
        let first = call.argument(0)
        var characters = Array(text)
        let position = { (index: Int) throws -> Int in
            guard case .int(let offset)? = call.argument(index), (0...characters.count).contains(offset) else {
                throw call.stop(.trap, "string index out of bounds")
            }
            return offset
        }
        switch (name, call.labels) {
        case ("distance", ["from", "to"]):
            guard case .int(let from)? = first, case .int(let to)? = call.argument(1) else { return nil }
            return (.int(to - from), nil)
        case ("remove", ["at"]):
            let offset = try position(0)
            guard offset < characters.count else { throw call.stop(.trap, "remove(at:) at the end index") }
            let removed = characters.remove(at: offset)
            return (.character(removed), .string(String(characters)))
        case ("insert", ["_", "at"]):
            guard let inserted = first?.text, inserted.count == 1, let character = inserted.first else { return nil }
            characters.insert(character, at: try position(1))
            return (.void, .string(String(characters)))
        case ("insert", ["contentsOf", "at"]):
            guard let inserted = first?.text else { return nil }
            characters.insert(contentsOf: inserted, at: try position(1))
            return (.void, .string(String(characters)))
        case ("localizedStandardCompare", ["_"]):
            return first?.text.map { (comparison(text.localizedStandardCompare($0)), nil) }
        case ("firstRange", ["of"]):
            guard let target = first?.text else { return nil }
            guard let range = text.range(of: target) else { return (.null, nil) }
            let lower = text.distance(from: text.startIndex, to: range.lowerBound)
            let upper = text.distance(from: text.startIndex, to: range.upperBound)
            return (.optional(.range(lower: .int(lower), upper: .int(upper), closed: false)), nil)
        default: return nil
        }
    }

    /// Array edits not in the common set: `insert(contentsOf:at:)`,
    /// `replaceSubrange(_:with:)`, `removeSubrange(_:)`.
    static func arrayEditing(
        _ name: String, _ items: [Value], _ call: LibraryCall
    ) throws -> (result: Value, mutated: Value?)? {
        var items = items
        switch (name, call.labels) {
        case ("insert", ["contentsOf", "at"]):
            guard let more = try elements(of: call.argument(0)!, limit: call.interpreter.limits.collectionSize),
                case .int(let index)? = call.argument(1)
            else { return nil }
            guard (0...items.count).contains(index) else {
                throw call.stop(.trap, "insert(contentsOf:at:) out of range")
            }
            items.insert(contentsOf: more, at: index)
        case ("replaceSubrange", ["_", "with"]):
            let bounds = try call.interpreter.indexRange(call.argument(0)!, count: items.count, at: call.node)
            guard let more = try elements(of: call.argument(1)!, limit: call.interpreter.limits.collectionSize)
            else { return nil }
            items.replaceSubrange(bounds, with: more)
        case ("removeSubrange", ["_"]):
            let bounds = try call.interpreter.indexRange(call.argument(0)!, count: items.count, at: call.node)
            items.removeSubrange(bounds)
        default: return nil
        }
        try call.interpreter.checkSize(items.count, at: call.node)
        return (.void, .array(items))
    }

    /// `starts(with:)` and `elementsEqual(_:)` of any two sequences.
    static func sequenceComparison(_ name: String, _ items: [Value], _ call: LibraryCall) throws -> Value? {
        guard call.labels == (name == "starts" ? ["with"] : ["_"]), ["starts", "elementsEqual"].contains(name),
            let other = try elements(of: call.argument(0)!, limit: call.interpreter.limits.collectionSize)
        else { return nil }
        if name == "starts", other.count > items.count { return .bool(false) }
        if name == "elementsEqual", other.count != items.count { return .bool(false) }
        for (a, b) in zip(items, other) where try !call.interpreter.equals(a, b, at: call.node) {
            return .bool(false)
        }
        return .bool(true)
    }

    /// `range.contains(value)` for ranges of any comparable bounds.
    static func rangeMethod(_ name: String, _ range: Value, _ call: LibraryCall) throws -> Value? {
        guard name == "contains", call.labels == ["_"], let value = call.argument(0) else { return nil }
        if case .function = value { return nil }
        return .bool(try call.interpreter.rangeContains(range, value, at: call.node))
    }
}
