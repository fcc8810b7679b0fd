import SwiftSyntax

/// A function as a value: a closure with the scope it captured, a declared
/// function or method (bound to its `self`), an initializer, an enum case
/// that makes values, an operator, or a library function.
public final class Function {
    enum Kind {
        case closure(ClosureExprSyntax)
        case declared(FunctionDecl, type: String?)
        case initializer(type: String)
        case enumCase(type: String, name: String)
        case library(name: String, receiver: Value?)
        case keyPath([String])
        /// An `@autoclosure` argument: the expression, evaluated when called.
        case autoclosure(ExprSyntax)
        /// A library type's initializer as a value (`map(String.init)`).
        case libraryInitializer(String)
        /// An instance method named on its type (`Timer.formatted`): given an
        /// instance, the method bound to it.
        case unboundMethod(FunctionDecl, type: String)
    }

    let kind: Kind
    let scope: Scope?
    /// The `self` a method value is bound to.
    let boundSelf: Box?
    /// The function type it was stored as (`let half: (Double) -> Double`):
    /// what its arguments and result become.
    let signature: (parameters: [TypeRef], result: TypeRef)?
    /// A closure passed to a parameter marked with a result builder: the
    /// builder's name, which combines its statements.
    var builder: String?
    /// A closure passed to a library method of a collection whose type is
    /// written: the static types of its parameters (the element type),
    /// which decide a protocol extension's method called on them.
    var staticParameters: [TypeRef]?
    /// The type the call a closure is given to expects it to produce
    /// (`opt.map { .init(…) }` where a `Reply?` is expected), when its own
    /// return type is not written.
    var expectedResult: TypeRef?

    init(_ kind: Kind, scope: Scope?, boundSelf: Box? = nil, signature: (parameters: [TypeRef], result: TypeRef)? = nil)
    {
        self.kind = kind
        self.scope = scope
        self.boundSelf = boundSelf
        self.signature = signature
    }

    convenience init(closure: ClosureExprSyntax, scope: Scope) {
        self.init(.closure(closure), scope: scope)
    }
}

/// An argument of a call: its label and value, and for `&x` the expression
/// to write back.
struct Argument {
    var label: String?
    var value: Value
    /// For `&x`: stores the parameter's final value back into `x`.
    var writeBack: ((Value) throws -> Void)?
    /// Where it is written, for messages.
    var node: Syntax?
    /// A trailing closure (its label is the parameter's, not written).
    var isTrailingClosure = false
    /// The type written for an empty collection given (`[Score]()`), which
    /// its value does not tell.
    var writtenType: TypeRef?

    init(label: String?, value: Value) {
        self.label = label
        self.value = value
    }
}
