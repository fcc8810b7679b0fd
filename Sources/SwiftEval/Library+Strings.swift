import Foundation

extension Library {
    /// String methods, run by the host's `String` and Foundation.
    static func stringMethod(
        _ name: String, _ text: String, _ call: LibraryCall
    ) throws -> (result: Value, mutated: Value?)? {
        let first = call.argument(0)
        let firstText = first?.text
        switch (name, call.labels) {
        case ("uppercased", []): return (.string(text.uppercased()), nil)
        case ("lowercased", []): return (.string(text.lowercased()), nil)
        case ("hasPrefix", ["_"]): return firstText.map { (.bool(text.hasPrefix($0)), nil) }
        case ("hasSuffix", ["_"]): return firstText.map { (.bool(text.hasSuffix($0)), nil) }
        case ("contains", ["_"]):
            if case .character(let character)? = first { return (.bool(text.contains(character)), nil) }
            return firstText.map { (.bool(text.contains($0)), nil) }
        case ("localizedCaseInsensitiveContains", ["_"]):
            return firstText.map { (.bool(text.localizedCaseInsensitiveContains($0)), nil) }
        case ("localizedStandardContains", ["_"]):
            return firstText.map { (.bool(text.localizedStandardContains($0)), nil) }
        case ("starts", ["with"]): return firstText.map { (.bool(text.hasPrefix($0)), nil) }
        case ("replacingOccurrences", ["of", "with"]):
            guard let target = firstText, let replacement = call.argument(1)?.text else { return nil }
            return (.string(text.replacingOccurrences(of: target, with: replacement)), nil)
        case ("replacingOccurrences", ["of", "with", "options"]):
            guard let target = firstText, let replacement = call.argument(1)?.text,
                let options = options(call.argument(2))
            else { return nil }
            return (.string(text.replacingOccurrences(of: target, with: replacement, options: options)), nil)
        case ("components", ["separatedBy"]):
            if let firstText { return (.array(text.components(separatedBy: firstText).map(Value.string)), nil) }
            if let set = characterSet(first) {
                return (.array(text.components(separatedBy: set).map(Value.string)), nil)
            }
            return nil
        case ("rangeOfCharacter", ["from"]): return rangeOfCharacter(text, call).map { ($0, nil) }
        case ("localizedString", ["for"]):
            // A `LocalizedStringResource` (held as its key): its text in the app's tables, in the
            // language the app is read in (the locale given is the device's).
            return (.string(call.interpreter.stringTables?(text, nil, nil) ?? text), nil)
        case ("enumerateLines", ["_"]), ("enumerateLines", ["invoking"]):
            // Foundation's lines (any line break; none after a final one), each given with `stop` false.
            guard let body = first else { return nil }
            var lines: [String] = []
            text.enumerateLines { line, _ in lines.append(line) }
            for line in lines.prefix(call.interpreter.limits.collectionSize) {
                _ = try call.invoke(body, [.string(line), .bool(false)])
            }
            return (.void, nil)
        case ("trimmingCharacters", ["in"]):
            guard let set = characterSet(first) else { return nil }
            return (.string(text.trimmingCharacters(in: set)), nil)
        default: return try stringSplitting(name, text, call)
        }
    }

    /// String splitting, appending and padding; then removal, indexing and searching.
    private static func stringSplitting(
        _ name: String, _ text: String, _ call: LibraryCall
    ) throws -> (result: Value, mutated: Value?)? {
        let first = call.argument(0)
        let firstText = first?.text
        switch (name, call.labels) {
        case ("split", ["separator"]), ("split", ["separator", "maxSplits"]),
            ("split", ["separator", "omittingEmptySubsequences"]),
            ("split", ["separator", "maxSplits", "omittingEmptySubsequences"]):
            guard let firstText, !firstText.isEmpty else { return nil }
            var omitting = true
            if case .bool(let flag)? = call.argument("omittingEmptySubsequences") { omitting = flag }
            var maxSplits = Int.max
            if case .int(let count)? = call.argument("maxSplits") { maxSplits = count }
            guard firstText.count == 1, let separator = firstText.first else {
                let parts = text.split(separator: firstText, maxSplits: maxSplits, omittingEmptySubsequences: omitting)
                return (.array(parts.map { .substring($0) }), nil)
            }
            return (
                .array(
                    text.split(separator: separator, maxSplits: maxSplits, omittingEmptySubsequences: omitting).map {
                        .substring($0)
                    }), nil
            )
        case ("split", ["whereSeparator"]):
            let parts = try text.split { try call.test(first!, [.character($0)]) }
            return (.array(parts.map(Value.substring)), nil)
        case ("append", ["_"]), ("append", ["contentsOf"]):
            if let addition = firstText { return (.void, .string(text + addition)) }
            guard let items = try elements(of: first!, limit: call.interpreter.limits.collectionSize),
                items.allSatisfy({ $0.text != nil })
            else { return nil }
            return (.void, .string(text + items.compactMap(\.text).joined()))
        case ("padding", ["toLength", "withPad", "startingAt"]):
            guard case .int(let length)? = first, let pad = call.argument(1)?.text,
                case .int(let start)? = call.argument(2)
            else { return nil }
            return (.string(text.padding(toLength: length, withPad: pad, startingAt: start)), nil)
        default: return try stringIndexing(name, text, call)
        }
    }

    /// String removal, reversal, indices, comparison, `range(of:)`, `data` and `filter`.
    private static func stringIndexing(
        _ name: String, _ text: String, _ call: LibraryCall
    ) throws -> (result: Value, mutated: Value?)? {
        let first = call.argument(0)
        let firstText = first?.text
        switch (name, call.labels) {
        case ("removeFirst", []):
            guard let character = text.first else { throw call.stop(.trap, "removeFirst() on an empty string") }
            return (.character(character), .string(String(text.dropFirst())))
        case ("removeLast", []):
            guard let character = text.last else { throw call.stop(.trap, "removeLast() on an empty string") }
            return (.character(character), .string(String(text.dropLast())))
        case ("removeAll", []): return (.void, .string(""))
        case ("reversed", []):
            return (
                .sequence(
                    SequenceView(
                        kind: "ReversedCollection", bases: [.string(text)], items: text.reversed().map(Value.character))
                ), nil
            )
        case ("index", ["_", "offsetBy"]):
            guard case .int(let start)? = first, case .int(let offset)? = call.argument(1) else { return nil }
            let target = start + offset
            guard target >= 0, target <= text.count else { throw call.stop(.trap, "string index out of bounds") }
            return (.int(target), nil)
        case ("index", ["after"]): if case .int(let index)? = first { return (.int(index + 1), nil) }
        case ("index", ["before"]): if case .int(let index)? = first { return (.int(index - 1), nil) }
        case ("compare", ["_"]), ("caseInsensitiveCompare", ["_"]), ("localizedCaseInsensitiveCompare", ["_"]),
            ("localizedCompare", ["_"]):
            guard let other = firstText else { return nil }
            let compare: [String: (String) -> ComparisonResult] = [
                "compare": { text.compare($0) }, "caseInsensitiveCompare": { text.caseInsensitiveCompare($0) },
                "localizedCaseInsensitiveCompare": { text.localizedCaseInsensitiveCompare($0) },
                "localizedCompare": { text.localizedCompare($0) },
            ]
            return compare[name].map { (comparison($0(other)), nil) }
        case ("range", ["of"]):
            guard let target = firstText else { return nil }
            guard let range = text.range(of: target) else { return (.null, nil) }
            let lower = text.distance(from: text.startIndex, to: range.lowerBound)
            let upper = text.distance(from: text.startIndex, to: range.upperBound)
            return (.optional(.range(lower: .int(lower), upper: .int(upper), closed: false)), nil)
        case ("data", ["using"]):
            return (.optional(.native(NativeObject(type: "Data", object: DataBox(Data(text.utf8))))), nil)
        case ("filter", ["_"]):
            return (.string(String(try text.filter { try call.test(first!, [.character($0)]) })), nil)
        default: break
        }
        return nil
    }

    static func characterMethod(_ name: String, _ character: Character, _ call: LibraryCall) -> Value? {
        switch name {
        case "uppercased": .string(character.uppercased())
        case "lowercased": .string(character.lowercased())
        default: nil
        }
    }

    /// `.whitespaces` and friends as a `CharacterSet`.
    static func characterSet(_ value: Value?) -> CharacterSet? {
        guard case .enumCase(let symbol)? = value else {
            if case .native(let object)? = value, let box = object.object as? CharacterSetBox { return box.set }
            return nil
        }
        return namedCharacterSets[symbol.name]
    }

    /// Foundation's character sets by their Swift names.
    static let namedCharacterSets: [String: CharacterSet] = [
        "whitespaces": .whitespaces, "whitespacesAndNewlines": .whitespacesAndNewlines, "newlines": .newlines,
        "punctuationCharacters": .punctuationCharacters, "decimalDigits": .decimalDigits, "letters": .letters,
        "alphanumerics": .alphanumerics, "uppercaseLetters": .uppercaseLetters, "lowercaseLetters": .lowercaseLetters,
        "symbols": .symbols, "urlQueryAllowed": .urlQueryAllowed, "urlPathAllowed": .urlPathAllowed,
        "urlHostAllowed": .urlHostAllowed, "urlFragmentAllowed": .urlFragmentAllowed,
        "urlUserAllowed": .urlUserAllowed, "urlPasswordAllowed": .urlPasswordAllowed,
    ]
}

/// Foundation values held by reference inside ``NativeObject``.
final class DateBox {
    let date: Date
    init(_ date: Date) { self.date = date }
}

final class DataBox {
    let data: Data
    /// JSON written without `.sortedKeys`: its keys are in this run's hash order.
    var keyOrderUnknown = false
    init(_ data: Data) { self.data = data }
}

final class CharacterSetBox {
    let set: CharacterSet
    init(_ set: CharacterSet) { self.set = set }
}
