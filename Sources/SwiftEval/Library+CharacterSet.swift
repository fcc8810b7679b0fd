import Foundation

extension Library {
    /// A `CharacterSet` value: `CharacterSet.letters` (a symbol) or one made
    /// by `CharacterSet(charactersIn:)`, `inverted` or set algebra.
    static func characterSetValue(_ value: Value) -> CharacterSet? {
        switch value {
        case .enumCase(let symbol) where symbol.type == "CharacterSet": return characterSet(value)
        case .native(let object): return (object.object as? CharacterSetBox)?.set
        default: return nil
        }
    }

    static func characterSetBox(_ set: CharacterSet) -> Value {
        .native(NativeObject(type: "CharacterSet", object: CharacterSetBox(set)))
    }

    /// `set.inverted`.
    static func characterSetProperty(_ name: String, _ set: CharacterSet) -> Value? {
        switch name {
        case "inverted": characterSetBox(set.inverted)
        case "isEmpty": .bool(set.isEmpty)
        default: nil
        }
    }

    /// `contains(_:)` of a Unicode scalar (a one-scalar character here) and
    /// the set algebra of two character sets.
    static func characterSetMethod(_ name: String, _ set: CharacterSet, _ call: LibraryCall) -> Value? {
        let first = call.argument(0)
        if name == "contains", call.labels == ["_"] {
            guard case .character(let character)? = first, character.unicodeScalars.count == 1,
                let scalar = character.unicodeScalars.first
            else { return nil }
            return .bool(set.contains(scalar))
        }
        guard call.labels.count == 1, let other = first.flatMap(characterSetValue) else { return nil }
        switch name {
        case "union": return characterSetBox(set.union(other))
        case "intersection": return characterSetBox(set.intersection(other))
        case "subtracting": return characterSetBox(set.subtracting(other))
        case "symmetricDifference": return characterSetBox(set.symmetricDifference(other))
        case "isSuperset": return .bool(set.isSuperset(of: other))
        case "isSubset": return .bool(set.isSubset(of: other))
        case "isDisjoint": return .bool(set.isDisjoint(with: other))
        default: return nil
        }
    }

    /// `CharacterSet(charactersIn: "aeiou")`.
    static func makeCharacterSet(_ call: LibraryCall) -> Value? {
        guard call.labels == ["charactersIn"], let text = call.argument(0)?.text else { return nil }
        return characterSetBox(CharacterSet(charactersIn: text))
    }

    /// `text.rangeOfCharacter(from:)`: the range of the first character
    /// with a scalar in the set, as character offsets.
    static func rangeOfCharacter(_ text: String, _ call: LibraryCall) -> Value? {
        guard call.labels == ["from"], let set = call.argument(0).flatMap(characterSet) else { return nil }
        return .optional(text.rangeOfCharacter(from: set).map { offsets($0, in: text) })
    }
}

extension Library {
    /// `text.unicodeScalars = …` (what `text.unicodeScalars.append(s)`
    /// stores back): the string of those scalars; `nil` for another property.
    static func setLibraryProperty(_ name: String, _ value: Value, on holder: Value) -> Value? {
        guard case .string = holder, name == "unicodeScalars", case .array(let items) = value else { return nil }
        var text = String.UnicodeScalarView()
        for item in items {
            guard case .character(let character) = item, character.unicodeScalars.count == 1 else { return nil }
            text.append(character.unicodeScalars.first!)
        }
        return .string(String(text))
    }
}

extension Library {
    /// `UnicodeScalar(x)` / `Unicode.Scalar(x)`: a scalar is held as the
    /// one-scalar `Character`. From a `UInt8` it always exists; from another
    /// integer it is optional (`nil` for a surrogate or past U+10FFFF).
    static func makeScalar(_ call: LibraryCall) -> Value? {
        guard call.labels == ["_"], let argument = call.argument(0) else { return nil }
        if case .character(let character) = argument, character.unicodeScalars.count == 1 { return argument }
        if let kind = fixedKind(of: argument), let wide = kind.wide(argument) {
            guard kind.name != "UInt8" else { return scalar(UInt32(wide)) }
            guard wide >= 0, wide <= Int128(UInt32.max) else { return .null }
            return .optional(scalar(UInt32(wide)))
        }
        guard case .int(let number) = argument else { return nil }
        guard number >= 0, number <= Int(UInt32.max) else { return .null }
        return .optional(scalar(UInt32(number)))
    }

    private static func scalar(_ value: UInt32) -> Value? {
        Unicode.Scalar(value).map { .character(Character($0)) }
    }
}
