/// A JSON value the reports build, written by ``JSONText``. Reports build
/// `[String: Any]` trees (``init(_:)`` converts them); the values there are
/// most of (elements, passed nodes) are built as ``fields(_:)`` directly,
/// their keys already in order, so no dictionary is made or sorted for them.
public enum JSONValue: Sendable {
    case string(String)
    case integer(Int)
    case number(Double)
    case boolean(Bool)
    case null
    case array([JSONValue])
    /// An object; written with its keys sorted.
    case object([String: JSONValue])
    /// An object whose keys are given sorted (as `String`'s `<` orders
    /// them) and unique; written in this order.
    case fields([(key: String, value: JSONValue)])

    /// The value of a report tree: strings, booleans, integers, doubles,
    /// arrays, string-keyed dictionaries, `JSONValue`s and `NSNull`;
    /// anything else (which no report builds) is `null`.
    public init(_ value: Any) {
        switch value {
        case let string as String: self = .string(string)
        case let value as JSONValue: self = value
        case let object as [String: Any]: self = .object(object.mapValues(JSONValue.init))
        case let array as [Any]: self = .array(array.map(JSONValue.init))
        case let boolean as Bool: self = .boolean(boolean)
        case let integer as Int: self = .integer(integer)
        case let number as Double: self = .number(number)
        case let number as Float: self = .number(Double(number))
        default: self = .null
        }
    }
}
