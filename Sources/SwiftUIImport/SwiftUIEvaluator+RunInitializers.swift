internal import SwiftSyntax
internal import SwiftUISource

extension SwiftUIEvaluator {
    /// A view's initializer that runs code (`pages.configure { … }`, a
    /// `sort()` after the assignment): the interpreter makes the view, and
    /// each plain stored property it settles takes its value, where the
    /// reader's own reading of the assignments left it unknown or the code
    /// may have changed it. Properties that hold closures or state keep the
    /// reader's binding; one that holds views takes the view the interpreter
    /// made where the reader read none.
    func settleRunInitializer(
        of type: TypeDeclaration, _ call: FunctionCallExprSyntax, caller scope: Scope, into inner: inout Scope
    ) {
        guard case .success(.instance(_, let properties)) = interpreted(ExprSyntax(call), scope) else { return }
        settleStateMadeByInitializer(of: type, properties, into: &inner)
        for property in type.properties where !property.isStatic && property.getter == nil && property.wrapper == nil {
            let name = property.name
            guard let made = properties[name], !made.isUnknown else { continue }
            if type.holdsViews(property) {
                // A view the interpreter made where the reader could not read it (`self.header = header()`).
                if inner.closures[name] == nil, readsUnknown(inner.views[name]), isMadeView(made) {
                    inner.views[name] = nil
                    inner.values[name] = made
                }
                continue
            }
            // A property declared as a value that is no view (`steps: StepsCollection` set to
            // `content()`): the value the interpreter made, not views the reader read there.
            if property.type != nil, inner.closures[name] == nil { inner.views[name] = nil }
            guard inner.views[name] == nil, inner.closures[name] == nil else { continue }
            inner.values[name] = made
        }
    }

    /// Whether the reader's views for a property say nothing it knows (none, or only unknowns).
    private func readsUnknown(_ views: [ViewNode]?) -> Bool {
        guard let views else { return true }
        return views.allSatisfy { node in
            if case .opaque = node.kind { return true }
            return false
        }
    }

    /// Whether `value` is a view the interpreter made: an instance of a view type of the sources, or
    /// one of SwiftUI's it makes (`Text`, `AnyView`, `EmptyView`, `ModifiedContent`).
    private func isMadeView(_ value: SwiftValue) -> Bool {
        guard case .instance(let type, _) = value else { return false }
        return ["Text", "AnyView", "EmptyView", "ModifiedContent"].contains(type) || sources.types[type]?.isView == true
    }

    /// A `@State` object the initializer made and configured (`internalPath.configure(…)`):
    /// the state starts as that object, the first time the view appears (as
    /// SwiftUI keeps the first value it is given); later evaluations keep the
    /// state's object.
    private func settleStateMadeByInitializer(
        of type: TypeDeclaration, _ made: [String: SwiftValue], into inner: inout Scope
    ) {
        for property in type.properties where !property.isStatic && property.getter == nil {
            guard property.wrapper == "State" || property.wrapper == "StateObject",
                case .instance(_, let fields)? = made[property.name], fields[SwiftValue.objectTag] != nil,
                let key = stateKey(property.name, inner)
            else { continue }
            if let live {
                if live.state[key] == nil { live.state[key] = made[property.name] }
            } else {
                inner.values[property.name] = made[property.name]
            }
        }
    }
}
