import SwiftSyntax

/// A protocol extension's method that is not a requirement is chosen by the
/// static type of the value it is called on: on a value typed as the
/// protocol (`let rows: [Row]`, `x as Row`) the extension's runs, on one
/// typed as the conforming struct or enum the type's own. The static type
/// comes from what is written (a variable's type, a cast, a collection's
/// element type for its loop variable and its closures' parameters); when
/// nothing written tells, the call stays unknown.
extension Interpreter {
    /// Library methods of a collection whose closure takes elements, and
    /// how many (`sorted(by:)` two).
    private static let elementClosures: [String: Int] = [
        "map": 1, "compactMap": 1, "flatMap": 1, "filter": 1, "forEach": 1, "first": 1, "last": 1, "contains": 1,
        "allSatisfy": 1, "firstIndex": 1, "lastIndex": 1, "drop": 1, "prefix": 1, "count": 1, "sorted": 2,
        "min": 2, "max": 2, "sort": 2,
    ]

    /// The element type of a collection expression whose type is written
    /// (an array or set), `nil` otherwise.
    func staticElementType(of expression: ExprSyntax, in scope: Scope) -> TypeRef? {
        switch staticType(of: expression, in: scope)?.nonOptional {
        case .array(let element)?: element
        case .named("Set", let arguments)? where arguments.count == 1: arguments[0]
        default: nil
        }
    }

    /// Gives the closures passed to a collection's library method the
    /// element type as their parameters' static type.
    func markClosureParameters(
        _ name: String, _ syntax: [(label: String?, expression: ExprSyntax)], _ arguments: [Argument],
        base: ExprSyntax, in scope: Scope
    ) {
        guard let count = Self.elementClosures[name],
            syntax.contains(where: { $0.expression.is(ClosureExprSyntax.self) }),
            let element = staticElementType(of: base, in: scope)
        else { return }
        for (item, argument) in zip(syntax, arguments) where item.expression.is(ClosureExprSyntax.self) {
            if case .function(let function) = argument.value {
                function.staticParameters = Array(repeating: element, count: count)
            }
        }
    }

    /// The type an expression has as written, for dispatch: a cast's type,
    /// a variable's written or inferred type, `self` in a type's member;
    /// never the type of the value it holds.
    func dispatchType(of expression: ExprSyntax, in scope: Scope) -> TypeRef? {
        if let tuple = expression.as(TupleExprSyntax.self), tuple.elements.count == 1,
            tuple.elements.first?.label == nil, let inner = tuple.elements.first?.expression
        {
            return dispatchType(of: inner, in: scope)
        }
        if let cast = expression.as(AsExprSyntax.self), cast.questionOrExclamationMark == nil {
            return TypeRef(cast.type)
        }
        guard let reference = expression.as(DeclReferenceExprSyntax.self) else { return nil }
        let name = reference.baseName.text
        if name == "self" {
            guard scope.lookup("self") == nil, let context = scope.typeContext else { return nil }
            return .named(context, [])
        }
        guard let box = scope.lookup(name) else { return nil }
        return box.type ?? box.inferred
    }

    /// The method a call of `name` runs on a value of static type
    /// `written` when the receiver's type and a protocol it conforms to (by
    /// an extension's method that is not a requirement) both declare it:
    /// the protocol's when the static type is the protocol, the type's own
    /// when it is the (value) type itself; `nil` when the static type is
    /// not known. `self`'s static type in a member is the type (or
    /// protocol) the member belongs to.
    func staticallyDispatched(
        _ name: String, labels: [String?], staticType written: TypeRef?, receiverType type: TypeDecl,
        found: (FunctionDecl, TypeDecl), in scope: Scope
    ) -> (FunctionDecl, TypeDecl)? {
        guard let written = written?.nonOptional, case .named(let staticName, _) = written,
            let decl = declarations.type(named: staticName, from: scope.typeContext)
        else { return nil }
        if decl.name == type.name, type.kind != .classType { return found }
        guard decl.kind == .protocolType, conforms(type, to: decl.name),
            let (method, owner) = findMethod(name, labels: labels, in: decl, isStatic: false),
            owner.kind == .protocolType
        else { return nil }
        return (method, owner)
    }

    /// Gives a closure passed to `map` the type the call's result is
    /// expected to have, per element: `T` of an expected `T?` on an
    /// optional, of an expected `[T]` on an array.
    func markClosureResult(
        _ name: String, _ syntax: [(label: String?, expression: ExprSyntax)], _ arguments: [Argument],
        receiver: Value, expected: TypeRef?
    ) {
        guard name == "map", syntax.count == 1, syntax[0].expression.is(ClosureExprSyntax.self),
            case .function(let function)? = arguments.first?.value, let expected, isKnownType(expected)
        else { return }
        switch (receiver, expected) {
        case (.optional, .optional(let wrapped)), (.array, .array(let wrapped)): function.expectedResult = wrapped
        default: break
        }
    }
}
