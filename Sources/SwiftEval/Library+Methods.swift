import SwiftSyntax

extension Library {
    /// A library method on a value: the result, and the receiver's new
    /// value when the method mutates it.
    static func callMethod(
        _ name: String, on receiver: Value, _ arguments: [Argument], interpreter: Interpreter, scope: Scope,
        at node: Syntax
    ) throws -> (result: Value, mutated: Value?) {
        var call = LibraryCall(interpreter: interpreter, scope: scope, node: node, arguments: arguments)
        call.method = name
        if case .native(let object) = receiver, let publisher = object.object as? PublisherBox {
            return (try publisherMethod(name, publisher, call), nil)
        }
        if case .native(let object) = receiver, let queue = object.object as? DispatchQueueBox,
            let result = try dispatchMethod(name, queue, call)
        {
            return (result, nil)
        }
        if case .native(let object) = receiver, let result = try concurrencyMethod(name, object, call) {
            return (result, nil)
        }
        if case .native(let object) = receiver, object.object is CancellableBox,
            let result = cancellableMethod(name, call)
        {
            return (result, nil)
        }
        if name == "modifier", let made = modifiedContent(receiver, arguments) { return (made, nil) }
        if Interpreter.textContent(receiver) != nil, textStylingMethods.contains(name) { return (receiver, nil) }
        if let unknown = arguments.lazy.compactMap({ $0.value.unknownInside }).first, !name.hasPrefix("append") {
            return (.unknown(unknown), nil)
        }
        if let set = characterSetValue(receiver) {
            return (characterSetMethod(name, set, call) ?? call.gap("the method \(name) of CharacterSet"), nil)
        }
        switch receiver {
        case .optional(let wrapped):
            if let result = try optionalMethod(name, wrapped, call) { return (result, nil) }
            if let wrapped {
                let result = try callMethod(
                    name, on: wrapped, arguments, interpreter: interpreter, scope: scope, at: node)
                return (result.result, result.mutated.map { .optional($0) })
            }
        case .bool(let flag):
            if name == "toggle", arguments.isEmpty { return (.void, .bool(!flag)) }
        case .array(let items):
            if isSetOnly(name, call.labels), let result = try setMethod(name, try interpreter.uniqued(items), call) {
                return result
            }
            if let result = try arrayMutation(name, items, call) ?? arrayEditing(name, items, call) { return result }
            if let parts = try arraySplit(name, items, call) { return (parts, nil) }
        case .range:
            if let result = try rangeMethod(name, receiver, call) { return (result, nil) }
        case .dictionary(let dictionary):
            if let result = try dictionaryMethod(name, dictionary, call) { return result }
            if let merged = try dictionaryMerging(name, dictionary, call) { return (merged, nil) }
        case .set(let items):
            if let result = try setMethod(name, items, call) { return result }
        case .string, .substring:
            if let result = try textMethod(name, receiver, call) { return result }
        case .character(let character):
            if let result = characterMethod(name, character, call) { return (result, nil) }
        case .int, .double, .float:
            if let result = try numberMethod(name, receiver, call) { return result }
        case .native(let object):
            if let unsettled = object.unsettled { return (.unknown(unsettled), nil) }
            if let result = numberStyleMethod(name, receiver, call) { return (result, nil) }
            if let result = try nativeMethod(name, object, call) { return (result, nil) }
        case .enumCase:
            if let result = numberStyleMethod(name, receiver, call) { return (result, nil) }
        case .unknown: return (receiver, nil)
        default: break
        }
        return try sequenceOrGapMethod(name, on: receiver, call)
    }

    /// A method of a string or substring (a substring's mutation stays a
    /// substring); `nil` when the library has none.
    private static func textMethod(
        _ name: String, _ receiver: Value, _ call: LibraryCall
    ) throws -> (result: Value, mutated: Value?)? {
        switch receiver {
        case .string(let text):
            if let result = try stringMethod(name, text, call) ?? stringEditing(name, text, call)
                ?? stringRemoval(name, text, call)
            {
                return result
            }
            if let result = try stringSearch(name, text, call) { return (result, nil) }
        case .substring(let text):
            if let result = try substringMethod(name, text, call) { return result }
        default: break
        }
        return nil
    }

    /// What no receiver kind handled: iterator and sequence methods,
    /// `description`, else a gap that leaves the receiver unknown.
    private static func sequenceOrGapMethod(
        _ name: String, on receiver: Value, _ call: LibraryCall
    ) throws -> (result: Value, mutated: Value?) {
        let interpreter = call.interpreter
        let arguments = call.arguments
        let node = call.node
        if let result = try iteratorMethod(name, receiver, call) { return result }
        if let items = try elements(of: receiver, limit: interpreter.limits.collectionSize),
            let result = try sequenceComparison(name, items, call) ?? sequenceMethod(name, items, of: receiver, call)
        {
            return (result, nil)
        }
        if name == "description", arguments.isEmpty {
            return (.string(try interpreter.describe(receiver, debug: false)), nil)
        }
        try interpreter.checkSkippedEffects(arguments, skipping: "the method \(name) of \(receiver.typeName)", at: node)
        // Given a value the sources do not settle, no evaluation could settle the result: unknown
        // for that value's reason (and so is the receiver it may change).
        if let unknown = arguments.lazy.compactMap({ $0.value.isUnknown ? $0.value : nil }).first {
            return (unknown, unknown)
        }
        // A method not evaluated may change its receiver: it is unknown after.
        let gap = call.gap("the method \(name)(\(call.labels.map { $0 + ":" }.joined())) of \(receiver.typeName)")
        return (gap, gap)
    }

    private static func optionalMethod(_ name: String, _ wrapped: Value?, _ call: LibraryCall) throws -> Value? {
        guard let function = call.argument(0) else { return nil }
        switch name {
        case "map":
            guard let wrapped else { return .null }
            return .optional(try call.invoke(function, [wrapped]))
        case "flatMap":
            guard let wrapped else { return .null }
            let result = try call.invoke(function, [wrapped])
            if case .optional = result { return result }
            return .optional(result)
        default: return nil
        }
    }

    private static func arrayMutation(
        _ name: String, _ items: [Value], _ call: LibraryCall
    ) throws -> (result: Value, mutated: Value?)? {
        if name == "shuffle", call.labels.isEmpty { return (.void, call.unknown(.runtimeData, "shuffle() is random")) }
        if name == "shuffle", call.labels == ["using"], let shuffled = try seededShuffle(items, call) {
            return (.void, shuffled)
        }
        var items = items
        guard let result = try mutateArray(name, &items, call) else { return nil }
        return (result, .array(items))
    }

    /// The array methods that change their receiver.
    static let arrayMutations: Set<String> = [
        "append", "insert", "remove", "removeFirst", "removeLast", "popLast", "removeAll", "sort", "reverse", "swapAt",
        "partition",
    ]

    /// A mutating array method run on a variable's own storage (no copy:
    /// appending in a loop stays linear); `nil` when `name` is not one.
    static func mutateInPlace(_ name: String, _ storage: inout Value, _ call: LibraryCall) throws -> Value? {
        guard case .array(var items) = storage, name != "shuffle" else { return nil }
        storage = .void
        defer { storage = .array(items) }
        return try mutateArray(name, &items, call)
    }

    /// Mutates `items` as the array method does; its result, or `nil` when
    /// `name` is not a mutating array method.
    private static func mutateArray(_ name: String, _ items: inout [Value], _ call: LibraryCall) throws -> Value? {
        let first = call.argument(0)
        var result = Value.void
        switch (name, call.labels) {
        case ("append", ["_"]): items.append(first!)
        case ("append", ["contentsOf"]):
            guard let more = try elements(of: first!, limit: call.interpreter.limits.collectionSize) else { return nil }
            items += more
        case ("insert", ["_", "at"]):
            guard case .int(let index)? = call.argument(1), index >= 0, index <= items.count else {
                throw call.stop(.trap, "insert(_:at:) out of range")
            }
            items.insert(first!, at: index)
        case ("remove", ["at"]):
            guard case .int(let index)? = first, items.indices.contains(index) else {
                throw call.stop(.trap, "remove(at:) out of range")
            }
            result = items.remove(at: index)
        case ("removeFirst", []):
            guard !items.isEmpty else { throw call.stop(.trap, "removeFirst() on an empty array") }
            result = items.removeFirst()
        case ("removeLast", []):
            guard !items.isEmpty else { throw call.stop(.trap, "removeLast() on an empty array") }
            result = items.removeLast()
        case ("removeFirst", ["_"]), ("removeLast", ["_"]):
            guard case .int(let count)? = first, count <= items.count else {
                throw call.stop(.trap, "\(name) past the end")
            }
            if name == "removeFirst" { items.removeFirst(count) } else { items.removeLast(count) }
        case ("popLast", []): result = .optional(items.popLast())
        // The library's own (unstable) partition, so the order it leaves is Swift's.
        case ("partition", ["by"]): result = .int(try items.partition { try call.test(first!, [$0]) })
        case ("removeAll", []), ("removeAll", ["keepingCapacity"]): items.removeAll()
        case ("removeAll", ["where"]): items = try items.filter { try !call.test(first!, [$0]) }
        case ("sort", []): items = try sortedValues(items, call) { try call.less($0, $1) }
        case ("sort", ["by"]), ("sort", ["_"]):
            items = try sortedValues(items, call) { try call.test(first!, [$0, $1]) }
        case ("reverse", []): items.reverse()
        case ("swapAt", ["_", "_"]):
            guard case .int(let a)? = first, case .int(let b)? = call.argument(1), items.indices.contains(a),
                items.indices.contains(b)
            else { throw call.stop(.trap, "swapAt out of range") }
            items.swapAt(a, b)
        default: return nil
        }
        try call.interpreter.checkSize(items.count, at: call.node)
        return result
    }

    private static func setMethod(
        _ name: String, _ items: [Value], _ call: LibraryCall
    ) throws -> (result: Value, mutated: Value?)? {
        let first = call.argument(0)
        let sets = Interpreter.Membership(call.interpreter, items + (first.map { [$0] } ?? []), at: call.node)
        let keys = try sets.keys(items)
        let found = { (value: Value) in try sets.index(of: value, in: items, keys: keys) }
        switch (name, call.labels) {
        case ("insert", ["_"]):
            let member = try found(first!).map { items[$0] }
            return (
                .tuple([.bool(member == nil), member ?? first!], labels: ["inserted", "memberAfterInsert"]),
                .set(member == nil ? items + [first!] : items)
            )
        case ("remove", ["_"]):
            guard let index = try found(first!) else { return (.null, nil) }
            var rest = items
            return (.optional(rest.remove(at: index)), .set(rest))
        case ("contains", ["_"]): return (.bool(try found(first!) != nil), nil)
        case ("removeAll", []): return (.void, .set([]))
        case ("update", ["with"]):
            guard let index = try found(first!) else { return (.null, .set(items + [first!])) }
            var rest = items
            let old = rest.remove(at: index)
            return (.optional(old), .set(rest + [first!]))
        default: break
        }
        guard let other = try elements(of: first ?? .void, limit: call.interpreter.limits.collectionSize) else {
            return nil
        }
        return try setAlgebra(
            name, items, other, Interpreter.Membership(call.interpreter, items + other, at: call.node))
    }

    /// The `SetAlgebra` operations with another sequence.
    private static func setAlgebra(
        _ name: String, _ items: [Value], _ other: [Value], _ sets: Interpreter.Membership
    ) throws -> (result: Value, mutated: Value?)? {
        let common = { try sets.filter(items, membersOf: other, keeping: true) }
        let onlyMine = { try sets.filter(items, membersOf: other, keeping: false) }
        let symmetric = { try onlyMine() + sets.filter(sets.unique(other), membersOf: items, keeping: false) }
        let contained = { (a: [Value], b: [Value]) in try sets.filter(a, membersOf: b, keeping: false).isEmpty }
        switch name {
        case "union": return (.set(try sets.unique(items + other)), nil)
        case "intersection": return (.set(try common()), nil)
        case "subtracting": return (.set(try onlyMine()), nil)
        case "symmetricDifference": return (.set(try symmetric()), nil)
        case "formUnion": return (.void, .set(try sets.unique(items + other)))
        case "formIntersection": return (.void, .set(try common()))
        case "subtract": return (.void, .set(try onlyMine()))
        case "formSymmetricDifference": return (.void, .set(try symmetric()))
        case "isSubset": return (.bool(try contained(items, other)), nil)
        case "isSuperset": return (.bool(try contained(other, items)), nil)
        case "isDisjoint": return (.bool(try common().isEmpty), nil)
        case "isStrictSubset":
            return (.bool(try contained(items, other) && !contained(other, items)), nil)
        case "isStrictSuperset":
            return (.bool(try contained(other, items) && !contained(items, other)), nil)
        default: return nil
        }
    }

    private static func dictionaryMethod(
        _ name: String, _ dictionary: DictionaryValue, _ call: LibraryCall
    ) throws -> (result: Value, mutated: Value?)? {
        if let result = dictionaryIndexMethod(name, dictionary, call) { return result }
        var dictionary = dictionary
        let first = call.argument(0)
        switch (name, call.labels) {
        case ("mapValues", ["_"]):
            var result = DictionaryValue()
            for (key, value) in dictionary.entries { result[key] = try call.invoke(first!, [value]) }
            return (.dictionary(result), nil)
        case ("compactMapValues", ["_"]):
            var result = DictionaryValue()
            for (key, value) in dictionary.entries {
                let mapped = try call.invoke(first!, [value])
                if case .optional(let wrapped) = mapped { result[key] = wrapped } else { result[key] = mapped }
            }
            return (.dictionary(result), nil)
        case ("removeValue", ["forKey"]):
            let old = dictionary[first!]
            dictionary[first!] = nil
            return (.optional(old), .dictionary(dictionary))
        case ("updateValue", ["_", "forKey"]):
            let key = call.argument(1)!
            let old = dictionary[key]
            dictionary[key] = first!
            return (.optional(old), .dictionary(dictionary))
        case ("removeAll", []): return (.void, .dictionary(DictionaryValue()))
        case ("merge", ["_", "uniquingKeysWith"]):
            guard let pairs = try elements(of: first!, limit: call.interpreter.limits.collectionSize) else {
                return nil
            }
            for pair in pairs {
                guard case .tuple(let parts, _) = pair, parts.count == 2 else { continue }
                if let old = dictionary[parts[0]] {
                    dictionary[parts[0]] = try call.invoke(call.argument(1)!, [old, parts[1]])
                } else {
                    dictionary[parts[0]] = parts[1]
                }
            }
            return (.void, .dictionary(dictionary))
        case ("index", ["forKey"]):
            return (.optional(dictionary.keys.firstIndex { $0.hashKey == first!.hashKey }.map(Value.int)), nil)
        default: return nil
        }
    }
}
