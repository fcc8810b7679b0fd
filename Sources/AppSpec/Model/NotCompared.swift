/// A stored property that equality and hashing pass over: where a spec was
/// written (its source location) is not part of what it describes, so a
/// spec written as YAML and loaded again equals the original.
@propertyWrapper
public struct NotCompared<Value: Sendable>: Sendable, Hashable {
    /// The value.
    public var wrappedValue: Value

    /// Wraps `wrappedValue`.
    public init(wrappedValue: Value) {
        self.wrappedValue = wrappedValue
    }

    /// Always equal: the value does not take part in comparisons.
    public static func == (lhs: NotCompared, rhs: NotCompared) -> Bool { true }

    /// Adds nothing to the hash.
    public func hash(into hasher: inout Hasher) {}
}
