import Foundation
import SwiftSyntax

extension Library {
    /// Library functions called by name: `print`, `min`, `zip`, `stride`, …
    static func callFunction(
        _ name: String, _ arguments: [Argument], interpreter: Interpreter, scope: Scope, at node: Syntax
    ) throws -> Value? {
        let call = LibraryCall(interpreter: interpreter, scope: scope, node: node, arguments: arguments)
        let values = arguments.filter { $0.label == nil }.map(\.value)
        switch name {
        case "_decodingErrorText": return call.unknown(.evaluatorGap, "the text Foundation writes for a DecodingError")
        case "_storeOnDevice":
            return call.unknown(
                .runtimeData, "what the device's SwiftData store holds (no code of the sources filled it in this run)")
        case "print", "debugPrint": return try printValues(name, values, call)
        case "srand48", "drand48", "lrand48", "mrand48": return rand48(name, values, call)
        case "min", "max": return try extreme(name, values, call)
        case "abs":
            switch values.first {
            case .int(let number)?:
                guard number != Int.min else { throw call.stop(.trap, "abs(Int.min) overflows") }
                return .int(abs(number))
            case .double(let number)?: return .double(abs(number))
            case .float(let number)?: return .float(abs(number))
            case let value? where fixedKind(of: value) != nil: return try fixedAbs(value, call)
            default: return nil
            }
        case "zip":
            guard values.count == 2 else { return nil }
            if interpreter.isOnDemand(values[0]) || interpreter.isOnDemand(values[1]) {
                return LazyStream(.zip(values[0], values[1]), isLazy: false).value("Zip2Sequence")
            }
            guard let (a, b) = try zipElements(values[0], values[1], limit: interpreter.limits) else { return nil }
            let pairs = zip(a, b).map { Value.tuple([$0, $1], labels: [nil, nil]) }
            return .sequence(SequenceView(kind: "Zip2Sequence", bases: values, items: pairs))
        case "AnyView", "EmptyView": return typeErasedView(name, arguments)
        case "stride": return try stride(call)
        case "withAnimation", "withTransaction":
            // SwiftUI's: the body runs at once; how the change is animated is not read.
            guard let body = arguments.last?.value, case .function = body else { return nil }
            return try call.invoke(body, [])
        case "withTaskGroup", "withThrowingTaskGroup", "withDiscardingTaskGroup", "withThrowingDiscardingTaskGroup":
            return try withTaskGroup(name, call)
        case "withCheckedContinuation", "withCheckedThrowingContinuation", "withUnsafeContinuation",
            "withUnsafeThrowingContinuation":
            return try withContinuation(call)
        case "withObservationTracking": return try call.interpreter.trackObservation(call)
        case "sequence": return unfolding(arguments)
        case "NSDecimalRound": return try decimalRound(call)
        case "repeatElement":
            guard case .int(let count)? = call.argument("count"), let value = values.first else { return nil }
            try interpreter.checkSize(count, at: node)
            return .array(Array(repeating: value, count: count))
        case "type":
            guard let value = call.argument("of") else { return nil }
            guard
                let name = call.interpreter.genericTypeDescription(value) ?? typeDescription(value)
                    ?? call.interpreter.writtenTypeDescription(of: call.arguments.first, in: call.scope)
            else { return call.gap("type(of:) of this \(value.typeName)") }
            return .metatype(name)
        case "swap":
            guard arguments.count == 2 else { return nil }
            try arguments[0].writeBack?(arguments[1].value)
            try arguments[1].writeBack?(arguments[0].value)
            return .void
        case "precondition", "assert":
            if case .bool(false)? = values.first { throw call.stop(.trap, "\(name) failed") }
            return .void
        case "fatalError", "preconditionFailure", "assertionFailure":
            throw call.stop(.trap, "\(name)(\(values.first?.text ?? ""))")
        case "round", "floor", "ceil", "sqrt": return rounding(name, values)
        case "pow":
            guard values.count == 2, let base = values[0].number, let exponent = values[1].number else { return nil }
            return .double(Foundation.pow(base, exponent))
        default: return mathFunction(name, values)
        }
    }

    /// `print` and `debugPrint`: the values described, with their separator
    /// and terminator.
    private static func printValues(_ name: String, _ values: [Value], _ call: LibraryCall) throws -> Value? {
        let interpreter = call.interpreter
        let node = call.node
        var separator = " "
        var terminator = "\n"
        if case .string(let text)? = call.argument("separator") { separator = text }
        if case .string(let text)? = call.argument("terminator") { terminator = text }
        // A string literal whose interpolation is unknown prints its known parts, `«…»` in place of the rest.
        let literals = (node.as(FunctionCallExprSyntax.self)?.arguments.filter { $0.label == nil } ?? []).map {
            $0.expression.is(StringLiteralExprSyntax.self)
        }
        let text = try values.enumerated().map { index, value in
            if case .unknown(let unknown) = value, let shown = unknown.shown, literals.indices.contains(index),
                literals[index], name == "print"
            {
                return shown
            }
            return try interpreter.describe(value, debug: name == "debugPrint")
        }.joined(separator: separator)
        try interpreter.write(text + terminator, at: node)
        return .void
    }

    /// `min` and `max` of a sequence or of their arguments.
    private static func extreme(_ name: String, _ values: [Value], _ call: LibraryCall) throws -> Value? {
        let interpreter = call.interpreter
        let scope = call.scope
        let node = call.node
        if values.count == 1, let items = try elements(of: values[0], limit: interpreter.limits.collectionSize) {
            return try sequenceMethod(
                name, items, of: values[0],
                LibraryCall(interpreter: interpreter, scope: scope, node: node, arguments: []))
        }
        guard var best = values.first else { return nil }
        // The least of values one of which is unknown is unknown, not a stop.
        if let unknown = values.lazy.compactMap(\.unknownInside).first { return .unknown(unknown) }
        for value in values.dropFirst() {
            let better = name == "min" ? try call.less(value, best) : try call.less(best, value)
            if better { best = value }
        }
        if values.contains(where: { if case .double = $0 { true } else { false } }), case .int(let number) = best {
            return .double(Double(number))
        }
        return best
    }

    /// `round`, `floor`, `ceil` and `sqrt` of a number (Float in, Float out).
    private static func rounding(_ name: String, _ values: [Value]) -> Value? {
        guard let number = values.first?.number else { return nil }
        let functions: [String: (Double) -> Double] = [
            "round": Foundation.round, "floor": Foundation.floor, "ceil": Foundation.ceil, "sqrt": Foundation.sqrt,
        ]
        // Float in, Float out (`sqrt` of a Float is computed in Float).
        if case .float(let single)? = values.first {
            let floats: [String: (Float) -> Float] = [
                "round": Foundation.round, "floor": Foundation.floor, "ceil": Foundation.ceil,
                "sqrt": Foundation.sqrt,
            ]
            return .float(floats[name]!(single))
        }
        return .double(functions[name]!(number))
    }

    private static func stride(_ call: LibraryCall) throws -> Value? {
        guard let from = call.argument("from"), let by = call.argument("by") else { return nil }
        let closed = call.argument("through") != nil
        guard let end = call.argument("to") ?? call.argument("through") else { return nil }
        var result: [Value] = []
        if case .int(let start) = from, case .int(let limit) = end, case .int(let step) = by {
            guard step != 0 else { throw call.stop(.trap, "stride with a step of zero") }
            var current = start
            while step > 0
                ? (closed ? current <= limit : current < limit) : (closed ? current >= limit : current > limit)
            {
                result.append(.int(current))
                try call.interpreter.checkSize(result.count, at: call.node)
                current += step
            }
            return .array(result)
        }
        guard let start = from.number, let limit = end.number, let step = by.number, step != 0 else { return nil }
        let sequence: [Double] =
            closed
            ? Array(
                Swift.stride(from: start, through: limit, by: step).prefix(call.interpreter.limits.collectionSize + 1))
            : Array(Swift.stride(from: start, to: limit, by: step).prefix(call.interpreter.limits.collectionSize + 1))
        try call.interpreter.checkSize(sequence.count, at: call.node)
        return .array(sequence.map(Value.double))
    }

    /// What `type(of:)` prints for a value.
    /// `nil` when the value does not tell (an empty array's element type).
    static func typeDescription(_ value: Value) -> String? {
        switch value {
        case .array(let items): items.first.flatMap(typeDescription).map { "Array<\($0)>" }
        case .slice(let items): items.first.flatMap(typeDescription).map { "ArraySlice<\($0)>" }
        case .set(let items): items.first.flatMap(typeDescription).map { "Set<\($0)>" }
        case .optional(let wrapped): wrapped.flatMap(typeDescription).map { "Optional<\($0)>" }
        case .dictionary(let dictionary):
            dictionary.entries.first.flatMap { entry in
                typeDescription(entry.key).flatMap { key in
                    typeDescription(entry.value).map { "Dictionary<\(key), \($0)>" }
                }
            }
        case .native(let object): object.isValueType || object.type == "NSDecimalNumber" ? object.type : nil
        case .tuple, .function, .unknown, .sequence: nil
        case .instance(let instance): instance.type.split(separator: ".").last.map(String.init)
        case .enumCase(let value): value.type.split(separator: ".").last.map(String.init)
        case .object(let object): object.type.split(separator: ".").last.map(String.init)
        default: value.typeName
        }
    }
}

extension Interpreter {
    /// `type(of: tags)` of an empty collection: the type its variable is
    /// declared with (an empty array's dynamic type is its static one).
    func writtenTypeDescription(of argument: Argument?, in scope: Scope) -> String? {
        guard case .array(let items)? = argument?.value, items.isEmpty,
            let expression = argument?.node?.as(ExprSyntax.self),
            let type = staticType(of: expression, in: scope), isKnownType(type)
        else { return nil }
        return Self.describeType(type)
    }

    /// How Swift prints a type (`Array<String>`), for the types this reads.
    static func describeType(_ type: TypeRef) -> String? {
        switch type {
        case .named(let name, let arguments):
            guard !name.contains(" & ") else { return nil }
            let short = name.split(separator: ".").last.map(String.init) ?? name
            let inner = arguments.compactMap(describeType)
            guard inner.count == arguments.count else { return nil }
            return inner.isEmpty ? short : "\(short)<\(inner.joined(separator: ", "))>"
        case .array(let element): return describeType(element).map { "Array<\($0)>" }
        case .optional(let wrapped): return describeType(wrapped).map { "Optional<\($0)>" }
        case .dictionary(let key, let value):
            guard let key = describeType(key), let value = describeType(value) else { return nil }
            return "Dictionary<\(key), \(value)>"
        default: return nil
        }
    }

    /// Appends printed text, bounded by the output limit.
    func write(_ text: String, at node: some SyntaxProtocol) throws {
        output += text
        if output.utf8.count > limits.outputSize {
            throw stop(.limit, "the program printed more than \(limits.outputSize) bytes", at: node)
        }
    }
}
