/// State a client keeps outside the interpreter: a SwiftUI view's `@State`,
/// or the state a `@Binding` reaches. A stored property holding a cell
/// reads and writes the client's state through it (every copy of the view
/// reaches the same state, as SwiftUI keeps it outside the struct), and
/// `$name` is the cell itself: a binding, whose `wrappedValue` is the state.
public final class HostCell {
    let read: () -> Value
    let write: (Value) -> Void
    /// What the client calls the state (its key), for a client that meets
    /// the cell again in a value the interpreter made.
    public let key: String?

    /// A cell whose state `read` gives and `write` changes.
    public init(key: String? = nil, read: @escaping () -> Value, write: @escaping (Value) -> Void) {
        self.key = key
        self.read = read
        self.write = write
    }

    /// The cell as a value to store in a property.
    public var value: Value { .native(NativeObject(type: "Binding", object: self)) }

    /// The state the cell reaches, read now.
    public var currentValue: Value { read() }

    /// The cell `value` is, if it is one.
    public static func of(_ value: Value) -> HostCell? { Interpreter.cell(value) }
}

extension Interpreter {
    /// The cell `stored` is, if it is one.
    static func cell(_ stored: Value?) -> HostCell? {
        guard case .native(let object)? = stored else { return nil }
        return object.object as? HostCell
    }
}
