import SwiftSyntax

/// How a value of the program's own type is iterated.
enum ProgramSequenceKind {
    /// `IteratorProtocol` and `Sequence` at once: a copy of it is its iterator.
    case iterator
    /// `makeIterator()` gives the iterator.
    case sequence
    /// A `Collection`: `startIndex`, `endIndex`, `index(after:)` and a subscript.
    case collection
}

extension Interpreter {
    private static let collectionProtocols: Set<String> = [
        "Collection", "BidirectionalCollection", "RandomAccessCollection", "MutableCollection",
        "RangeReplaceableCollection",
    ]

    /// How a value of the program's own type is a sequence, when it is one.
    func programSequence(_ value: Value) -> ProgramSequenceKind? {
        switch value {
        case .instance, .object: break
        default: return nil
        }
        guard let type = typeDecl(of: value), type.kind != .builtin else { return nil }
        let names = conformances(of: type)
        if findMethod("makeIterator", labels: [], in: type, isStatic: false) != nil { return .sequence }
        if !names.isDisjoint(with: Self.collectionProtocols), hasProperty("startIndex", in: type),
            hasProperty("endIndex", in: type)
        {
            return .collection
        }
        if names.contains("Sequence") || names.contains("IteratorProtocol"),
            findMethod("next", labels: [], in: type, isStatic: false) != nil
        {
            return .iterator
        }
        return nil
    }

    /// Pulls the elements of a sequence value one at a time: a stream, a
    /// program's sequence, a one-sided range, or a library collection.
    func cursor(over value: Value, at node: some SyntaxProtocol) throws -> Cursor? {
        if let stream = value.lazyStream { return try cursor(over: stream, at: node) }
        if let kind = programSequence(value) { return try programCursor(value, kind, at: node) }
        if case .range(.int(let low)?, nil, _) = value {
            var current = low
            return Cursor { [self] in
                try step(node)
                guard current < Int.max else { throw stop(.trap, "a one-sided range passed Int.max", at: node) }
                defer { current += 1 }
                return .int(current)
            }
        }
        guard let items = try Library.elements(of: value, limit: limits.collectionSize) else { return nil }
        var index = 0
        return Cursor {
            guard index < items.count else { return nil }
            defer { index += 1 }
            return items[index]
        }
    }

    /// Every element of a sequence value, pulled to its end (bounded by the
    /// collection limit and the step budget); `nil` when it is no sequence.
    func allElements(of value: Value, at node: some SyntaxProtocol) throws -> [Value]? {
        guard let cursor = try cursor(over: value, at: node) else { return nil }
        var items: [Value] = []
        while let item = try cursor.next() {
            items.append(item)
            try checkSize(items.count, at: node)
        }
        return items
    }

    private func programCursor(
        _ value: Value, _ kind: ProgramSequenceKind, at node: some SyntaxProtocol
    ) throws -> Cursor? {
        switch kind {
        case .iterator: return iteratorCursor(Box(value), at: node)
        case .sequence:
            guard let type = typeDecl(of: value),
                let (method, owner) = findMethod("makeIterator", labels: [], in: type, isStatic: false)
            else { return nil }
            let iterator = try invokeMethod(method, owner: owner, [], selfBox: Box(value), at: node)
            if case .sequence(let view) = iterator, view.kind.hasSuffix("Iterator") {
                return try cursor(over: .array(view.items), at: node)
            }
            if iterator.lazyStream != nil { return try cursor(over: iterator, at: node) }
            return iteratorCursor(Box(iterator), at: node)
        case .collection: return try collectionCursor(value, at: node)
        }
    }

    /// `next()` of an iterator of the program's type, its state kept in `box`.
    private func iteratorCursor(_ box: Box, at node: some SyntaxProtocol) -> Cursor {
        Cursor { [self] in
            guard let type = typeDecl(of: box.value),
                let (method, owner) = findMethod("next", labels: [], in: type, isStatic: false)
            else { throw stop(.unsupported, "an iterator without next()", at: node) }
            return try element(invokeMethod(method, owner: owner, [], selfBox: box, at: node), at: node)
        }
    }

    /// A program's collection walked by its indices, as `IndexingIterator` does.
    private func collectionCursor(_ value: Value, at node: some SyntaxProtocol) throws -> Cursor {
        var index = try member("startIndex", of: value, selfBox: nil, at: node)
        let end = try member("endIndex", of: value, selfBox: nil, at: node)
        return Cursor { [self] in
            try step(node)
            if index.isUnknown || end.isUnknown {
                throw stop(.unknownControlFlow, "iterating a collection whose indices are unknown", at: node)
            }
            if try equals(index, end, at: node) { return nil }
            let item = try readSubscript(value, [Argument(label: nil, value: index)], at: node)
            index = try indexAfter(index, in: value, at: node)
            return item
        }
    }

    /// `collection.index(after: index)` of a program's collection.
    func indexAfter(_ index: Value, in collection: Value, at node: some SyntaxProtocol) throws -> Value {
        guard let type = typeDecl(of: collection),
            let (method, owner) = findMethod("index", labels: ["after"], in: type, isStatic: false)
        else { throw stop(.unsupported, "a collection without index(after:)", at: node) }
        return try invokeMethod(
            method, owner: owner, [Argument(label: "after", value: index)], selfBox: Box(collection), at: node)
    }

    /// What an iterator's `next()` gave, as an element or the end.
    func element(_ result: Value, at node: some SyntaxProtocol) throws -> Value? {
        switch result {
        case .optional(let wrapped): return wrapped
        case .unknown(let unknown):
            throw stop(.unknownControlFlow, "a sequence's next element is unknown (\(unknown.detail))", at: node)
        default: return result
        }
    }
}
