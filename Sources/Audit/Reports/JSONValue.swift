internal import Foundation

/// A JSON value the reports build as `[String: Any]` trees, encoded by
/// `JSONEncoder`. Foundation's `JSONSerialization` bridges every value
/// through `NSDictionary` and `NSNumber` on Linux, five times slower than
/// encoding the same tree as this enum, with byte-identical output for
/// the same formatting options.
enum JSONValue: Encodable {
    case string(String)
    case integer(Int)
    case number(Double)
    case boolean(Bool)
    case null
    case array([JSONValue])
    case object([String: JSONValue])
    /// A value encoded by its own type (elements, passes: typed values
    /// encode about twice as fast as the same objects built of these).
    case typed(any Encodable)

    /// The value of a report tree: strings, booleans, integers, doubles,
    /// arrays, string-keyed dictionaries and `NSNull`; anything else
    /// (which no report builds) is `null`.
    init(_ value: Any) {
        switch value {
        case let string as String: self = .string(string)
        case let object as [String: Any]: self = .object(object.mapValues(JSONValue.init))
        case let array as [Any]: self = .array(array.map(JSONValue.init))
        case let boolean as Bool: self = .boolean(boolean)
        case let integer as Int: self = .integer(integer)
        case let number as Double: self = .number(number)
        case let number as Float: self = .number(Double(number))
        case let value as JSONValue: self = value
        case let element as ReportElement: self = .typed(element)
        case let value as any Encodable: self = .typed(value)
        default: self = .null
        }
    }

    func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        switch self {
        case .string(let value): try container.encode(value)
        case .integer(let value): try container.encode(value)
        case .number(let value): try container.encode(value)
        case .boolean(let value): try container.encode(value)
        case .null: try container.encodeNil()
        case .array(let value): try container.encode(value)
        case .object(let value): try container.encode(value)
        case .typed(let value): try container.encode(value)
        }
    }
}
