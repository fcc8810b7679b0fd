import Foundation
import SwiftSyntax

extension Library {
    /// A library property of a value (`count`, `first`, `isEmpty`, `keys`,
    /// `rawValue` of nothing), or a library method as a function value.
    static func member(_ name: String, of value: Value, interpreter: Interpreter, at node: Syntax) throws -> Value? {
        if let set = characterSetValue(value), let found = characterSetProperty(name, set) { return found }
        switch value {
        case .string(let text): if let found = stringProperty(name, text) { return found }
        case .substring(let text):
            if let found = substringIndexMember(name, text) { return found }
            if let found = stringProperty(name, String(text)) { return found }
        case .character(let character):
            if let found = characterProperty(name, character) { return found }
            if name == "properties", let found = scalarProperties(character) { return found }
        case .int(let number): if let found = intProperty(name, number) { return found }
        case .double(let number): if let found = doubleProperty(name, number) { return found }
        case .dictionary(let dictionary):
            switch name {
            case "keys": return .array(dictionary.keys)
            case "values": return .array(dictionary.values)
            default: break
            }
        case .slice(let items):
            switch name {
            case "startIndex": return .int(items.startIndex)
            case "endIndex": return .int(items.endIndex)
            case "indices": return .range(lower: .int(items.startIndex), upper: .int(items.endIndex), closed: false)
            default: break
            }
        case .range(let lower, let upper, let closed):
            switch name {
            case "lowerBound": return lower
            case "upperBound": return upper
            case "count":
                if case .int(let low)? = lower, case .int(let high)? = upper {
                    return .int(max(0, high - low + (closed ? 1 : 0)))
                }
            case "isEmpty":
                if case .int(let low)? = lower, case .int(let high)? = upper {
                    return .bool(closed ? high < low : high <= low)
                }
            default: break
            }
        case .native(let object):
            if let unsettled = object.unsettled { return .unknown(unsettled) }
            if let found = try nativeProperty(name, object, interpreter: interpreter, at: node) { return found }
        case .optional(let wrapped):
            if name == "unsafelyUnwrapped", let wrapped { return wrapped }
        case .enumCase, .instance, .object:
            if name == "localizedDescription" {
                return try interpreter.localizedDescription(of: value, at: node)
            }
            // `LocalizedError`'s requirements a type leaves out are nil (the protocol's extension gives them).
            if Self.localizedErrorTexts.contains(name), let decl = interpreter.typeDecl(of: value),
                interpreter.conforms(decl, to: "LocalizedError")
            {
                return .optional(nil)
            }
        default: break
        }
        return try sequenceOrAnyMember(name, of: value, interpreter: interpreter, at: node)
    }

    /// Members every sequence has (`count`, `first`, `indices`, `lazy`, …),
    /// then those of any value (`description`, `self`) and methods as values.
    private static func sequenceOrAnyMember(
        _ name: String, of value: Value, interpreter: Interpreter, at node: Syntax
    ) throws -> Value? {
        if let items = try elements(of: value, limit: interpreter.limits.collectionSize) {
            switch name {
            case "count": return .int(items.count)
            case "isEmpty": return .bool(items.isEmpty)
            case "first": return .optional(items.first)
            case "last": return .optional(items.last)
            case "startIndex": return .int(0)
            case "endIndex": return .int(items.count)
            case "indices": return .range(lower: .int(0), upper: .int(items.count), closed: false)
            case "underestimatedCount": return .int(items.count)
            case "lazy": return LazyStream(.sequence(value), isLazy: true).value("LazySequence")
            default: break
            }
        }
        if name == "description" { return .string(try interpreter.describe(value, debug: false)) }
        if name == "debugDescription" { return .string(try interpreter.describe(value, debug: true)) }
        if name == "self" { return value }
        if case .unknown = value { return value }
        if methodNames.contains(name) {
            return .function(Function(.library(name: name, receiver: value), scope: nil))
        }
        return nil
    }

    /// Library methods that can be taken as values (`names.map(\.count)`
    /// does not need this; `items.forEach(print)` style does).
    static let methodNames: Set<String> = ["contains", "append", "uppercased", "lowercased", "hasPrefix", "hasSuffix"]

    private static func stringProperty(_ name: String, _ text: String) -> Value? {
        switch name {
        case "count": .int(text.count)
        case "isEmpty": .bool(text.isEmpty)
        case "first": .optional(text.first.map(Value.character))
        case "last": .optional(text.last.map(Value.character))
        case "capitalized": .string(text.capitalized)
        case "utf8": .array(text.utf8.map { .int(Int($0)) })
        case "utf16": .array(text.utf16.map { .int(Int($0)) })
        case "unicodeScalars": .array(text.unicodeScalars.map { .character(Character($0)) })
        case "startIndex": .int(0)
        case "endIndex": .int(text.count)
        case "description": .string(text)
        case "localizedUppercase": .string(text.uppercased())
        case "localizedLowercase": .string(text.lowercased())
        case "localizedCapitalized": .string(text.capitalized)
        case "removingPercentEncoding": .optional(text.removingPercentEncoding.map(Value.string))
        case "utf8CString": utf8CString(text)
        default: nil
        }
    }

    private static func characterProperty(_ name: String, _ character: Character) -> Value? {
        switch name {
        case "isLetter": .bool(character.isLetter)
        case "isNumber": .bool(character.isNumber)
        case "isWholeNumber": .bool(character.isWholeNumber)
        case "isUppercase": .bool(character.isUppercase)
        case "isLowercase": .bool(character.isLowercase)
        case "isWhitespace": .bool(character.isWhitespace)
        case "isPunctuation": .bool(character.isPunctuation)
        case "isSymbol": .bool(character.isSymbol)
        case "isASCII": .bool(character.isASCII)
        case "isHexDigit": .bool(character.isHexDigit)
        case "isNewline": .bool(character.isNewline)
        case "isCased": .bool(character.isCased)
        case "isCurrencySymbol": .bool(character.isCurrencySymbol)
        case "isMathSymbol": .bool(character.isMathSymbol)
        case "wholeNumberValue": .optional(character.wholeNumberValue.map(Value.int))
        case "hexDigitValue": .optional(character.hexDigitValue.map(Value.int))
        case "asciiValue": .optional(character.asciiValue.map { .int(Int($0)) })
        case "description": .string(String(character))
        case "value" where character.unicodeScalars.count == 1: .int(Int(character.unicodeScalars.first!.value))
        default: nil
        }
    }

    private static func intProperty(_ name: String, _ number: Int) -> Value? {
        switch name {
        case "magnitude": .int(Int(number.magnitude))
        case "description": .string(String(number))
        case "nonzeroBitCount": .int(number.nonzeroBitCount)
        case "isZero": .bool(number == 0)
        default: nil
        }
    }

    private static func doubleProperty(_ name: String, _ number: Double) -> Value? {
        switch name {
        // An `NSNumber` (what `NumberFormatter.number(from:)` gives) is held as its `Double`.
        case "doubleValue": .double(number)
        case "isNaN": .bool(number.isNaN)
        case "isInfinite": .bool(number.isInfinite)
        case "isFinite": .bool(number.isFinite)
        case "isZero": .bool(number.isZero)
        case "magnitude": .double(number.magnitude)
        case "nextUp": .double(number.nextUp)
        case "nextDown": .double(number.nextDown)
        case "ulp": .double(number.ulp)
        case "description": .string(String(describing: number))
        case "sign":
            .enumCase(
                EnumCase(
                    type: "FloatingPointSign", name: number.sign == .minus ? "minus" : "plus", payload: [], labels: []))
        default: nil
        }
    }
}
