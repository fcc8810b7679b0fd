import Foundation

/// A Foundation value type (`Date`, `Calendar`, `DateComponents`, `Locale`)
/// held inside a ``NativeObject``: compared, ordered, hashed, copied and
/// described by the host's own implementation, so a program sees value
/// semantics and the compiled program's descriptions.
protocol HostValue: AnyObject {
    /// A copy for a write: a struct changed through one variable is not
    /// changed through another.
    func copy() -> AnyObject
    /// `==` of the two host values (`false` for another type).
    func isEqual(to other: AnyObject) -> Bool
    /// The order `<` gives (`-1`, `0`, `1`), `nil` when the type has none.
    func order(to other: AnyObject) -> Int?
    /// What `print` writes.
    var text: String { get }
    /// What `debugPrint` and a collection's description write.
    var debugText: String { get }
    /// A key equal for equal values (sets and dictionary keys).
    var hashText: String { get }
}

extension HostBox: HostValue {
    func copy() -> AnyObject { HostBox(value) }

    func isEqual(to other: AnyObject) -> Bool {
        guard let other = other as? HostBox<T> else { return false }
        if let order = order(to: other) { return order == 0 }
        return hashText == other.hashText
    }

    /// `<` of a `Comparable` host type (`Decimal`), `nil` for another.
    func order(to other: AnyObject) -> Int? {
        guard let other = other as? HostBox<T>, let mine = value as? any Comparable else { return nil }
        return Self.order(mine, other.value)
    }

    private static func order<C: Comparable>(_ left: C, _ right: Any) -> Int? {
        guard let right = right as? C else { return nil }
        return left < right ? -1 : (left == right ? 0 : 1)
    }

    var text: String { String(describing: value) }
    var debugText: String { String(reflecting: value) }
    var hashText: String { "\(T.self):\(String(reflecting: value))" }
}

extension DateBox: HostValue {
    func copy() -> AnyObject { self }

    func isEqual(to other: AnyObject) -> Bool { (other as? DateBox)?.date == date }

    func order(to other: AnyObject) -> Int? {
        guard let other = (other as? DateBox)?.date else { return nil }
        return date < other ? -1 : (date == other ? 0 : 1)
    }

    var text: String { date.description }
    var debugText: String { date.description }
    var hashText: String { "Date:\(date.timeIntervalSinceReferenceDate)" }
}

extension DataBox: HostValue {
    func copy() -> AnyObject { self }
    func isEqual(to other: AnyObject) -> Bool { (other as? DataBox)?.data == data }
    func order(to other: AnyObject) -> Int? { nil }
    var text: String { "\(data.count) bytes" }
    var debugText: String { text }
    var hashText: String { "Data:\(data.base64EncodedString())" }
}

extension NativeObject {
    /// The host value, when this holds a Foundation value type.
    var hostValue: (any HostValue)? { object as? any HostValue }

    /// Whether this is a Foundation struct (value semantics), not a class.
    var isValueType: Bool { hostValue != nil }

    /// This value, copied when it is a struct: the object to change for a write.
    func forWriting() -> NativeObject {
        guard let value = hostValue else { return self }
        return NativeObject(type: type, object: value.copy())
    }

    /// A native value of `type` wrapping the host value `value`.
    static func value<T>(_ type: String, _ value: T) -> Value {
        .native(NativeObject(type: type, object: HostBox(value)))
    }
}
