import SwiftSyntax

/// A Combine publisher as model code subscribes to one in an initializer
/// (`$items.sink { … }`, `$query.map { … }.assign(to: \.results, on:
/// self)`): what a subscriber receives when it subscribes. A `@Published`
/// property's publisher sends its current value at once; operators that
/// only move or thin out later values (`receive(on:)`, `debounce`,
/// `removeDuplicates()`) pass it on, `map`, `compactMap` and `filter` run
/// on it, `dropFirst()` drops it. Values sent later (when the property
/// changes after the subscription) are not followed: the subscription
/// sees the state it was made in. `Just(x)` sends `x`; a merge sends what
/// each of its publishers sends, in order; a `combineLatest` sends one
/// tuple once every publisher has sent (Library+CombineMaking.swift).
final class PublisherBox {
    /// The values a new subscriber receives now, in order.
    let values: [Value]

    init(values: [Value]) { self.values = values }

    convenience init(current: Value?) { self.init(values: current.map { [$0] } ?? []) }

    /// The last value a new subscriber receives now; `nil`: none.
    var current: Value? { values.last }
}

/// What `sink` and `assign` return: the subscription, kept or cancelled.
final class CancellableBox {}

extension Library {
    /// The publisher `$name` of a `@Published` property holding `value`.
    static func publisher(of value: Value) -> Value {
        .native(NativeObject(type: "Published.Publisher", object: PublisherBox(current: value)))
    }

    /// A publisher that sends `values` to each new subscriber.
    static func publisherValue(_ values: [Value]) -> Value {
        .native(NativeObject(type: "AnyPublisher", object: PublisherBox(values: values)))
    }

    /// Operators that pass on the value a subscriber first receives as it is.
    static let passingOperators: Set<String> = [
        "receive", "subscribe", "eraseToAnyPublisher", "debounce", "throttle", "delay", "share",
        "print", "setFailureType", "replaceError", "catch", "retry",
    ]

    /// A method of a publisher: an operator (a new publisher), or a
    /// subscription (`sink`, `assign`) that delivers the current value.
    static func publisherMethod(_ name: String, _ publisher: PublisherBox, _ call: LibraryCall) throws -> Value {
        let made = { (values: [Value]) -> Value in publisherValue(values) }
        if passingOperators.contains(name) { return made(publisher.values) }
        if let combined = try combiningMethod(name, publisher, call) { return combined }
        let closure = call.arguments.last?.value
        switch name {
        case "removeDuplicates":
            // A value equal to the one kept before it (or one `by:` calls a duplicate) is dropped.
            var kept: [Value] = []
            for value in publisher.values {
                if let last = kept.last {
                    let duplicate =
                        try closure.map { try call.test($0, [last, value]) }
                        ?? call.interpreter.equals(last, value, at: call.node)
                    if duplicate { continue }
                }
                kept.append(value)
            }
            return made(kept)
        case "dropFirst":
            let count = max(0, Int(call.argument(0)?.number ?? 1))
            return made(Array(publisher.values.dropFirst(count)))
        case "map":
            guard let closure else { return call.gap("map(…) of a publisher without a closure") }
            return made(try publisher.values.map { try call.invoke(closure, [$0]) })
        case "compactMap":
            guard let closure else { return call.gap("compactMap(…) of a publisher without a closure") }
            return made(
                try publisher.values.compactMap { value in
                    let result = try call.invoke(closure, [value])
                    if case .optional(let wrapped) = result { return wrapped }
                    return result
                })
        case "filter":
            guard let closure else { return call.gap("filter(…) of a publisher without a closure") }
            return made(try publisher.values.filter { try call.test(closure, [$0]) })
        case "sink":
            let receive = call.argument("receiveValue") ?? closure
            guard let receive else { return call.gap("sink(…) without a closure for the values") }
            for value in publisher.values { _ = try call.invoke(receive, [value]) }
            return .native(NativeObject(type: "AnyCancellable", object: CancellableBox()))
        case "assign":
            return try assign(publisher, call)
        default:
            return call.gap("the publisher operator \(name)(…)")
        }
    }

    /// `assign(to: \.name, on: object)`: the current value written to the
    /// object's property.
    private static func assign(_ publisher: PublisherBox, _ call: LibraryCall) throws -> Value {
        guard case .keyPath(let path)? = call.argument("to"), path.count == 1,
            case .object(let object)? = call.argument("on")
        else { return call.gap("assign(…) of a publisher other than to a class's property") }
        for value in publisher.values { object[path[0]] = value }
        return .native(NativeObject(type: "AnyCancellable", object: CancellableBox()))
    }

    /// A method of a subscription: `store(in:)` and `cancel()` change
    /// nothing a program reads.
    static func cancellableMethod(_ name: String, _ call: LibraryCall) -> Value? {
        ["store", "cancel"].contains(name) ? .void : nil
    }
}
