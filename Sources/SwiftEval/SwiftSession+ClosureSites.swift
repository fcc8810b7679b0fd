import SwiftSyntax

/// Where a closure the interpreter holds was written, and what it
/// captured: for a client that reads the closure's code itself (a view's
/// `@ViewBuilder` content kept in a value the interpreter made).
public struct ClosureSite {
    /// The file: its number in the module.
    public let file: Int
    /// The UTF-8 offset where the closure starts.
    public let offset: Int
    /// The closure's length in UTF-8 bytes.
    public let length: Int
    /// The values of the outer names the closure's code uses, as it captured them.
    public let captured: [String: Value]
    /// The `self` the closure was written in, when it has one.
    public let selfValue: Value?
}

extension SwiftSession {
    /// Where the closure `value` was written and what it captured; `nil`
    /// for a value that is no closure written in the module's files.
    public func closureSite(of value: Value) -> ClosureSite? {
        guard case .function(let function) = value, case .closure(let closure) = function.kind,
            let scope = function.scope,
            let file = interpreter.files.firstIndex(where: { $0.id == closure.root.id })
        else { return nil }
        var captured: [String: Value] = [:]
        for token in closure.tokens(viewMode: .sourceAccurate) {
            guard case .identifier(let name) = token.tokenKind, captured[name] == nil, name != "self",
                let box = scope.lookup(name)
            else { continue }
            captured[name] = box.value
        }
        return ClosureSite(
            file: file, offset: closure.positionAfterSkippingLeadingTrivia.utf8Offset,
            length: closure.trimmedLength.utf8Length, captured: captured, selfValue: scope.selfBox?.value)
    }
}

extension SwiftSession {
    /// Whether two values the interpreter holds are the same: the same
    /// object, or equal identifiers (`ObjectIdentifier(steps)`); `nil` for
    /// values whose sameness is not one of identity.
    public static func sameIdentity(_ first: Value, _ second: Value) -> Bool? {
        switch (first, second) {
        case (.object(let a), .object(let b)): return a === b
        case (.native(let a), .native(let b)):
            guard let value = a.hostValue else { return a.object === b.object }
            return value.isEqual(to: b.object)
        default: return nil
        }
    }
}
