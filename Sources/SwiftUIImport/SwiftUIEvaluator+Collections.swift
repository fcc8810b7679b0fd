internal import SwiftSyntax
internal import SwiftUISource

extension SwiftUIEvaluator {
    /// Array methods on a known array: `map`, `filter`, `first(where:)`,
    /// `contains`, `sorted`, `reversed`, `prefix`, `suffix`, `dropFirst`,
    /// `joined`, with closures (`{ $0.name }`, `{ item in item.isDone }`)
    /// evaluated per element; `nil` when the call is not one of these or
    /// its array is not known.
    func collectionCall(_ call: FunctionCallExprSyntax, _ scope: Scope) -> SwiftValue? {
        guard let method = call.calledExpression.as(MemberAccessExprSyntax.self), let base = method.base else {
            return nil
        }
        let name = method.declName.baseName.text
        guard Self.collectionMethods.contains(name), case .array(let items) = value(base, scope) else { return nil }
        let closure = call.trailingClosure ?? call.arguments.first?.expression.as(ClosureExprSyntax.self)
        let first = call.arguments.first.map { value($0.expression, scope) }
        /// The closure's result for `item`; `nil` when it is not known.
        func apply(_ item: SwiftValue) -> SwiftValue? {
            guard let closure else { return nil }
            var inner = scope
            let names = Self.parameterNames(closure)
            // `$0` is looked up without its `$`, as `$name` bindings are.
            inner.values[names.first ?? "0"] = item
            let result = evaluateBody(closure.statements, inner)
            return result?.isUnknown == false ? result : nil
        }
        func test(_ item: SwiftValue) -> Bool? { apply(item)?.bool }
        switch name {
        case "map", "compactMap":
            var mapped: [SwiftValue] = []
            for item in items {
                guard let result = apply(item) else { return unknown(call) }
                if name == "map" || result != .null { mapped.append(result) }
            }
            return .array(mapped)
        case "filter":
            var kept: [SwiftValue] = []
            for item in items {
                guard let keep = test(item) else { return unknown(call) }
                if keep { kept.append(item) }
            }
            return .array(kept)
        case "first" where closure != nil:
            for item in items {
                guard let found = test(item) else { return unknown(call) }
                if found { return item }
            }
            return .null
        case "contains":
            if closure != nil {
                for item in items {
                    guard let found = test(item) else { return unknown(call) }
                    if found { return .bool(true) }
                }
                return .bool(false)
            }
            guard let first, !first.isUnknown else { return nil }
            return .bool(items.contains { Self.same($0, first) })
        case "sorted" where closure == nil:
            if items.allSatisfy({ $0.number != nil }) { return .array(items.sorted { $0.number! < $1.number! }) }
            if items.allSatisfy({ if case .string = $0 { true } else { false } }) {
                return .array(items.sorted { $0.text < $1.text })
            }
            return nil
        case "reversed": return .array(items.reversed())
        case "reduce" where call.arguments.first?.label == nil:
            // `reduce(0) { $0 + $1.price }`: the closure over each item in turn.
            guard let closure, var partial = first else { return nil }
            let names = Self.parameterNames(closure)
            for item in items {
                var inner = scope
                inner.values[names.first ?? "0"] = partial
                inner.values[names.dropFirst().first ?? "1"] = item
                guard let next = evaluateBody(closure.statements, inner), !next.isUnknown else { return unknown(call) }
                partial = next
            }
            return partial
        case "min" where call.arguments.isEmpty && closure == nil, "max" where call.arguments.isEmpty && closure == nil:
            let numbers = items.compactMap(\.number)
            guard numbers.count == items.count else { return unknown(call) }
            guard let found = name == "min" ? numbers.min() : numbers.max() else { return .null }
            return items[numbers.firstIndex(of: found)!]
        case "enumerated" where call.arguments.isEmpty:
            // `(offset, element)` pairs, as a tuple pattern binds them.
            return .array(items.enumerated().map { .array([.number(Double($0.offset)), $0.element]) })
        case "prefix", "suffix", "dropFirst", "dropLast":
            let count = first?.number.map(Int.init) ?? (name.hasPrefix("drop") ? 1 : nil)
            guard let count, count >= 0 else { return nil }
            switch name {
            case "prefix": return .array(Array(items.prefix(count)))
            case "suffix": return .array(Array(items.suffix(count)))
            case "dropFirst": return .array(Array(items.dropFirst(count)))
            default: return .array(Array(items.dropLast(count)))
            }
        case "joined":
            guard items.allSatisfy({ !$0.isUnknown }) else { return unknown(call) }
            let separator =
                call.arguments.first { $0.label?.text == "separator" }.map { value($0.expression, scope).text } ?? ""
            return .string(items.map(\.text).joined(separator: separator))
        default: return nil
        }
    }

    static let collectionMethods: Set<String> = [
        "map", "compactMap", "filter", "first", "contains", "sorted", "reversed", "prefix", "suffix", "dropFirst",
        "dropLast", "joined", "enumerated", "reduce", "min", "max",
    ]
}
