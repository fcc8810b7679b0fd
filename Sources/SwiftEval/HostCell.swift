/// State a client keeps outside the interpreter: a SwiftUI view's `@State`,
/// or the state a `@Binding` reaches. A stored property holding a cell
/// reads and writes the client's state through it (every copy of the view
/// reaches the same state, as SwiftUI keeps it outside the struct), and
/// `$name` is the cell itself: a binding, whose `wrappedValue` is the state.
public final class HostCell {
    let read: () -> Value
    let write: (Value) -> Void

    /// A cell whose state `read` gives and `write` changes.
    public init(read: @escaping () -> Value, write: @escaping (Value) -> Void) {
        self.read = read
        self.write = write
    }

    /// The cell as a value to store in a property.
    public var value: Value { .native(NativeObject(type: "Binding", object: self)) }
}

extension Interpreter {
    /// The cell `stored` is, if it is one.
    static func cell(_ stored: Value?) -> HostCell? {
        guard case .native(let object)? = stored else { return nil }
        return object.object as? HostCell
    }
}
