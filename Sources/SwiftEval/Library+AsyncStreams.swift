import SwiftSyntax

/// An `AsyncStream` or `AsyncThrowingStream` with its unbounded buffer:
/// what was yielded and not yet taken, and how it ended.
final class AsyncStreamBox {
    /// An `AsyncThrowingStream`.
    let isThrowing: Bool
    /// Yielded and not yet taken, in order.
    var buffer: [Value] = []
    /// `finish()` was called: once the buffer is empty, iteration ends.
    var isFinished = false
    /// What `finish(throwing:)` threw, thrown once the buffer is empty.
    var failure: Interrupt?
    /// The continuation's `onTermination`, called once when the stream finishes.
    var onTermination: Value?

    init(isThrowing: Bool) { self.isThrowing = isThrowing }
}

/// The continuation of a stream, which yields into it.
final class StreamContinuationBox {
    let stream: AsyncStreamBox
    init(_ stream: AsyncStreamBox) { self.stream = stream }
}

extension Library {
    /// `AsyncStream { continuation in … }` (the element type given or not,
    /// a buffering policy ignored: the buffer is unbounded): the closure
    /// runs at once with the continuation.
    static func makeAsyncStream(_ type: String, _ call: LibraryCall) throws -> Value? {
        guard let body = call.arguments.last?.value, case .function = body,
            call.arguments.dropLast().allSatisfy({ $0.label == nil || $0.label == "bufferingPolicy" })
        else { return nil }
        let stream = AsyncStreamBox(isThrowing: type == "AsyncThrowingStream")
        _ = try call.invoke(body, [continuation(of: stream, type)])
        return streamValue(stream, type)
    }

    /// `AsyncStream.makeStream(of:bufferingPolicy:)`: the stream and its continuation.
    static func asyncStreamStatic(_ type: String, _ name: String, _ call: LibraryCall) -> Value? {
        guard name == "makeStream",
            call.labels.allSatisfy({ ["of", "throwing", "bufferingPolicy"].contains($0) })
        else { return nil }
        let stream = AsyncStreamBox(isThrowing: type == "AsyncThrowingStream")
        return .tuple([streamValue(stream, type), continuation(of: stream, type)], labels: ["stream", "continuation"])
    }

    private static func streamValue(_ stream: AsyncStreamBox, _ type: String) -> Value {
        .native(NativeObject(type: type, object: stream))
    }

    private static func continuation(of stream: AsyncStreamBox, _ type: String) -> Value {
        .native(NativeObject(type: type + ".Continuation", object: StreamContinuationBox(stream)))
    }

    /// A continuation's `yield(…)`, `finish()`, `finish(throwing:)`.
    static func continuationMethod(_ name: String, _ box: StreamContinuationBox, _ call: LibraryCall) throws -> Value? {
        let stream = box.stream
        switch (name, call.labels) {
        case ("yield", ["_"]), ("yield", []):
            let wasOpen = !stream.isFinished
            if wasOpen { stream.buffer.append(call.argument(0) ?? .void) }
            let type = "AsyncStream.Continuation.YieldResult"
            return wasOpen
                ? .enumCase(EnumCase(type: type, name: "enqueued", payload: [.int(Int.max)], labels: ["remaining"]))
                : .enumCase(EnumCase(type: type, name: "terminated", payload: [], labels: []))
        case ("finish", []), ("finish", ["throwing"]):
            guard !stream.isFinished else { return .void }
            stream.isFinished = true
            if let error = call.argument(0), !error.isNil { stream.failure = .thrown(Thrown(value: error)) }
            if let handler = stream.onTermination {
                stream.onTermination = nil
                let reason = EnumCase(
                    type: "AsyncStream.Continuation.Termination", name: "finished", payload: [], labels: [])
                _ = try call.invoke(handler, [.enumCase(reason)])
            }
            return .void
        default: return nil
        }
    }

    /// Takes the stream's next element, waiting for one: `nil` once it has
    /// finished and its buffer is empty (after throwing what it finished with).
    static func nextElement(of stream: AsyncStreamBox, _ node: Syntax, _ interpreter: Interpreter) throws -> Value? {
        try interpreter.tasks.wait(until: { !stream.buffer.isEmpty || stream.isFinished }, at: node)
        if !stream.buffer.isEmpty { return stream.buffer.removeFirst() }
        if let failure = stream.failure {
            stream.failure = nil
            throw failure
        }
        return nil
    }
}

extension Interpreter {
    /// `for await x in s`: over a stream or a task group, waiting for each
    /// element; `false` when `sequence` is neither.
    func forEachAwaited(_ sequence: Value, at node: some SyntaxProtocol, _ body: (Value) throws -> Bool) throws -> Bool
    {
        guard case .native(let object) = sequence else { return false }
        if let stream = object.object as? AsyncStreamBox {
            while let item = try Library.nextElement(of: stream, Syntax(node), self) {
                if try !body(item) { break }
            }
            return true
        }
        if let group = object.object as? TaskGroupBox {
            while case .optional(let item?) = try Library.next(of: group, Syntax(node), self) {
                if try !body(item) { break }
            }
            return true
        }
        return false
    }
}
