import SwiftSyntax

/// A Combine publisher as model code subscribes to one in an initializer
/// (`$items.sink { … }`, `$query.map { … }.assign(to: \.results, on:
/// self)`): what a subscriber receives when it subscribes. A `@Published`
/// property's publisher sends its current value at once; operators that
/// only move or thin out later values (`receive(on:)`, `debounce`,
/// `removeDuplicates()`) pass it on, `map`, `compactMap` and `filter` run
/// on it, `dropFirst()` drops it. Values sent later (when the property
/// changes after the subscription) are not followed: the subscription
/// sees the state it was made in.
final class PublisherBox {
    /// The value a new subscriber receives now; `nil`: none.
    let current: Value?

    init(current: Value?) { self.current = current }
}

/// What `sink` and `assign` return: the subscription, kept or cancelled.
final class CancellableBox {}

extension Library {
    /// The publisher `$name` of a `@Published` property holding `value`.
    static func publisher(of value: Value) -> Value {
        .native(NativeObject(type: "Published.Publisher", object: PublisherBox(current: value)))
    }

    /// Operators that pass on the value a subscriber first receives as it is.
    static let passingOperators: Set<String> = [
        "receive", "subscribe", "removeDuplicates", "eraseToAnyPublisher", "debounce", "throttle", "delay", "share",
        "print", "setFailureType", "replaceError", "catch", "retry",
    ]

    /// A method of a publisher: an operator (a new publisher), or a
    /// subscription (`sink`, `assign`) that delivers the current value.
    static func publisherMethod(_ name: String, _ publisher: PublisherBox, _ call: LibraryCall) throws -> Value {
        let made = { (current: Value?) -> Value in
            .native(NativeObject(type: "AnyPublisher", object: PublisherBox(current: current)))
        }
        if passingOperators.contains(name) { return made(publisher.current) }
        let closure = call.arguments.last?.value
        switch name {
        case "dropFirst":
            let count = call.argument(0)?.number ?? 1
            return made(count >= 1 ? nil : publisher.current)
        case "map":
            guard let closure else { return call.gap("map(…) of a publisher without a closure") }
            return made(try publisher.current.map { try call.invoke(closure, [$0]) })
        case "compactMap":
            guard let closure else { return call.gap("compactMap(…) of a publisher without a closure") }
            guard let current = publisher.current else { return made(nil) }
            let result = try call.invoke(closure, [current])
            if case .optional(let wrapped) = result { return made(wrapped) }
            return made(result)
        case "filter":
            guard let closure else { return call.gap("filter(…) of a publisher without a closure") }
            guard let current = publisher.current else { return made(nil) }
            return made(try call.test(closure, [current]) ? current : nil)
        case "sink":
            let receive = call.argument("receiveValue") ?? closure
            guard let receive else { return call.gap("sink(…) without a closure for the values") }
            if let current = publisher.current { _ = try call.invoke(receive, [current]) }
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
        if let current = publisher.current { object[path[0]] = current }
        return .native(NativeObject(type: "AnyCancellable", object: CancellableBox()))
    }

    /// A method of a subscription: `store(in:)` and `cancel()` change
    /// nothing a program reads.
    static func cancellableMethod(_ name: String, _ call: LibraryCall) -> Value? {
        ["store", "cancel"].contains(name) ? .void : nil
    }
}
