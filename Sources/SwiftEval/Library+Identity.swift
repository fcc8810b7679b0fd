extension Library {
    /// `ObjectIdentifier(object)`: equal for the same instance only, as
    /// `===` decides (the host's identifier of the interpreter's object);
    /// `ObjectIdentifier(T.self)`: equal for the same type.
    static func objectIdentifier(_ call: LibraryCall) -> Value? {
        guard call.labels == ["_"] else { return nil }
        switch call.argument(0)?.resolved.unwrapped {
        case .object(let object)?: return NativeObject.value("ObjectIdentifier", ObjectIdentifier(object))
        case .native(let object)? where !object.isValueType:
            return NativeObject.value("ObjectIdentifier", ObjectIdentifier(object.object))
        case .metatype(let name)?:
            // A type's identifier: equal for the same type (the interpreter names each type once).
            return NativeObject.value("ObjectIdentifier", TypeIdentity(name: name))
        default: return nil
        }
    }
}

/// The identity of a type of the program, by its whole name.
struct TypeIdentity: Hashable, CustomStringConvertible {
    let name: String
    var description: String { "ObjectIdentifier(\(name))" }
}

extension Library {
    /// SwiftUI's `AnyView(view)` and `EmptyView()`: values that hold a view
    /// without drawing anything of their own, kept as instances of those
    /// types (`AnyView`'s one field the view it erases) for a client that
    /// shows views; every other SwiftUI view stays unknown here (but see
    /// ``modifiedContent(_:_:)``).
    static func typeErasedView(_ name: String, _ arguments: [Argument]) -> Value? {
        switch (name, arguments.map(\.label)) {
        case ("AnyView", [nil]): return .instance(Instance(type: "AnyView", fields: [("view", arguments[0].value)]))
        case ("EmptyView", []): return .instance(Instance(type: "EmptyView", fields: []))
        default: return nil
        }
    }
}

extension Library {
    /// The SwiftUI views this interpreter makes (each a `View`).
    static let madeSwiftUIViews: Set<String> = ["AnyView", "EmptyView", "ModifiedContent", "Text"]

    /// `view.modifier(m)` of a view the program made (an instance of its
    /// own type, or one of the values above): SwiftUI's `ModifiedContent`,
    /// kept as an instance whose fields are its `content` and `modifier`,
    /// as SwiftUI names them.
    static func modifiedContent(_ view: Value, _ arguments: [Argument]) -> Value? {
        guard arguments.count == 1, arguments[0].label == nil, case .instance = view,
            case .instance = arguments[0].value
        else { return nil }
        return .instance(
            Instance(type: "ModifiedContent", fields: [("content", view), ("modifier", arguments[0].value)]))
    }
}
