import Foundation
import SwiftSyntax

/// The standard library and Foundation as model code uses them, run with
/// the host's own implementations where one exists (so strings, numbers
/// and formatters print exactly what a compiled program prints).
enum Library {
    /// The label a trailing closure stands for, by method (`first { … }`
    /// is `first(where:)`).
    static let trailingLabels: [String: String] = [
        "contains": "where", "first": "where", "last": "where", "firstIndex": "where", "lastIndex": "where",
        "sorted": "by", "sort": "by", "min": "by", "max": "by", "drop": "while", "prefix": "while",
        "split": "whereSeparator", "removeAll": "where", "count": "where", "partition": "by",
        "merge": "uniquingKeysWith", "starts": "with", "merging": "uniquingKeysWith",
    ]

    /// Library types a name can refer to.
    static let typeNames: Set<String> = [
        "Int", "Double", "Float", "CGFloat", "String", "Bool", "Character", "Array", "Dictionary", "Set", "Optional",
        "Substring", "NumberFormatter", "DateFormatter", "Date", "JSONEncoder", "JSONDecoder", "Data", "Locale",
        "TimeZone", "Calendar", "NSNumber", "UUID", "URL", "DateComponents", "TimeInterval", "Int64", "Int32", "UInt",
        "UInt8", "Int8", "Int16", "UInt16", "UInt32", "UInt64", "Decimal", "ISO8601DateFormatter", "NSString",
        "CharacterSet", "Result", "Never", "Void", "Range", "ClosedRange", "Error", "UserDefaults", "ProcessInfo",
        "FileManager", "Bundle", "NotificationCenter", "DispatchQueue", "Task", "Measurement", "UnitLength",
        "UnitMass", "MeasurementFormatter", "ListFormatter", "RelativeDateTimeFormatter", "DateComponentsFormatter",
        "AnyHashable", "KeyPathComparator", "Duration", "DateInterval",
        "PersonNameComponentsFormatter", "ByteCountFormatter", "UTF8", "NSDecimalNumber",
        "AnyIterator", "ObjectIdentifier", "UnitVolume", "UnitTemperature", "UnitDuration", "UnitAngle", "UnitSpeed",
        "UnitEnergy", "URLComponents", "URLQueryItem", "UnicodeScalar", "Unicode",
        "AsyncStream", "AsyncThrowingStream", "MainActor", "AttributedString", "Just", "Empty", "Publishers",
        "BlendMode", "Color", "Angle",
    ]

    /// SwiftUI's named values model code holds (`Color.brown`, `.plusDarker`
    /// where a `BlendMode` is expected), kept as symbols the client reads as
    /// it reads them written in a view.
    static let swiftUINamedValues: [String: Set<String>] = [
        "Color": [
            "black", "white", "gray", "red", "green", "blue", "orange", "yellow", "pink", "purple", "primary",
            "secondary", "clear", "brown", "cyan", "indigo", "mint", "teal", "accentColor",
        ],
        "BlendMode": [
            "normal", "multiply", "screen", "overlay", "darken", "lighten", "colorDodge", "colorBurn", "softLight",
            "hardLight", "difference", "exclusion", "hue", "saturation", "color", "luminosity", "sourceAtop",
            "destinationOver", "destinationOut", "plusDarker", "plusLighter",
        ],
    ]

    /// The type a library alias names (`TimeInterval` is `Double`).
    static func canonicalName(_ name: String) -> String {
        ["TimeInterval": "Double", "CGFloat": "Double", "Float64": "Double"][name] ?? name
    }

    /// Foundation's classes a program may extend, each with its superclass
    /// (an extension of `Unit` applies to `UnitVolume`).
    static let librarySuperclass: [String: String] = {
        var table = ["Dimension": "Unit", "NSMutableString": "NSString", "NSNumber": "NSValue"]
        for unit in [
            "UnitLength", "UnitMass", "UnitVolume", "UnitTemperature", "UnitDuration", "UnitAngle", "UnitSpeed",
            "UnitEnergy", "UnitArea", "UnitPressure", "UnitPower", "UnitFrequency", "UnitAcceleration",
            "UnitConcentrationMass", "UnitDispersion", "UnitElectricCharge", "UnitElectricCurrent",
            "UnitElectricPotentialDifference", "UnitElectricResistance", "UnitFuelEfficiency", "UnitIlluminance",
            "UnitInformationStorage",
        ] {
            table[unit] = "Dimension"
        }
        return table
    }()

    /// The superclasses of a Foundation class, nearest first.
    static func librarySuperclasses(of name: String) -> [String] {
        var found: [String] = []
        var current = name
        while let parent = librarySuperclass[current], found.count < 8 {
            found.append(parent)
            current = parent
        }
        return found
    }

    /// Library protocols a type check may name.
    static let knownProtocols: Set<String> = [
        "Equatable", "Hashable", "Comparable", "CustomStringConvertible", "CustomDebugStringConvertible", "Error",
        "LocalizedError", "Codable", "Encodable", "Decodable", "Identifiable", "CaseIterable", "Numeric",
        "BinaryInteger", "StringProtocol", "Sequence", "Collection", "AnyObject", "Any", "AnyHashable", "Sendable",
    ]

    /// What `LocalizedError` asks for, each `String?` and `nil` unless a type gives it.
    static let localizedErrorTexts: Set<String> = [
        "errorDescription", "failureReason", "helpAnchor", "recoverySuggestion",
    ]

    /// The library protocols each library protocol refines.
    static let refinedProtocols: [String: [String]] = [
        "LocalizedError": ["Error"], "CustomNSError": ["Error"], "RecoverableError": ["Error"],
        "Hashable": ["Equatable"], "Comparable": ["Equatable"], "Codable": ["Encodable", "Decodable"],
        "Identifiable": [], "CaseIterable": [], "Numeric": ["AdditiveArithmetic", "Equatable"],
        "BinaryInteger": ["Numeric", "Hashable", "Comparable", "CustomStringConvertible", "Strideable"],
        "StringProtocol": ["Collection", "Comparable", "Hashable", "CustomStringConvertible"],
        "Collection": ["Sequence"], "BidirectionalCollection": ["Collection"],
        "RandomAccessCollection": ["BidirectionalCollection"], "MutableCollection": ["Collection"],
        "RangeReplaceableCollection": ["Collection"], "SetAlgebra": ["Equatable"],
    ]

    /// Library functions callable by name.
    static let globalFunctions: Set<String> = [
        "print", "debugPrint", "min", "max", "abs", "zip", "stride", "repeatElement", "type", "swap", "precondition",
        "assert", "fatalError", "preconditionFailure", "assertionFailure", "round", "floor", "ceil", "sqrt", "pow",
        "dump", "withExtendedLifetime", "NSDecimalRound", "sequence",
        "withTaskGroup", "withThrowingTaskGroup", "withDiscardingTaskGroup", "withThrowingDiscardingTaskGroup",
        "withCheckedContinuation", "withCheckedThrowingContinuation", "withUnsafeContinuation",
        "withUnsafeThrowingContinuation", "withAnimation", "withTransaction",
    ]

    /// Operators usable as function values (`reduce(0, +)`, `sorted(by: >)`).
    static let operators: Set<String> = ["+", "-", "*", "/", "<", ">", "<=", ">=", "==", "!=", "&&", "||", "%"]

    /// The library protocols a library type conforms to: where a program's
    /// `extension Collection` applies.
    static func implicitProtocols(of type: String) -> [String] {
        switch type {
        case "Array":
            [
                "Collection", "Sequence", "RandomAccessCollection", "BidirectionalCollection", "MutableCollection",
                "RangeReplaceableCollection", "Equatable", "Hashable",
            ]
        case "Set": ["Collection", "Sequence", "SetAlgebra", "Equatable", "Hashable"]
        case "Dictionary": ["Collection", "Sequence", "Equatable"]
        case "String", "Substring":
            [
                "StringProtocol", "Collection", "Sequence", "BidirectionalCollection", "RangeReplaceableCollection",
                "Comparable", "Equatable", "Hashable", "CustomStringConvertible",
            ]
        case "Int":
            [
                "BinaryInteger", "FixedWidthInteger", "SignedInteger", "SignedNumeric", "Numeric", "AdditiveArithmetic",
                "Comparable", "Equatable", "Hashable", "Strideable",
            ]
        case "Double", "Float", "CGFloat":
            [
                "BinaryFloatingPoint", "FloatingPoint", "SignedNumeric", "Numeric", "AdditiveArithmetic", "Comparable",
                "Equatable", "Hashable", "Strideable",
            ]
        case "Optional": ["Equatable"]
        case "Bool", "Character": ["Equatable", "Hashable", "Comparable"]
        case _ where madeSwiftUIViews.contains(type): ["View"]
        default: []
        }
    }

    /// `x is Name` for library types.
    static func isInstance(_ value: Value, of name: String) -> Bool {
        switch (name, value) {
        case ("Int", .int), ("Double", .double), ("CGFloat", .double), ("Float", .float), ("Bool", .bool),
            ("String", .string), ("Character", .character), ("Substring", .substring), ("Array", .array),
            ("Set", .set), ("Dictionary", .dictionary), ("Any", _), ("AnyHashable", _):
            return true
        case ("CustomStringConvertible", .int), ("CustomStringConvertible", .double),
            ("CustomStringConvertible", .string),
            ("CustomStringConvertible", .bool):
            return true
        case ("Numeric", .int), ("Numeric", .double), ("Comparable", .int), ("Comparable", .double),
            ("Comparable", .string),
            ("Equatable", .int), ("Equatable", .double), ("Equatable", .string), ("Equatable", .bool),
            ("Hashable", .int), ("Hashable", .string), ("BinaryInteger", .int), ("StringProtocol", .string):
            return true
        case (_, .native(let object)): return object.type == name
        default: return false
        }
    }

    /// Static members of library types (`Int.max`, `Double.pi`).
    static func staticMember(_ name: String, of type: String) -> Value? {
        switch (type, name) {
        case ("DispatchQueue", "main"): dispatchQueue(main: true)
        case ("Int", "max"), ("Int64", "max"): .int(Int.max)
        case ("Int", "min"), ("Int64", "min"): .int(Int.min)
        case ("Int", "zero"): .int(0)
        case ("Int", "bitWidth"), ("Int64", "bitWidth"): .int(Int.bitWidth)
        case (_, _) where fixedKinds[type]?.staticMember(name) != nil: fixedKinds[type]?.staticMember(name)
        case ("Double", "pi"), ("CGFloat", "pi"): .double(Double.pi)
        case ("Double", "infinity"), ("CGFloat", "infinity"): .double(Double.infinity)
        case ("Double", "nan"): .double(Double.nan)
        case ("Double", "greatestFiniteMagnitude"): .double(Double.greatestFiniteMagnitude)
        case ("Double", "leastNonzeroMagnitude"): .double(Double.leastNonzeroMagnitude)
        case ("Double", "ulpOfOne"): .double(Double.ulpOfOne)
        case ("Double", "zero"), ("CGFloat", "zero"): .double(0)
        case ("Float", "pi"): .float(Float.pi)
        case ("String", "self"), ("Int", "self"), ("Double", "self"), ("Bool", "self"), ("UTF8", "self"),
            ("Date", "self"), ("URL", "self"), ("Decimal", "self"), ("Float", "self"), ("Data", "self"),
            ("UUID", "self"):
            .metatype(type)
        case ("Optional", "none"): .null
        // `Int?.none`: the base is the optional type written with `?`.
        case ("Int", "none"), ("Double", "none"), ("String", "none"), ("Bool", "none"), ("Character", "none"),
            ("Float", "none"):
            .null
        case ("ComparisonResult", "orderedAscending"), ("ComparisonResult", "orderedSame"),
            ("ComparisonResult", "orderedDescending"):
            .enumCase(EnumCase(type: "ComparisonResult", name: name, payload: [], labels: []))
        case (_, _) where unitTables[type] != nil: unit(name, of: type)
        case (_, "init") where typeNames.contains(type): .function(Function(.libraryInitializer(type), scope: nil))
        case ("Publishers", _): .function(Function(.libraryInitializer("Publishers.\(name)"), scope: nil))
        case (_, _) where swiftUINamedValues[type]?.contains(name) == true:
            .enumCase(EnumCase(type: type, name: name, payload: [], labels: []))
        case (_, _) where ["Decimal", "NSDecimalNumber"].contains(type) && decimalStatic(name) != nil:
            decimalStatic(name)
        case ("Calendar", _), ("TimeZone", _), ("Locale", _), ("Date", _):
            calendarStatic(name, of: type)
                ?? symbolic(name).map { _ in .enumCase(EnumCase(type: type, name: name, payload: [], labels: [])) }
        default:
            ["Int", "Double", "String", "Bool", "Float", "Character", "Array", "Dictionary", "Set", "Optional"]
                .contains(type)
                ? nil : symbolic(name).map { _ in .enumCase(EnumCase(type: type, name: name, payload: [], labels: [])) }
        }
    }

    /// `.name` with a library type expected (or none): Foundation's option
    /// and style names, kept as symbols the native objects read.
    static func implicitMember(_ name: String, expected: TypeRef?) -> Value? {
        if let type = expected?.nonOptional.name, let value = staticMember(name, of: type) { return value }
        if name.hasPrefix("ordered"), let value = staticMember(name, of: "ComparisonResult") { return value }
        if let unit = implicitUnit(name) { return unit }
        guard symbolic(name) != nil else { return nil }
        return .enumCase(EnumCase(type: "Foundation", name: name, payload: [], labels: []))
    }

    /// Foundation's enum and option names that model code writes with a
    /// leading dot.
    static func symbolic(_ name: String) -> String? {
        [
            "currency", "decimal", "percent", "spellOut", "ordinal", "scientific", "currencyAccounting",
            "currencyISOCode", "currencyPlural", "short", "medium", "long", "full", "none", "up", "down",
            "toNearestOrEven", "towardZero", "awayFromZero", "toNearestOrAwayFromZero", "whitespaces",
            "whitespacesAndNewlines", "newlines", "punctuationCharacters", "decimalDigits", "letters",
            "alphanumerics", "uppercaseLetters", "lowercaseLetters", "symbols", "caseInsensitive", "sortedKeys",
            "prettyPrinted", "withoutEscapingSlashes", "iso8601", "secondsSince1970", "millisecondsSince1970",
            "utf8", "ascii", "gregorian", "year", "month", "day", "hour", "minute", "second", "weekday",
            "convertToSnakeCase", "convertFromSnakeCase", "useDefaultKeys", "deferredToDate", "halfEven", "halfUp",
            "halfDown", "ceiling", "floor", "numeric", "backwards", "anchored", "literal", "diacriticInsensitive",
            "abbreviated", "positional", "plain", "bankers", "dropAll", "pad", "dropLeading", "dropTrailing", "default",
            "providedUnit", "naturalScale", "temperatureWithoutUnit",
        ].contains(name) || calendarComponents[name] != nil || calendarIdentifiers[name] != nil
            || isoOptionNames.contains(name) || formatStyleNames.contains(name) || compareOptions[name] != nil
            || namedCharacterSets[name] != nil || matchingPolicies[name] != nil
            || ["forward", "reverse", "number"].contains(name)
            ? name : nil
    }

    static func describe(_ object: NativeObject, debug: Bool) -> String {
        if let value = object.hostValue { return debug ? value.debugText : value.text }
        return "<\(object.type)>"
    }
}
