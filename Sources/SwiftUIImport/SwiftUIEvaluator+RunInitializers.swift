internal import SwiftSyntax
internal import SwiftUISource

extension SwiftUIEvaluator {
    /// A view's initializer that runs code (`pages.configure { … }`, a
    /// `sort()` after the assignment): the interpreter makes the view, and
    /// each plain stored property it settles takes its value, where the
    /// reader's own reading of the assignments left it unknown or the code
    /// may have changed it. Properties that hold views, closures or state
    /// keep the reader's binding.
    func settleRunInitializer(
        of type: TypeDeclaration, _ call: FunctionCallExprSyntax, caller scope: Scope, into inner: inout Scope
    ) {
        guard case .success(.instance(_, let properties)) = interpreted(ExprSyntax(call), scope) else { return }
        for property in type.properties where !property.isStatic && property.getter == nil && property.wrapper == nil {
            let name = property.name
            guard let made = properties[name], !made.isUnknown, inner.views[name] == nil, inner.closures[name] == nil,
                !type.holdsViews(property)
            else { continue }
            inner.values[name] = made
        }
    }
}
