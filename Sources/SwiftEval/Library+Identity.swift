extension Library {
    /// `ObjectIdentifier(object)`: equal for the same instance only, as
    /// `===` decides (the host's identifier of the interpreter's object).
    static func objectIdentifier(_ call: LibraryCall) -> Value? {
        guard call.labels == ["_"] else { return nil }
        switch call.argument(0)?.resolved.unwrapped {
        case .object(let object)?: return NativeObject.value("ObjectIdentifier", ObjectIdentifier(object))
        case .native(let object)? where !object.isValueType:
            return NativeObject.value("ObjectIdentifier", ObjectIdentifier(object.object))
        default: return nil
        }
    }
}
