/// A sequence whose elements are made on demand, one `next()` at a time:
/// a `lazy` chain (`items.lazy.filter { … }.map { … }`), `sequence(first:next:)`,
/// `AnyIterator { … }`, `zip` over an endless side, a prefix of a program's
/// own `Sequence`. Held in a ``NativeObject`` so that every library path that
/// does not know it leaves it unknown; it prints as unknown.
final class LazyStream {
    /// Where the elements come from.
    enum Source {
        /// A sequence value: a library collection, a one-sided range, a
        /// program's `Sequence`/`Collection`/`IteratorProtocol`, another stream.
        case sequence(Value)
        /// `sequence(first:next:)`: the first element, then `next` of the last one.
        case unfold(first: Value, next: Value)
        /// `sequence(state:next:)`: `next` called with the state `inout`.
        case state(Value, next: Value)
        /// `AnyIterator { … }`: the closure called for each element.
        case iterator(Value)
        /// `zip(a, b)`: pairs until either side ends.
        case zip(Value, Value)
    }

    /// A lazy operation on the elements that come through.
    enum Step {
        case map(Value)
        case filter(Value)
        case compactMap(Value)
        case enumerated
        case prefix(Int)
        case prefixWhile(Value)
        case dropFirst(Int)
        case dropWhile(Value)

        /// The closure the step calls, when it has one.
        var function: Value? {
            switch self {
            case .map(let function), .filter(let function), .compactMap(let function), .prefixWhile(let function),
                .dropWhile(let function):
                function
            case .enumerated, .prefix, .dropFirst: nil
            }
        }
    }

    let source: Source
    let steps: [Step]
    /// Made by `.lazy`: `map` and `filter` on it stay lazy.
    let isLazy: Bool

    init(_ source: Source, steps: [Step] = [], isLazy: Bool) {
        self.source = source
        self.steps = steps
        self.isLazy = isLazy
    }

    /// This stream with one more step.
    func adding(_ step: Step) -> LazyStream { LazyStream(source, steps: steps + [step], isLazy: isLazy) }

    /// The stream as a value, named as the library type it stands for.
    func value(_ type: String) -> Value { .native(NativeObject(type: type, object: self)) }
}

/// Pulls the elements of a sequence one at a time (an iterator).
final class Cursor {
    private let pull: () throws -> Value?

    init(_ pull: @escaping () throws -> Value?) { self.pull = pull }

    /// The next element, `nil` at the end.
    func next() throws -> Value? { try pull() }
}

extension Value {
    /// The stream this value is, when it is one.
    var lazyStream: LazyStream? {
        if case .native(let object) = self { return object.object as? LazyStream }
        return nil
    }
}
