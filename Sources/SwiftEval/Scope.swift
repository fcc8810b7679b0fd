import SwiftSyntax

/// A variable's storage: shared by the closures that capture it.
final class Box {
    var value: Value
    /// Declared with `let`.
    let isConstant: Bool
    /// The declared type, when written: what values stored here become.
    let type: TypeRef?
    /// The type the initializer has when none is written (`let c = counts`),
    /// found without running code: what a literal after `c[k] ??` becomes.
    var inferred: TypeRef?
    /// A local computed variable's getter, run on each read, and the scope
    /// it was declared in (held weakly: the scope holds this box).
    var getter: CodeBlockItemListSyntax?
    weak var getterScope: Scope?

    init(_ value: Value, constant: Bool = false, type: TypeRef? = nil) {
        self.value = value
        self.isConstant = constant
        self.type = type
    }
}

/// A lexical scope: its names, its parent, and the `self` of the method or
/// initializer it belongs to.
final class Scope {
    let parent: Scope?
    private var names: [String: Box] = [:]
    /// Functions declared in this scope (nested functions), by name.
    var functions: [String: [FunctionDecl]] = [:]
    /// `self` of the enclosing method, initializer or accessor.
    private let methodSelf: Box?
    /// `self` here: a rebinding (`guard let self`, a `[weak self]` capture)
    /// or the method's.
    var selfBox: Box? { lookup("self") ?? methodSelf }
    /// The type whose member this code is (for `Self`, statics and
    /// implicit members), when it is one.
    let typeContext: String?
    /// Inside a `static` member: unqualified names find static members.
    let isStatic: Bool
    /// A function's or closure's frame: `return` in it gives `returnType`.
    var isBody = false
    /// The type the body returns, when written: what `return [.a]` is.
    var returnType: TypeRef?

    /// Generic parameters bound by this call's arguments (`T` to `Coupon`).
    var typeBindings: [String: String] = [:]

    /// The type a generic parameter is bound to here, when one is.
    func boundType(_ name: String) -> String? {
        var scope: Scope? = self
        while let current = scope {
            if let found = current.typeBindings[name] { return found }
            scope = current.parent
        }
        return nil
    }

    /// The type a `return` here gives its value: the nearest body's.
    var expectedReturn: TypeRef? {
        var scope: Scope? = self
        while let current = scope {
            if current.isBody { return current.returnType }
            scope = current.parent
        }
        return nil
    }

    init(parent: Scope?, selfBox: Box? = nil, typeContext: String? = nil, isStatic: Bool = false) {
        self.parent = parent
        self.methodSelf = selfBox ?? parent?.methodSelf
        self.typeContext = typeContext ?? parent?.typeContext
        self.isStatic = isStatic || (selfBox == nil && typeContext == nil && parent?.isStatic == true)
    }

    /// Declares `name` in this scope.
    func declare(_ name: String, _ box: Box) { names[name] = box }

    /// The nearest storage named `name`.
    func lookup(_ name: String) -> Box? {
        var scope: Scope? = self
        while let current = scope {
            if let box = current.names[name] { return box }
            scope = current.parent
        }
        return nil
    }

    /// Every variable visible here up to (not including) `top`, nearest
    /// first wins, and the nested functions: what a closure that must not
    /// hold its method's `self` copies.
    func visible(upTo top: Scope) -> (names: [String: Box], functions: [String: [FunctionDecl]]) {
        var names: [String: Box] = [:]
        var functions: [String: [FunctionDecl]] = [:]
        var scope: Scope? = self
        while let current = scope, current !== top {
            names.merge(current.names) { near, _ in near }
            functions.merge(current.functions) { near, _ in near }
            scope = current.parent
        }
        return (names, functions)
    }

    /// The nearest nested functions named `name`.
    func lookupFunctions(_ name: String) -> [FunctionDecl]? {
        var scope: Scope? = self
        while let current = scope {
            if let found = current.functions[name] { return found }
            scope = current.parent
        }
        return nil
    }
}
