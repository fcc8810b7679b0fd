import SwiftSyntax

extension Interpreter {
    /// Whether a value's elements are made on demand: a stream, or a value
    /// of the program's own `Sequence`, `IteratorProtocol` or `Collection` type.
    func isOnDemand(_ value: Value) -> Bool { value.lazyStream != nil || programSequence(value) != nil }

    /// Whether Swift walks this sequence by index (a collection, or a lazy
    /// view of one): its lazy closures may then run ahead or more than once
    /// (`count` before copying, a subscript after `startIndex`).
    func isCollectionBased(_ value: Value) -> Bool {
        if let stream = value.lazyStream {
            guard case .sequence(let base) = stream.source else { return false }
            return isCollectionBased(base)
        }
        if let kind = programSequence(value) { return kind == .collection }
        if case .range(_, nil, _) = value { return false }
        return true
    }

    /// Whether a closure of the stream, or of the streams it is made from, may change state.
    func streamHasEffects(_ value: Value) -> Bool {
        guard let stream = value.lazyStream else { return false }
        if stream.steps.contains(where: { $0.function.map(mayHaveEffects) == true }) { return true }
        if case .sequence(let base) = stream.source { return streamHasEffects(base) }
        return false
    }

    /// Whether every step of the stream (and of its bases) is a `filter`:
    /// Swift's `first` of such a view calls each predicate once per element
    /// up to the first match, as pulling does.
    private func isFilterOnly(_ value: Value) -> Bool {
        guard let stream = value.lazyStream else { return true }
        guard stream.steps.allSatisfy({ if case .filter = $0 { true } else { false } }) else { return false }
        if case .sequence(let base) = stream.source { return isFilterOnly(base) }
        return true
    }

    /// Stops where pulling elements one by one would not call a lazy view's
    /// closures as often, or in the order, Swift does and one may change state.
    func requireExactOrder(_ value: Value, pullsOne: Bool, at node: some SyntaxProtocol) throws {
        guard isCollectionBased(value), streamHasEffects(value), !(pullsOne && isFilterOnly(value)) else { return }
        throw stop(
            .unsupported, "a lazy view of a collection whose closures change state (Swift may run them more than once)",
            at: node)
    }

    /// Every element of an on-demand sequence, for an operation that reads
    /// them all before anything else runs (`Array(…)`, `sorted()`).
    func materialize(_ value: Value, at node: some SyntaxProtocol) throws -> [Value] {
        try requireExactOrder(value, pullsOne: false, at: node)
        guard let items = try allElements(of: value, at: node) else {
            throw stop(.unsupported, "iterating a \(value.typeName)", at: node)
        }
        return items
    }

    /// A property of an on-demand sequence: `lazy`, a collection's `first`,
    /// `isEmpty`, `count` and `indices`, a sequence's `underestimatedCount`.
    func onDemandProperty(_ name: String, of value: Value, at node: some SyntaxProtocol) throws -> Value? {
        if name == "lazy", case .range(.int?, nil, _) = value {
            return LazyStream(.sequence(value), isLazy: true).value("LazySequence")
        }
        guard isOnDemand(value) else { return nil }
        let kind = programSequence(value)
        switch name {
        case "lazy":
            if value.lazyStream?.isLazy == true { return value }
            return LazyStream(.sequence(value), isLazy: true).value("LazySequence")
        case "first", "isEmpty":
            guard isCollectionBased(value) else { return nil }
            try requireExactOrder(value, pullsOne: true, at: node)
            let first = try cursor(over: value, at: node)?.next()
            return name == "first" ? .optional(first) : .bool(first == nil)
        case "count":
            guard isCollectionBased(value) else { return nil }
            if kind == .collection { return .int(try collectionIndices(value, at: node).count) }
            return .int(try materialize(value, at: node).count)
        case "indices" where kind == .collection:
            let indices = try collectionIndices(value, at: node)
            return LazyStream(.sequence(.array(indices)), isLazy: false).value("DefaultIndices")
        case "underestimatedCount" where kind == .iterator || kind == .sequence:
            return .int(0)
        default: return nil
        }
    }

    /// `firstIndex(of:)` and `firstIndex(where:)` of a program's collection:
    /// its indices walked in order, each element read through its subscript.
    func collectionIndexMethod(_ name: String, on receiver: Value, _ call: LibraryCall) throws -> Value? {
        guard name == "firstIndex", call.labels == ["of"] || call.labels == ["where"],
            programSequence(receiver) == .collection, let target = call.argument(0)
        else { return nil }
        for index in try collectionIndices(receiver, at: call.node) {
            let item = try readSubscript(receiver, [Argument(label: nil, value: index)], at: call.node)
            let matches =
                call.labels == ["of"] ? try equals(item, target, at: call.node) : try call.test(target, [item])
            if matches { return .optional(index) }
        }
        return .null
    }

    /// A program's collection's indices from `startIndex` up to `endIndex`.
    private func collectionIndices(_ value: Value, at node: some SyntaxProtocol) throws -> [Value] {
        var index = try member("startIndex", of: value, selfBox: nil, at: node)
        let end = try member("endIndex", of: value, selfBox: nil, at: node)
        var indices: [Value] = []
        while true {
            try step(node)
            if index.isUnknown || end.isUnknown {
                throw stop(.unknownControlFlow, "a collection whose indices are unknown", at: node)
            }
            if try equals(index, end, at: node) { return indices }
            indices.append(index)
            try checkSize(indices.count, at: node)
            index = try indexAfter(index, in: value, at: node)
        }
    }
}
