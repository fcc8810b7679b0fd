import SwiftSyntax

/// One call into the library: its arguments, and the interpreter to call
/// closures back with.
struct LibraryCall {
    let interpreter: Interpreter
    let scope: Scope
    let node: Syntax
    let arguments: [Argument]
    /// The method or function called, which names a trailing closure's label.
    var method = ""

    /// The argument at `index` (unlabeled or not).
    func argument(_ index: Int) -> Value? { index < arguments.count ? arguments[index].value : nil }

    /// The argument labelled `label`.
    func argument(_ label: String) -> Value? { arguments.first { $0.label == label }?.value }

    /// The labels, `_` for none: how the library tells overloads apart.
    var labels: [String] {
        arguments.map { $0.isTrailingClosure ? (Library.trailingLabels[method] ?? "_") : ($0.label ?? "_") }
    }

    /// Calls a function value (a closure, `+`, a key path) with `values`.
    func invoke(_ function: Value, _ values: [Value]) throws -> Value {
        if case .keyPath(let path) = function, let first = values.first {
            return try interpreter.apply(keyPath: path, to: first, at: node)
        }
        if case .function(let made) = function, case .library(let name, nil) = made.kind,
            Library.operators.contains(name),
            values.count == 2
        {
            return try interpreter.apply(name, values[0], values[1], at: node)
        }
        return try interpreter.callValue(function, values.map { Argument(label: nil, value: $0) }, in: scope, at: node)
    }

    /// A predicate's answer, stopping when it is unknown.
    func test(_ function: Value, _ values: [Value]) throws -> Bool {
        try interpreter.truth(invoke(function, values), at: node)
    }

    /// `a < b` as the library's `sorted()` and `min()` decide it.
    func less(_ a: Value, _ b: Value) throws -> Bool {
        guard let order = try interpreter.compare(a, b, at: node) else {
            throw interpreter.stop(.unsupported, "ordering \(a.typeName) values", at: node)
        }
        return order < 0
    }

    /// An unknown of `cause` at this call.
    func unknown(_ cause: UnknownCause, _ detail: String) -> Value {
        interpreter.unknown(cause, detail, at: node)
    }

    /// An evaluator gap at this call.
    func gap(_ detail: String) -> Value { interpreter.gap(detail, at: node) }

    /// A stop at this call.
    func stop(_ kind: EvalStop.Kind, _ message: String) -> Interrupt { interpreter.stop(kind, message, at: node) }
}

extension Library {
    /// The elements of a sequence value (a dictionary's as `(key:, value:)`
    /// tuples, a string's as characters), or `nil` when it is none.
    static func elements(of value: Value, limit: Int) throws -> [Value]? {
        switch value {
        case .array(let items), .set(let items): return items
        case .slice(let items): return Array(items)
        case .sequence(let view): return view.items
        case .dictionary(let dictionary):
            return dictionary.entries.map { .tuple([$0.key, $0.value], labels: ["key", "value"]) }
        case .string(let text): return text.map(Value.character)
        case .substring(let text): return text.map(Value.character)
        case .range(let lower?, let upper?, let closed):
            if case .int(let low) = lower, case .int(let high) = upper {
                let end = closed ? high : high - 1
                guard end >= low else { return [] }
                guard end - low < limit else { return nil }
                return (low...end).map(Value.int)
            }
            if case .character(let low) = lower, case .character(let high) = upper,
                let a = low.unicodeScalars.first?.value, let b = high.unicodeScalars.first?.value
            {
                let end = closed ? b : b - 1
                return end < a ? [] : (a...end).compactMap { Unicode.Scalar($0).map { .character(Character($0)) } }
            }
            return nil
        case .optional(let wrapped?): return try elements(of: wrapped, limit: limit)
        default: return nil
        }
    }
}

extension Interpreter {
    /// Calls `body` with each element of a sequence value until it returns
    /// `false`; ranges are walked without being made into arrays.
    func forEachElement(of sequence: Value, at node: some SyntaxProtocol, _ body: (Value) throws -> Bool) throws {
        if case .range(.int(let low)?, let upper, let closed) = sequence {
            var current = low
            while true {
                if case .int(let high)? = upper {
                    if closed ? current > high : current >= high { break }
                }
                if try !body(.int(current)) { break }
                current += 1
            }
            return
        }
        if try forEachAwaited(sequence, at: node, body) { return }
        if case .unknown(let unknown) = sequence {
            throw stop(
                .unknownControlFlow, "a loop over an unknown sequence (\(unknown.detail))", at: node,
                cause: unknown.cause)
        }
        if isOnDemand(sequence), let cursor = try cursor(over: sequence, at: node) {
            while let item = try cursor.next() {
                if try !body(item) { break }
            }
            return
        }
        guard let items = try Library.elements(of: sequence, limit: limits.collectionSize) else {
            throw stop(.unsupported, "looping over a \(sequence.typeName)", at: node)
        }
        for item in items where try !body(item) { break }
    }

    /// Whether a range contains a value (`~=` in patterns).
    func rangeContains(_ range: Value, _ value: Value, at node: some SyntaxProtocol) throws -> Bool {
        guard case .range(let lower, let upper, let closed) = range else { return false }
        if let lower, let order = try compare(lower, value, at: node), order > 0 { return false }
        if let upper, let order = try compare(value, upper, at: node) { return closed ? order <= 0 : order < 0 }
        return upper == nil
    }
}
