import SwiftSyntax

/// A property's storage written by its underscored name in an
/// initializer: `self._selected = .primary` in an `@Observable` class (the
/// macro's storage of `selected`), `_count = State(initialValue: 3)` for a
/// SwiftUI wrapper, `_value = Clamped(wrappedValue: 5, 0...10)` for a
/// wrapper of the sources, `_text = text` for a `@Binding`.
extension Interpreter {
    /// SwiftUI's and Combine's wrappers whose `init(wrappedValue:)` or
    /// `init(initialValue:)` an app writes to set a wrapped property's storage.
    static let libraryWrappers: Set<String> = [
        "State", "StateObject", "ObservedObject", "Published", "Bindable", "FocusState", "GestureState",
    ]

    /// The stored property whose storage `name` is (`_selected` of
    /// `selected`), when the type declares no `name` of its own and the
    /// property has a wrapper or the type is `@Observable`.
    func backingStorage(_ name: String, in type: TypeDecl) -> StoredProperty? {
        guard name.hasPrefix("_"), name.count > 1, !hasProperty(name, in: type),
            let property = findStored(String(name.dropFirst()), in: type)
        else { return nil }
        if property.wrapper != nil { return property }
        return lookupChain(type).contains(where: \.isObservable) ? property : nil
    }

    /// Sets `property` through its storage: a wrapper of the sources is
    /// stored as made, a library wrapper's value is the value it wraps, and
    /// an `@Observable` type's storage is the property itself.
    func assignStorage(
        _ property: StoredProperty, _ value: Value, in box: Box, type: TypeDecl, at node: some SyntaxProtocol
    ) throws {
        if let wrapper = property.wrapper, let wrapperType = declarations.types[wrapper.type],
            wrapperType.kind != .builtin
        {
            store(property.name, value, in: box)
            return
        }
        // A binding is stored as the cell it is (`_text = text`); what is not known stays unknown for its reason.
        if value.isUnknown || property.wrapper?.type == "Binding" {
            store(property.name, value, in: box)
            return
        }
        var wrapped = value
        if property.wrapper != nil {
            guard case .instance(let made) = value, Self.libraryWrappers.contains(made.type),
                let inner = made["wrappedValue"]
            else {
                throw stop(
                    .unsupported, "setting the storage of \(property.name) to a value it does not wrap", at: node)
            }
            wrapped = inner
        }
        let coerced = property.type == nil ? wrapped : try coerce(wrapped, to: property.type)
        store(property.name, Self.held(coerced, by: property), in: box)
    }

    /// `State(initialValue: 3)`, `Published(wrappedValue: [])`: the wrapper
    /// holding its value, to be stored through a property's storage.
    func makeLibraryWrapper(
        _ name: String, _ syntax: [(label: String?, expression: ExprSyntax)], in scope: Scope
    ) throws -> Value? {
        guard Self.libraryWrappers.contains(name), declarations.types[name].map({ $0.kind == .builtin }) ?? true,
            syntax.count == 1, let label = syntax[0].label, ["initialValue", "wrappedValue"].contains(label)
        else { return nil }
        let value = try evaluate(syntax[0].expression, in: scope)
        return .instance(Instance(type: name, fields: [("wrappedValue", value)]))
    }
}
