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
