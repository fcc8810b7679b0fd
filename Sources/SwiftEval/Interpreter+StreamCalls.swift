import SwiftSyntax

extension Interpreter {
    /// Methods that read every element before any closure of theirs runs
    /// (or that have none): run on the elements pulled into an array.
    private static let wholeSequenceMethods: Set<String> = [
        "sorted", "min", "max", "joined", "elementsEqual", "starts", "shuffled", "randomElement",
    ]

    /// A library method of an on-demand sequence: lazy steps stay lazy,
    /// Sequence's methods pull elements one at a time and call their
    /// closures between pulls, as Swift's do.
    func onDemandMethod(
        _ name: String, on receiver: Value, _ arguments: [Argument], in scope: Scope, at node: some SyntaxProtocol
    ) throws -> Value? {
        guard isOnDemand(receiver) else { return nil }
        var call = LibraryCall(interpreter: self, scope: scope, node: Syntax(node), arguments: arguments)
        call.method = name
        if let made = try lazyStep(name, on: receiver, call) { return made }
        if let result = try pullingMethod(name, on: receiver, call) { return result }
        if let found = try collectionIndexMethod(name, on: receiver, call) { return found }
        guard Self.wholeSequenceMethods.contains(name), !arguments.contains(where: { mayHaveEffects($0.value) })
        else { return nil }
        let items = try materialize(receiver, at: node)
        return try Library.callMethod(
            name, on: .array(items), arguments, interpreter: self, scope: scope, at: Syntax(node)
        )
        .result
    }

    /// `map`, `filter`, … of a lazy view (a new lazy view), and `prefix`,
    /// `dropFirst`, `enumerated` of any on-demand sequence (a view that pulls
    /// from it: lazy again only over a lazy collection, as Swift's `Slice` is).
    private func lazyStep(_ name: String, on receiver: Value, _ call: LibraryCall) throws -> Value? {
        let isLazy = receiver.lazyStream?.isLazy == true
        let base = receiver.lazyStream ?? LazyStream(.sequence(receiver), isLazy: false)
        let first = call.argument(0)
        let step: LazyStream.Step
        var keepsLazy = isLazy
        var kind: String
        switch (name, call.labels, first) {
        case ("map", ["_"], let function?) where isLazy: (step, kind) = (.map(function), "LazyMapSequence")
        case ("filter", ["_"], let function?) where isLazy: (step, kind) = (.filter(function), "LazyFilterSequence")
        case ("compactMap", ["_"], let function?) where isLazy:
            (step, kind) = (.compactMap(function), "LazyMapSequence")
        case ("prefix", ["while"], let function?) where isLazy:
            (step, kind) = (.prefixWhile(function), "LazyPrefixWhileSequence")
        case ("drop", ["while"], let function?) where isLazy:
            (step, kind) = (.dropWhile(function), "LazyDropWhileSequence")
        case ("enumerated", [], _): (step, kind, keepsLazy) = (.enumerated, "EnumeratedSequence", false)
        case ("prefix", ["_"], .int(let count)?), ("dropFirst", ["_"], .int(let count)?):
            guard count >= 0 else { throw call.stop(.trap, "\(name) of a negative count") }
            step = name == "prefix" ? .prefix(count) : .dropFirst(count)
            kind = name == "prefix" ? "PrefixSequence" : "DropFirstSequence"
            keepsLazy = isLazy && isCollectionBased(receiver)
        case ("dropFirst", [], _):
            (step, kind, keepsLazy) = (.dropFirst(1), "DropFirstSequence", isLazy && isCollectionBased(receiver))
        default: return nil
        }
        let made =
            base.isLazy == keepsLazy
            ? base.adding(step) : LazyStream(.sequence(receiver), steps: [step], isLazy: keepsLazy)
        return made.value(kind)
    }

    /// Sequence's methods that iterate with an iterator, calling their
    /// closure after each pull: the order Swift calls everything in.
    private func pullingMethod(_ name: String, on receiver: Value, _ call: LibraryCall) throws -> Value? {
        let first = call.argument(0)
        switch (name, call.labels) {
        case ("next", []):
            guard let stream = receiver.lazyStream, case .iterator = stream.source, stream.steps.isEmpty else {
                return nil
            }
            return .optional(try cursor(over: receiver, at: call.node)?.next())
        case ("map", ["_"]), ("filter", ["_"]), ("compactMap", ["_"]), ("forEach", ["_"]), ("first", ["where"]),
            ("contains", ["where"]), ("contains", ["_"]), ("allSatisfy", ["_"]), ("count", ["where"]),
            ("reduce", ["_", "_"]):
            guard let function = call.argument(call.labels.count - 1),
                let cursor = try cursor(over: receiver, at: call.node)
            else { return nil }
            try requireExactOrder(receiver, pullsOne: false, at: call.node)
            return try pull(name, cursor, function, initial: first, call)
        default: return nil
        }
    }

    private func pull(
        _ name: String, _ cursor: Cursor, _ function: Value, initial: Value?, _ call: LibraryCall
    ) throws -> Value {
        var results: [Value] = []
        var accumulator = initial ?? .void
        var count = 0
        while let item = try cursor.next() {
            switch name {
            case "map": results.append(try call.invoke(function, [item]))
            case "filter": if try call.test(function, [item]) { results.append(item) }
            case "compactMap":
                if let made = try element(call.invoke(function, [item]), at: call.node) { results.append(made) }
            case "forEach": _ = try call.invoke(function, [item])
            case "first": if try call.test(function, [item]) { return .optional(item) }
            case "contains" where call.labels == ["_"]:
                if try equals(item, function, at: call.node) { return .bool(true) }
            case "contains": if try call.test(function, [item]) { return .bool(true) }
            case "allSatisfy": if try !call.test(function, [item]) { return .bool(false) }
            case "count": if try call.test(function, [item]) { count += 1 }
            default: accumulator = try call.invoke(function, [accumulator, item])
            }
            try checkSize(results.count, at: call.node)
        }
        switch name {
        case "map", "filter", "compactMap": return .array(results)
        case "forEach": return .void
        case "first": return .null
        case "contains": return .bool(false)
        case "allSatisfy": return .bool(true)
        case "count": return .int(count)
        default: return accumulator
        }
    }
}
