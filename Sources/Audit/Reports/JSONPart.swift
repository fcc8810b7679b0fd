/// How ``JSONText/objectData(_:)-(key:part:)`` makes a member's value: whole, by one
/// closure, or as an array whose elements are made and written apart (on
/// every core) and joined in order.
public enum JSONPart: Sendable {
    /// The value, made by the closure.
    case value(@Sendable () -> JSONValue)
    /// An array, each element made by its closure.
    case array([@Sendable () -> JSONValue])
}
