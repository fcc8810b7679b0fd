import SwiftSyntax

/// Combine's publishers that join others, as a subscriber made in an
/// initializer sees them (``PublisherBox``): what each sends at once.
extension Library {
    /// `Just(x)`, `Empty()`, `Publishers.Merge(…)`, `Publishers.CombineLatest(…)`,
    /// `Publishers.Zip(…)`; `nil` when `type` is none of them.
    static func makePublisher(_ type: String, _ call: LibraryCall) throws -> Value? {
        switch type {
        case "Just":
            guard call.labels == ["_"], let value = call.argument(0) else { return nil }
            return publisherValue([value])
        case "Empty":
            return publisherValue([])
        default:
            break
        }
        guard type.hasPrefix("Publishers.") else { return nil }
        let joined = String(type.dropFirst("Publishers.".count))
        guard let publishers = publishers(in: call.arguments.map(\.value)), publishers.count >= 2 else {
            return nil
        }
        switch joined {
        case "Merge", "Merge3", "Merge4", "Merge5", "MergeMany": return publisherValue(publishers.flatMap(\.values))
        case "CombineLatest", "CombineLatest3", "CombineLatest4": return publisherValue(latest(publishers))
        case "Zip", "Zip3", "Zip4": return publisherValue(zipped(publishers))
        default: return nil
        }
    }

    /// `combineLatest(…)`, `merge(with:)`, `zip(…)`, `prepend(…)` and
    /// `append(…)` of a publisher; `nil` for any other method.
    static func combiningMethod(_ name: String, _ publisher: PublisherBox, _ call: LibraryCall) throws -> Value? {
        guard ["combineLatest", "merge", "zip", "prepend", "append"].contains(name) else { return nil }
        var others = call.arguments.map(\.value)
        var transform: Value?
        if ["combineLatest", "zip"].contains(name), case .function? = others.last {
            transform = others.removeLast()
        }
        if name == "prepend" || name == "append" {
            if let joined = publishers(in: others) {
                let values = joined.flatMap(\.values)
                return publisherValue(name == "prepend" ? values + publisher.values : publisher.values + values)
            }
            return publisherValue(name == "prepend" ? others + publisher.values : publisher.values + others)
        }
        guard let joined = publishers(in: others), !joined.isEmpty else {
            return call.gap("\(name)(…) of a publisher with something other than publishers")
        }
        let all = [publisher] + joined
        switch name {
        case "merge": return publisherValue(all.flatMap(\.values))
        default:
            let tuples = name == "zip" ? zipped(all) : latest(all)
            guard let transform else { return publisherValue(tuples) }
            return publisherValue(
                try tuples.map { tuple in
                    guard case .tuple(let parts, _) = tuple else { return tuple }
                    return try call.invoke(transform, parts)
                })
        }
    }

    /// The publishers among `values`, or `nil` when any is not one.
    private static func publishers(in values: [Value]) -> [PublisherBox]? {
        var found: [PublisherBox] = []
        for value in values {
            guard case .native(let object) = value, let publisher = object.object as? PublisherBox else { return nil }
            found.append(publisher)
        }
        return found
    }

    /// What a `combineLatest` sends as its publishers send their values in
    /// turn: nothing until each has sent, then a tuple of the others'
    /// latest values with each value the last one sends.
    private static func latest(_ publishers: [PublisherBox]) -> [Value] {
        guard let last = publishers.last, publishers.allSatisfy({ !$0.values.isEmpty }) else { return [] }
        let earlier = publishers.dropLast().compactMap(\.current)
        return last.values.map { .tuple(earlier + [$0], labels: Array(repeating: nil, count: publishers.count)) }
    }

    /// What a `zip` sends: the n-th values of every publisher together.
    private static func zipped(_ publishers: [PublisherBox]) -> [Value] {
        let count = publishers.map(\.values.count).min() ?? 0
        return (0..<count).map { index in
            .tuple(publishers.map { $0.values[index] }, labels: Array(repeating: nil, count: publishers.count))
        }
    }
}
