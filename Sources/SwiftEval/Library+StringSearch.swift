import Foundation

/// String searching, replacing and option-driven comparison, run by the
/// host's standard library and Foundation; positions are character offsets
/// (the interpreter's string indices).
extension Library {
    /// `String.CompareOptions` by their Swift names.
    static let compareOptions: [String: String.CompareOptions] = [
        "caseInsensitive": .caseInsensitive, "diacriticInsensitive": .diacriticInsensitive, "numeric": .numeric,
        "literal": .literal, "backwards": .backwards, "anchored": .anchored, "widthInsensitive": .widthInsensitive,
        "forcedOrdering": .forcedOrdering, "regularExpression": .regularExpression,
    ]

    /// Compare options from `.caseInsensitive` or `[.a, .b]`; `nil` when one
    /// is not known.
    static func options(_ value: Value?) -> String.CompareOptions? {
        switch value {
        case .enumCase(let symbol)?: return compareOptions[symbol.name]
        case .array(let items)?, .set(let items)?:
            var options: String.CompareOptions = []
            for item in items {
                guard case .enumCase(let symbol) = item, let option = compareOptions[symbol.name] else { return nil }
                options.insert(option)
            }
            return options
        default: return nil
        }
    }

    /// A host range of `text` as character offsets.
    static func offsets(_ range: Range<String.Index>, in text: String) -> Value {
        let lower = text.distance(from: text.startIndex, to: range.lowerBound)
        let upper = text.distance(from: text.startIndex, to: range.upperBound)
        return .range(lower: .int(lower), upper: .int(upper), closed: false)
    }

    /// Non-mutating searches: `replacing`, `ranges(of:)`, `compare(_:options:)`,
    /// `range(of:options:)`, `folding`, `index(_:offsetBy:limitedBy:)`.
    static func stringSearch(_ name: String, _ text: String, _ call: LibraryCall) throws -> Value? {
        let first = call.argument(0)?.text
        switch (name, call.labels) {
        case ("replacing", ["_", "with"]), ("replacing", ["_", "with", "maxReplacements"]):
            guard let first, let replacement = call.argument(1)?.text, !first.isEmpty else { return nil }
            var limit = Int.max
            if let given = call.argument("maxReplacements") {
                guard case .int(let count) = given else { return nil }
                limit = count
            }
            return .string(text.replacing(first, with: replacement, maxReplacements: limit))
        case ("ranges", ["of"]):
            guard let first, !first.isEmpty else { return nil }
            return .array(text.ranges(of: first).map { offsets($0, in: text) })
        case ("compare", ["_", "options"]):
            guard let first, let options = options(call.argument(1)) else { return nil }
            return comparison(text.compare(first, options: options))
        case ("range", ["of", "options"]):
            guard let first, let options = options(call.argument(1)) else { return nil }
            return .optional(text.range(of: first, options: options).map { offsets($0, in: text) })
        case ("folding", ["options", "locale"]):
            guard let options = options(call.argument(0)) else { return nil }
            var locale: Locale?
            if let given = call.argument(1), !given.isNil {
                guard let value = host(given, as: Locale.self) else { return nil }
                locale = value
            }
            return .string(text.folding(options: options, locale: locale))
        case ("index", ["_", "offsetBy", "limitedBy"]):
            return try limitedIndex(text.count, call)
        case ("addingPercentEncoding", ["withAllowedCharacters"]):
            guard let set = characterSet(call.argument(0)) else { return nil }
            return .optional(text.addingPercentEncoding(withAllowedCharacters: set).map(Value.string))
        default: return nil
        }
    }

    /// `index(i, offsetBy: n, limitedBy: limit)`: `nil` when the limit lies
    /// between `i` and the target, a trap when the target is out of bounds.
    private static func limitedIndex(_ count: Int, _ call: LibraryCall) throws -> Value? {
        guard case .int(let start)? = call.argument(0), case .int(let offset)? = call.argument(1),
            case .int(let limit)? = call.argument(2)
        else { return nil }
        let target = start + offset
        if offset >= 0, limit >= start, target > limit { return .null }
        if offset < 0, limit <= start, target < limit { return .null }
        guard target >= 0, target <= count else { throw call.stop(.trap, "string index out of bounds") }
        return .optional(.int(target))
    }

    /// Mutating edits: `removeSubrange`, `removeFirst(_:)`, `removeLast(_:)`,
    /// `replaceSubrange(_:with:)`.
    static func stringRemoval(
        _ name: String, _ text: String, _ call: LibraryCall
    ) throws -> (result: Value, mutated: Value?)? {
        var characters = Array(text)
        switch (name, call.labels) {
        case ("removeSubrange", ["_"]):
            guard let range = call.argument(0) else { return nil }
            characters.removeSubrange(try call.interpreter.indexRange(range, count: characters.count, at: call.node))
        case ("replaceSubrange", ["_", "with"]):
            guard let range = call.argument(0), let replacement = call.argument(1)?.text else { return nil }
            let bounds = try call.interpreter.indexRange(range, count: characters.count, at: call.node)
            characters.replaceSubrange(bounds, with: Array(replacement))
        case ("removeAll", ["where"]):
            guard let predicate = call.argument(0) else { return nil }
            characters = try characters.filter { try !call.test(predicate, [.character($0)]) }
        case ("popLast", []):
            guard let last = characters.popLast() else { return (.null, nil) }
            return (.optional(.character(last)), .string(String(characters)))
        case ("removeFirst", ["_"]), ("removeLast", ["_"]):
            guard case .int(let count)? = call.argument(0) else { return nil }
            guard count >= 0, count <= characters.count else {
                throw call.stop(.trap, "\(name)(\(count)) of a string of \(characters.count) characters")
            }
            if name == "removeFirst" {
                characters.removeFirst(count)
            } else {
                characters.removeLast(count)
            }
        default: return nil
        }
        return (.void, .string(String(characters)))
    }
}
