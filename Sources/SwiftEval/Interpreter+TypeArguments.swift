import SwiftSyntax

/// A generic type's parameters bound when a value of it is made (`Box<Int>()`,
/// or inferred by its initializer), kept in the value for its methods and for
/// generic functions that take it.
extension Interpreter {
    /// The generic parameters of `type` that `arguments` (written in order) name exactly.
    func exactTypeArguments(_ arguments: [TypeRef], of type: TypeDecl) -> [String: String] {
        guard arguments.count == type.genericOrder.count else { return [:] }
        var bound: [String: String] = [:]
        for (name, argument) in zip(type.genericOrder, arguments) {
            if let applied = Self.appliedName(of: argument), isKnownType(argument) { bound[name] = applied }
        }
        return bound
    }

    /// Keeps in the value made the generic parameters of `type` its
    /// initializer's frame bound (written, or inferred from the arguments),
    /// for its methods and for calls that take it (`func fetch<T>(_: Box<T>)`).
    func recordTypeArguments(of type: TypeDecl, from frame: Scope, in selfBox: Box) {
        guard !type.genericOrder.isEmpty else { return }
        var bound: [String: String] = [:]
        for name in type.genericOrder {
            if let found = frame.typeBindings[name], found != "?" { bound[name] = found }
        }
        guard !bound.isEmpty else { return }
        switch selfBox.value {
        case .instance(var instance):
            instance.typeArguments = bound
            selfBox.value = .instance(instance)
        case .object(let object): object.typeArguments = bound
        default: break
        }
    }
}
