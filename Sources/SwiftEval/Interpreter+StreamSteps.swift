import SwiftSyntax

extension Interpreter {
    /// A stream's elements pulled one at a time: its source, then each step
    /// in turn, every closure called when an element is asked for (Swift's
    /// lazy iterators' order).
    func cursor(over stream: LazyStream, at node: some SyntaxProtocol) throws -> Cursor? {
        guard var cursor = try sourceCursor(stream.source, at: node) else { return nil }
        for step in stream.steps { cursor = stepCursor(step, over: cursor, at: node) }
        return cursor
    }

    /// Calls a function value a sequence operation was given.
    func callElementFunction(_ function: Value, _ values: [Value], at node: some SyntaxProtocol) throws -> Value {
        let call = LibraryCall(interpreter: self, scope: globals, node: Syntax(node), arguments: [])
        return try call.invoke(function, values)
    }

    private func sourceCursor(_ source: LazyStream.Source, at node: some SyntaxProtocol) throws -> Cursor? {
        switch source {
        case .sequence(let value): return try cursor(over: value, at: node)
        case .unfold(let first, let next):
            // `sequence(first:next:)`: `next` runs when the element after is asked for.
            var current: Value? = first
            var started = false
            return Cursor { [self] in
                if !started {
                    started = true
                    return current
                }
                guard let last = current else { return nil }
                current = try element(callElementFunction(next, [last], at: node), at: node)
                return current
            }
        case .state(let initial, let next):
            let state = Box(initial)
            return Cursor { [self] in
                var argument = Argument(label: nil, value: state.value)
                argument.writeBack = { state.value = $0 }
                return try element(callValue(next, [argument], in: globals, at: node), at: node)
            }
        case .iterator(let next):
            return Cursor { [self] in try element(callElementFunction(next, [], at: node), at: node) }
        case .zip(let first, let second):
            guard let a = try cursor(over: first, at: node), let b = try cursor(over: second, at: node) else {
                return nil
            }
            var ended = false
            return Cursor {
                guard !ended, let x = try a.next(), let y = try b.next() else {
                    ended = true
                    return nil
                }
                return .tuple([x, y], labels: [nil, nil])
            }
        }
    }

    private func stepCursor(_ step: LazyStream.Step, over base: Cursor, at node: some SyntaxProtocol) -> Cursor {
        let test = { [self] (function: Value, item: Value) throws -> Bool in
            try truth(callElementFunction(function, [item], at: node), at: node)
        }
        switch step {
        case .enumerated, .prefix, .dropFirst, .prefixWhile, .dropWhile:
            return positionStepCursor(step, over: base, test: test)
        case .map(let transform):
            return Cursor { [self] in try base.next().map { try callElementFunction(transform, [$0], at: node) } }
        case .filter(let predicate):
            return Cursor {
                while let item = try base.next() {
                    if try test(predicate, item) { return item }
                }
                return nil
            }
        case .compactMap(let transform):
            return Cursor { [self] in
                while let item = try base.next() {
                    if let made = try element(callElementFunction(transform, [item], at: node), at: node) {
                        return made
                    }
                }
                return nil
            }
        }
    }

    /// The steps that pass elements through by position (`enumerated`,
    /// `prefix`, `dropFirst`) or until a predicate first fails.
    private func positionStepCursor(
        _ step: LazyStream.Step, over base: Cursor, test: @escaping (Value, Value) throws -> Bool
    ) -> Cursor {
        switch step {
        case .map, .filter, .compactMap: return base
        case .enumerated:
            var offset = 0
            return Cursor {
                guard let item = try base.next() else { return nil }
                defer { offset += 1 }
                return .tuple([.int(offset), item], labels: ["offset", "element"])
            }
        case .prefix(let count):
            var remaining = count
            return Cursor {
                guard remaining > 0 else { return nil }
                remaining -= 1
                return try base.next()
            }
        case .prefixWhile(let predicate):
            var ended = false
            return Cursor {
                guard !ended, let item = try base.next() else { return nil }
                if try test(predicate, item) { return item }
                ended = true
                return nil
            }
        case .dropFirst(let count):
            var dropped = false
            return Cursor {
                if !dropped {
                    dropped = true
                    for _ in 0..<max(count, 0) {
                        guard try base.next() != nil else { return nil }
                    }
                }
                return try base.next()
            }
        case .dropWhile(let predicate):
            var dropping = true
            return Cursor {
                while let item = try base.next() {
                    if dropping, try test(predicate, item) { continue }
                    dropping = false
                    return item
                }
                return nil
            }
        }
    }
}
