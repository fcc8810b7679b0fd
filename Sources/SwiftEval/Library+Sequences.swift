import SwiftSyntax

/// Sequence and collection methods shared by arrays, sets, dictionaries,
/// ranges and strings: `map`, `filter`, `reduce`, `sorted`, …
extension Library {
    /// A non-mutating sequence method on `items`; `kind` keeps a filter of a
    /// set a set and of a dictionary a dictionary.
    static func sequenceMethod(
        _ name: String, _ items: [Value], of receiver: Value, _ call: LibraryCall
    ) throws -> Value? {
        let first = call.argument(0)
        switch (name, call.labels) {
        case ("map", ["_"]): return .array(try items.map { try call.invoke(first!, [$0]) })
        case ("compactMap", ["_"]):
            return .array(
                try items.compactMap { item -> Value? in
                    let result = try call.invoke(first!, [item])
                    if case .optional(let wrapped) = result { return wrapped }
                    return result
                })
        case ("flatMap", ["_"]):
            var result: [Value] = []
            for item in items {
                let mapped = try call.invoke(first!, [item])
                if let inner = try elements(of: mapped, limit: call.interpreter.limits.collectionSize) {
                    result += inner
                } else if case .optional(let wrapped) = mapped {
                    if let wrapped { result.append(wrapped) }
                } else {
                    return call.gap("flatMap over \(mapped.typeName)")
                }
            }
            return .array(result)
        case ("filter", ["_"]):
            let kept = try items.filter { try call.test(first!, [$0]) }
            return rebuild(kept, like: receiver)
        case ("forEach", ["_"]):
            for item in items { _ = try call.invoke(first!, [item]) }
            return .void
        case ("reduce", ["_", "_"]):
            var total = first!
            for item in items { total = try call.invoke(call.argument(1)!, [total, item]) }
            return total
        case ("reduce", ["into", "_"]):
            return try reduceInto(items, call)
        case ("sorted", []): return .array(try sortedValues(items, call) { try call.less($0, $1) })
        case ("sorted", ["by"]), ("sorted", ["_"]):
            return .array(try sortedValues(items, call) { try call.test(first!, [$0, $1]) })
        case ("sorted", ["using"]): return try sortedUsing(items, call)
        default: return try searchMethod(name, items, of: receiver, call)
        }
    }

    /// Searching and ordering methods (`contains`, `first(where:)`,
    /// `firstIndex`, `min`, `max`, `count(where:)`), then slicing ones.
    private static func searchMethod(
        _ name: String, _ items: [Value], of receiver: Value, _ call: LibraryCall
    ) throws -> Value? {
        let first = call.argument(0)
        switch (name, call.labels) {
        case ("contains", ["_"]):
            return .bool(try items.contains { try call.interpreter.equals($0, first!, at: call.node) })
        case ("contains", ["where"]): return .bool(try items.contains { try call.test(first!, [$0]) })
        case ("allSatisfy", ["_"]): return .bool(try items.allSatisfy { try call.test(first!, [$0]) })
        case ("first", ["where"]): return .optional(try items.first { try call.test(first!, [$0]) })
        case ("last", ["where"]): return .optional(try items.last { try call.test(first!, [$0]) })
        // A slice's positions are its base's (`a[2...].firstIndex(of: x)` is 2 or more).
        case ("firstIndex", ["of"]):
            return .optional(
                try items.firstIndex { try call.interpreter.equals($0, first!, at: call.node) }.map {
                    .int($0 + startOffset(of: receiver))
                })
        case ("firstIndex", ["where"]):
            return .optional(
                try items.firstIndex { try call.test(first!, [$0]) }.map { .int($0 + startOffset(of: receiver)) })
        case ("lastIndex", ["of"]):
            return .optional(
                try items.lastIndex { try call.interpreter.equals($0, first!, at: call.node) }.map {
                    .int($0 + startOffset(of: receiver))
                })
        case ("lastIndex", ["where"]):
            return .optional(
                try items.lastIndex { try call.test(first!, [$0]) }.map { .int($0 + startOffset(of: receiver)) })
        case ("min", []): return .optional(try items.min { try call.less($0, $1) })
        case ("max", []): return .optional(try items.max { try call.less($0, $1) })
        case ("min", ["by"]): return .optional(try items.min { try call.test(first!, [$0, $1]) })
        case ("max", ["by"]): return .optional(try items.max { try call.test(first!, [$0, $1]) })
        case ("count", ["where"]): return .int(try items.filter { try call.test(first!, [$0]) }.count)
        default: return try sliceMethod(name, items, of: receiver, call)
        }
    }

    /// The first position of `receiver`: an array slice's start in its base, else 0.
    private static func startOffset(of receiver: Value) -> Int {
        if case .slice(let slice) = receiver { return slice.startIndex }
        return 0
    }

    private static func sliceMethod(
        _ name: String, _ items: [Value], of receiver: Value, _ call: LibraryCall
    ) throws -> Value? {
        let first = call.argument(0)
        if let slice = try textSlice(name, receiver, call) { return slice }
        if ["prefix", "suffix", "dropFirst", "dropLast"].contains(name), call.labels == [] || call.labels == ["_"] {
            var count = 1
            if case .int(let number)? = first { count = number }
            if count < 0 { throw call.stop(.trap, "\(name) with a negative count") }
            if let slice = hostSlice(name, receiver, count: count) { return slice }
        }
        switch (name, call.labels, first) {
        case ("enumerated", [], _):
            let pairs = items.enumerated().map {
                Value.tuple([.int($0.offset), $0.element], labels: ["offset", "element"])
            }
            return .sequence(SequenceView(kind: "EnumeratedSequence", bases: [receiver], items: pairs))
        case ("reversed", [], _):
            return .sequence(SequenceView(kind: "ReversedCollection", bases: [receiver], items: items.reversed()))
        case ("prefix", ["_"], .int(let count)?): return rebuildSlice(Array(items.prefix(count)), like: receiver)
        case ("suffix", ["_"], .int(let count)?): return rebuildSlice(Array(items.suffix(count)), like: receiver)
        case ("dropFirst", [], _): return rebuildSlice(Array(items.dropFirst()), like: receiver)
        case ("dropLast", [], _): return rebuildSlice(Array(items.dropLast()), like: receiver)
        case ("dropFirst", ["_"], .int(let count)?): return rebuildSlice(Array(items.dropFirst(count)), like: receiver)
        case ("dropLast", ["_"], .int(let count)?): return rebuildSlice(Array(items.dropLast(count)), like: receiver)
        case ("prefix", ["while"], let test?):
            return rebuildSlice(try Array(items.prefix { try call.test(test, [$0]) }), like: receiver)
        case ("drop", ["while"], let test?):
            return rebuildSlice(try Array(items.drop { try call.test(test, [$0]) }), like: receiver)
        case ("formatted", [], _): return listFormatted(items, call)
        case ("joined", [], _), ("joined", ["separator"], _):
            var separator = ""
            if case .string(let text)? = first { separator = text }
            var parts: [String] = []
            if call.labels.isEmpty, items.isEmpty { return emptyJoined(call) }
            if let joined = joinedArrays(items, separator: first, of: receiver, call) { return joined }
            for item in items {
                guard let text = item.text else {
                    return item.isUnknown ? item : call.gap("joined over \(item.typeName)")
                }
                parts.append(text)
            }
            return .string(parts.joined(separator: separator))
        case ("shuffled", ["using"], _), ("randomElement", ["using"], _):
            return try seededSequenceMethod(name, items, call)
        case ("shuffled", [], _), ("randomElement", [], _):
            return call.unknown(.runtimeData, "\(name)() is random")
        case ("lazy", [], _): return LazyStream(.sequence(receiver), isLazy: true).value("LazySequence")
        default: return nil
        }
    }

    /// `[[1, 2], [3]].joined()` and `.joined(separator: [0])`: the elements
    /// in order (a `FlattenSequence` or `JoinedSequence`, printed as Swift
    /// prints neither here); `nil` when the elements are not all arrays.
    private static func joinedArrays(
        _ items: [Value], separator: Value?, of receiver: Value, _ call: LibraryCall
    )
        -> Value?
    {
        var parts: [[Value]] = []
        for item in items {
            guard case .array(let inner) = item else { return nil }
            parts.append(inner)
        }
        if call.labels.isEmpty {
            return .sequence(SequenceView(kind: "FlattenSequence", bases: [receiver], items: parts.flatMap { $0 }))
        }
        guard case .array(let between)? = separator else { return nil }
        let joined = Array(parts.joined(separator: between))
        return .sequence(SequenceView(kind: "JoinedSequence", bases: [receiver], items: joined))
    }

    private static func reduceInto(_ items: [Value], _ call: LibraryCall) throws -> Value {
        guard case .function(let function) = call.argument(1), case .closure(let closure) = function.kind else {
            return call.gap("reduce(into:) with a function that is not a closure")
        }
        // The accumulator has the initial value's type (`[K: (a: Int, b: Int)]()`
        // gives what is stored in it those labels).
        let written = call.arguments.first?.node.flatMap { $0.as(ExprSyntax.self) }.flatMap {
            call.interpreter.staticType(of: $0, in: call.scope)
        }
        let type = written.flatMap { call.interpreter.isKnownType($0) ? $0 : nil }
        let accumulator = Box(call.argument(0)!, type: type)
        let names: [String]
        switch closure.signature?.parameterClause {
        case .simpleInput(let list)?: names = list.map(\.name.text)
        case .parameterClause(let clause)?: names = clause.parameters.map { ($0.secondName ?? $0.firstName).text }
        case nil: names = ["$0", "$1"]
        }
        guard names.count == 2 else { return call.gap("reduce(into:) with a closure of \(names.count) parameters") }
        for item in items {
            let frame = Scope(parent: function.scope ?? call.interpreter.globals)
            frame.declare(names[0], accumulator)
            frame.declare(names[1], Box(item, constant: true))
            _ = try call.interpreter.runBody(closure.statements, in: frame, expected: nil)
        }
        return accumulator.value
    }

    /// A stable sort (Swift's `sort` is stable since Swift 5).
    static func sortedValues(
        _ items: [Value], _ call: LibraryCall, by less: (Value, Value) throws -> Bool
    ) throws -> [Value] {
        var indexed = Array(items.enumerated())
        var failure: (any Error)?
        indexed.sort { a, b in
            guard failure == nil else { return false }
            do {
                if try less(a.element, b.element) { return true }
                if try less(b.element, a.element) { return false }
                return a.offset < b.offset
            } catch {
                failure = error
                return false
            }
        }
        if let failure { throw failure }
        return indexed.map(\.element)
    }

    static func isFunction(_ value: Value) -> Bool {
        if case .function = value { return true }
        return false
    }

    /// A filtered collection of the receiver's kind.
    static func rebuild(_ items: [Value], like receiver: Value) -> Value {
        switch receiver {
        case .set: return .set(items)
        case .dictionary:
            var result = DictionaryValue()
            for item in items {
                if case .tuple(let pair, _) = item, pair.count == 2 { result[pair[0]] = pair[1] }
            }
            return .dictionary(result)
        case .string, .substring: return .string(String(items.compactMap { $0.text }.joined()))
        default: return .array(items)
        }
    }

    /// A slice of the receiver's kind (a string's is a `Substring`).
    static func rebuildSlice(_ items: [Value], like receiver: Value) -> Value {
        switch receiver {
        case .string, .substring: return .substring(Substring(items.compactMap { $0.text }.joined()))
        default: return .array(items)
        }
    }

    /// `prefix`, `suffix`, `dropFirst`, `dropLast` of an array or slice, as
    /// the slice Swift returns (its indices are the base's).
    static func hostSlice(_ name: String, _ receiver: Value, count: Int) -> Value? {
        let base: ArraySlice<Value>
        switch receiver {
        case .array(let items): base = items[...]
        case .slice(let items): base = items
        default: return nil
        }
        switch name {
        case "prefix": return .slice(base.prefix(count))
        case "suffix": return .slice(base.suffix(count))
        case "dropFirst": return .slice(base.dropFirst(count))
        case "dropLast": return .slice(base.dropLast(count))
        default: return nil
        }
    }
}

extension Library {
    /// `joined()` of an empty sequence: `""` over strings, `[]` over arrays,
    /// as the receiver's static type says; unknown when it says nothing.
    static func emptyJoined(_ call: LibraryCall) -> Value {
        let base = call.node.as(FunctionCallExprSyntax.self)?.calledExpression.as(MemberAccessExprSyntax.self)?.base
        let type = base.flatMap { call.interpreter.staticType(of: $0, in: call.scope) }
        switch type {
        case .array(.array)?: return .array([])
        case .array(.named(let name, _))? where ["String", "Substring", "Character"].contains(name): return .string("")
        default: return call.gap("joined() of an empty sequence whose element type is not written")
        }
    }
}
