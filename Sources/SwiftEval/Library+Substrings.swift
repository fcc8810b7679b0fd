import SwiftSyntax

/// Substrings keep their base string's indices, as Swift's do: the
/// interpreter's string indices are character offsets from the start of the
/// string, so a substring's `startIndex` is where it starts in its base,
/// `firstIndex(of:)` on it answers in the base's offsets, and slicing it
/// (`dropFirst`, `prefix`, a range subscript, `split`) keeps the base.
extension Library {
    /// Where a substring starts in its base string, in characters.
    static func baseOffset(_ text: Substring) -> Int {
        text.base.distance(from: text.base.startIndex, to: text.startIndex)
    }

    /// `startIndex`, `endIndex` and `indices` of a substring, in its base's offsets, and its `base`.
    static func substringIndexMember(_ name: String, _ text: Substring) -> Value? {
        let start = baseOffset(text)
        switch name {
        case "startIndex": return .int(start)
        case "endIndex": return .int(start + text.count)
        case "indices": return .range(lower: .int(start), upper: .int(start + text.count), closed: false)
        case "base": return .string(text.base)
        default: return nil
        }
    }

    /// Methods whose result is an index or a range of indices.
    private static let indexResults: Set<String> = [
        "index", "firstIndex", "lastIndex", "range", "ranges", "firstRange", "rangeOfCharacter",
    ]
    /// Methods that take indices and change or read at them, not run on a substring here.
    private static let indexEdits: Set<String> = [
        "remove", "insert", "removeSubrange", "replaceSubrange", "formIndex", "replacingCharacters",
    ]

    /// A method of a substring: index arithmetic and searches in its base's
    /// offsets, edits that keep its base as Swift's do, and the string
    /// methods with the substrings they give placed in this one's base.
    static func substringMethod(
        _ name: String, _ text: Substring, _ call: LibraryCall
    ) throws -> (result: Value, mutated: Value?)? {
        if let edit = try substringEdit(name, text, call) { return edit }
        let start = baseOffset(text)
        if indexResults.contains(name) || name == "distance" {
            // Run on the substring's own text, with indices moved to it and back.
            let arguments = call.arguments.map { argument in
                var moved = argument
                if case .int = argument.value, name == "index" || name == "distance",
                    argument.label != "offsetBy"
                {
                    moved.value = shiftIndices(argument.value, by: -start)
                }
                return moved
            }
            let (relative, _) = try callMethod(
                name, on: .string(String(text)), arguments, interpreter: call.interpreter, scope: call.scope,
                at: call.node)
            return (name == "distance" ? relative : shiftIndices(relative, by: start), nil)
        }
        if indexEdits.contains(name) {
            return (call.gap("\(name)(…) on a substring"), call.gap("\(name)(…) on a substring"))
        }
        let own = String(text)
        guard let result = try stringSearch(name, own, call).map({ ($0, Value?.none) }) ?? stringMethod(name, own, call)
        else { return nil }
        // Edits other than the ones above change a substring's base in ways not followed here.
        let mutated = result.mutated.map { _ in call.gap("\(name)(…) changing a substring") }
        return (rebase(result.result, from: own, onto: text, call), mutated)
    }

    /// `removeFirst`, `removeLast`, `popLast`, `popFirst` and `removeAll()`
    /// on a substring variable, by the host's `Substring` (which moves its
    /// bounds within the same base, or for `removeAll()` starts a new one).
    /// Appending is not among them: whether the base grows or a new one
    /// starts depends on the overload Swift picks (a `Character` or a string).
    private static func substringEdit(
        _ name: String, _ text: Substring, _ call: LibraryCall
    ) throws -> (result: Value, mutated: Value?)? {
        var edited = text
        switch (name, call.labels) {
        case ("removeFirst", []), ("removeLast", []):
            guard !edited.isEmpty else { throw call.stop(.trap, "\(name)() on an empty substring") }
            let removed = name == "removeFirst" ? edited.removeFirst() : edited.removeLast()
            return (.character(removed), .substring(edited))
        case ("removeFirst", ["_"]), ("removeLast", ["_"]):
            guard case .int(let count)? = call.argument(0) else { return nil }
            guard count >= 0, count <= edited.count else {
                throw call.stop(.trap, "\(name)(_:) beyond a substring's bounds")
            }
            if name == "removeFirst" { edited.removeFirst(count) } else { edited.removeLast(count) }
        case ("popFirst", []), ("popLast", []):
            let removed = name == "popFirst" ? edited.popFirst() : edited.popLast()
            return (.optional(removed.map(Value.character)), .substring(edited))
        case ("removeAll", []): edited = Substring()
        default: return nil
        }
        return (.void, .substring(edited))
    }

    /// Every integer inside `value` (an index, a range's bounds, in an
    /// optional or array) moved by `offset`.
    private static func shiftIndices(_ value: Value, by offset: Int) -> Value {
        switch value {
        case .int(let index): .int(index + offset)
        case .optional(let wrapped?): .optional(shiftIndices(wrapped, by: offset))
        case .range(let lower, let upper, let closed):
            .range(
                lower: lower.map { shiftIndices($0, by: offset) }, upper: upper.map { shiftIndices($0, by: offset) },
                closed: closed)
        case .array(let items): .array(items.map { shiftIndices($0, by: offset) })
        default: value
        }
    }

    /// Substrings of `own` (a substring's text, copied) inside `value`
    /// placed at the same characters of the substring's base.
    private static func rebase(_ value: Value, from own: String, onto text: Substring, _ call: LibraryCall) -> Value {
        switch value {
        case .substring(let part):
            guard part.base == own else { return call.gap("a substring whose base string is not followed") }
            let lower = baseOffset(text) + baseOffset(part)
            let base = text.base
            let from = base.index(base.startIndex, offsetBy: lower)
            return .substring(base[from..<base.index(from, offsetBy: part.count)])
        case .array(let items): return .array(items.map { rebase($0, from: own, onto: text, call) })
        case .optional(let wrapped?): return .optional(rebase(wrapped, from: own, onto: text, call))
        default: return value
        }
    }
}

extension Library {
    /// `text[i]` and `text[range]` of a string or substring: a character, or
    /// a substring of the same base (a substring's indices are its base's);
    /// `nil` for other subscripts.
    static func textSubscript(_ holder: Value, _ key: Value, _ call: LibraryCall) throws -> Value? {
        let text: Substring
        switch holder {
        case .string(let string): text = string[...]
        case .substring(let substring): text = substring
        default: return nil
        }
        let start = baseOffset(text)
        let end = start + text.count
        let base = text.base
        switch key {
        case .int(let index):
            guard index >= start, index < end else { throw call.stop(.trap, "string index out of bounds") }
            return .character(base[base.index(base.startIndex, offsetBy: index)])
        case .range(let lower, let upper, let closed):
            var low = start
            var high = end
            if let lower {
                guard case .int(let number) = lower else { return nil }
                low = number
            }
            if let upper {
                guard case .int(let number) = upper else { return nil }
                high = closed ? number + 1 : number
            }
            guard start <= low, low <= high, high <= end else {
                throw call.stop(.trap, "string range out of bounds")
            }
            let from = base.index(base.startIndex, offsetBy: low)
            return .substring(base[from..<base.index(from, offsetBy: high - low)])
        default: return nil
        }
    }

    /// `prefix`, `suffix`, `dropFirst`, `dropLast` (by count, `while:`,
    /// `upTo:`, `through:`, `from:`) of a string or substring, as the host's
    /// `Substring` slices them (keeping the base); `nil` when not one.
    static func textSlice(_ name: String, _ receiver: Value, _ call: LibraryCall) throws -> Value? {
        let text: Substring
        switch receiver {
        case .string(let string): text = string[...]
        case .substring(let substring): text = substring
        default: return nil
        }
        let first = call.argument(0)
        switch (name, call.labels, first) {
        case ("dropFirst", [], _): return .substring(text.dropFirst())
        case ("dropLast", [], _): return .substring(text.dropLast())
        case (_, ["_"], .int(let count)?) where ["prefix", "suffix", "dropFirst", "dropLast"].contains(name):
            guard count >= 0 else { throw call.stop(.trap, "\(name) with a negative count") }
            let slices: [String: (Int) -> Substring] = [
                "prefix": text.prefix, "suffix": text.suffix, "dropFirst": text.dropFirst, "dropLast": text.dropLast,
            ]
            return slices[name].map { .substring($0(count)) }
        case ("prefix", ["while"], let test?):
            return .substring(try text.prefix { try call.test(test, [.character($0)]) })
        case ("drop", ["while"], let test?):
            return .substring(try text.drop { try call.test(test, [.character($0)]) })
        case ("prefix", ["upTo"], .int(let index)?), ("prefix", ["through"], .int(let index)?):
            let key = Value.range(lower: nil, upper: .int(index), closed: call.labels == ["through"])
            return try textSubscript(.substring(text), key, call)
        case ("suffix", ["from"], .int(let index)?):
            return try textSubscript(.substring(text), .range(lower: .int(index), upper: nil, closed: false), call)
        default: return nil
        }
    }

    /// `Substring(text)`: a string's own characters (a new base), or a
    /// substring as it is (same base, as Swift's keeps it); `Substring()`.
    static func makeSubstring(_ call: LibraryCall) -> Value? {
        switch (call.labels, call.argument(0)) {
        case ([], _): return .substring(Substring())
        case (["_"], .string(let text)?): return .substring(Substring(text))
        case (["_"], .substring(let text)?): return .substring(text)
        case (["_"], .character(let character)?): return .substring(Substring(String(character)))
        default: return nil
        }
    }
}
