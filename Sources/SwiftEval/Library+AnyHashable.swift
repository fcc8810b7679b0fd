import Foundation

/// A value held as `AnyHashable`: it prints as its value but writes
/// `AnyHashable(…)` in a collection's description, and numbers of different
/// types compare equal by value (`AnyHashable(1) == AnyHashable(1.0)`), as
/// the host's does. Numbers, strings, characters and booleans are held so;
/// other values (a struct's `AnyHashable`) stay unknown.
final class AnyHashableBox: HostValue {
    let inner: Value
    private let host: AnyHashable
    private let described: (text: String, debug: String)

    private init(_ inner: Value, host: AnyHashable, described: (String, String)) {
        self.inner = inner
        self.host = host
        self.described = described
    }

    /// The box for a number, string, character or boolean; `nil` for another value.
    static func make(_ value: Value) -> AnyHashableBox? {
        switch value {
        case .int(let number): AnyHashableBox(value, host: AnyHashable(number), described: pair(number))
        case .double(let number): AnyHashableBox(value, host: AnyHashable(number), described: pair(number))
        case .float(let number): AnyHashableBox(value, host: AnyHashable(number), described: pair(number))
        case .bool(let flag): AnyHashableBox(value, host: AnyHashable(flag), described: pair(flag))
        case .string(let text): AnyHashableBox(value, host: AnyHashable(text), described: pair(text))
        case .character(let character):
            AnyHashableBox(value, host: AnyHashable(character), described: pair(character))
        default: nil
        }
    }

    private static func pair(_ value: some Hashable) -> (String, String) {
        (String(describing: AnyHashable(value)), String(reflecting: AnyHashable(value)))
    }

    func copy() -> AnyObject { self }
    func isEqual(to other: AnyObject) -> Bool { (other as? AnyHashableBox)?.host == host }
    func order(to other: AnyObject) -> Int? { nil }
    var text: String { described.text }
    var debugText: String { described.debug }
    /// Equal for equal values: numbers by value (`1` and `1.0` alike), others by type and value.
    var hashText: String {
        switch inner {
        case .int(let number): "AnyHashable:n\(number)"
        case .double(let number): Int(exactly: number).map { "AnyHashable:n\($0)" } ?? "AnyHashable:d\(number)"
        case .float(let number): Int(exactly: number).map { "AnyHashable:n\($0)" } ?? "AnyHashable:d\(Double(number))"
        default: "AnyHashable:\(described.debug)"
        }
    }
}

extension Library {
    /// A value converted to `AnyHashable` (kept when it already is one),
    /// unknown when it is not one the interpreter holds so.
    static func anyHashable(_ value: Value, interpreter: Interpreter) -> Value {
        if case .unknown = value { return value }
        if anyHashableInner(value) != nil { return value }
        if case .optional(let wrapped?) = value { return .optional(anyHashable(wrapped, interpreter: interpreter)) }
        guard let box = AnyHashableBox.make(value) else {
            return .unknown(Unknown(.evaluatorGap, "a \(value.typeName) held as AnyHashable"))
        }
        return .native(NativeObject(type: "AnyHashable", object: box))
    }

    /// The value an `AnyHashable` holds, `nil` when `value` is not one.
    static func anyHashableInner(_ value: Value) -> Value? {
        guard case .native(let object) = value, let box = object.object as? AnyHashableBox else { return nil }
        return box.inner
    }
}
