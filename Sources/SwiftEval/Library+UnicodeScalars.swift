import Foundation

/// Unicode scalars' properties and text decoded from bytes. A scalar is
/// held as a one-scalar `Character` (what `unicodeScalars` gives).
extension Library {
    /// `scalar.properties`: the host's properties of the one scalar.
    static func scalarProperties(_ character: Character) -> Value? {
        guard character.unicodeScalars.count == 1, let scalar = character.unicodeScalars.first else { return nil }
        return NativeObject.value("Unicode.Scalar.Properties", scalar.properties)
    }

    /// The `Bool` properties of `Unicode.Scalar.Properties` by name.
    private static let scalarFlags: [String: @Sendable (Unicode.Scalar.Properties) -> Bool] = [
        "isAlphabetic": { $0.isAlphabetic }, "isWhitespace": { $0.isWhitespace }, "isUppercase": { $0.isUppercase },
        "isLowercase": { $0.isLowercase }, "isEmoji": { $0.isEmoji }, "isEmojiPresentation": { $0.isEmojiPresentation },
        "isMath": { $0.isMath }, "isASCIIHexDigit": { $0.isASCIIHexDigit }, "isHexDigit": { $0.isHexDigit },
        "isDiacritic": { $0.isDiacritic }, "isDash": { $0.isDash }, "isQuotationMark": { $0.isQuotationMark },
        "changesWhenUppercased": { $0.changesWhenUppercased },
        "changesWhenLowercased": { $0.changesWhenLowercased },
    ]

    /// A property of a scalar's properties: a flag, `numericType`,
    /// `numericValue` or `name`.
    static func scalarPropertiesProperty(_ name: String, _ properties: Unicode.Scalar.Properties) -> Value? {
        if let flag = scalarFlags[name] { return .bool(flag(properties)) }
        switch name {
        case "numericType":
            return .optional(properties.numericType.map { NativeObject.value("Unicode.NumericType", $0) })
        case "numericValue": return .optional(properties.numericValue.map(Value.double))
        case "name": return .optional(properties.name.map(Value.string))
        default: return nil
        }
    }

    /// `String(decoding: bytes, as: UTF8.self)` of an array of integers
    /// (each a byte): the host's decoding, invalid sequences replaced.
    static func decodedBytes(_ call: LibraryCall) -> Value? {
        guard case .array(let items)? = call.argument(0), case .metatype("UTF8")? = call.argument(1) else {
            return nil
        }
        var bytes: [UInt8] = []
        for item in items {
            guard let wide = integerWide(item), let byte = UInt8(exactly: wide) else { return nil }
            bytes.append(byte)
        }
        return .string(String(decoding: bytes, as: UTF8.self))
    }

    /// `String.UnicodeScalarView(scalars)`: the scalars, held as `unicodeScalars` holds them.
    static func unicodeScalarView(_ arguments: [Argument]) -> Value? {
        guard arguments.count == 1, arguments[0].label == nil, case .array(let items) = arguments[0].value,
            items.allSatisfy({ if case .character(let c) = $0 { c.unicodeScalars.count == 1 } else { false } })
        else { return nil }
        return .array(items)
    }

    /// `text.utf8CString`: the UTF-8 bytes and a terminating zero, as `CChar`.
    static func utf8CString(_ text: String) -> Value? {
        let kind = CChar.self == Int8.self ? "Int8" : "UInt8"
        let items = text.utf8CString.compactMap { fixedLiteral(kind, .int(Int($0))) }
        return items.count == text.utf8.count + 1 ? .array(items) : nil
    }
}
