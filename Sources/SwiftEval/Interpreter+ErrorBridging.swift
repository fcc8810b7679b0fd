import SwiftSyntax

/// A Swift error seen as Foundation's `NSError` (``NSErrorPrelude``), as
/// Apple's platforms bridge one: its domain is the type's full name (or a
/// `CustomNSError`'s `errorDomain`), its code the case's position, an
/// integer raw value, or 1 (or its `errorCode`), and its user info the
/// texts a `LocalizedError` gives (with a `CustomNSError`'s `errorUserInfo`).
extension Interpreter {
    /// `error as NSError`: an `NSError` as it is, another error bridged.
    func bridgedNSError(_ value: Value, at node: some SyntaxProtocol) throws -> Value {
        if case .object(let object) = value, isNSError(object.type) { return value }
        guard let decl = typeDecl(of: value), decl.kind != .builtin, let nsError = declarations.types["NSError"] else {
            return value
        }
        var userInfo = DictionaryValue()
        if conforms(decl, to: "CustomNSError"),
            case .dictionary(let given)? = try? declaredMember("errorUserInfo", of: value, at: node)
        {
            userInfo = given
        }
        if conforms(decl, to: "LocalizedError") {
            for (requirement, key) in Self.localizedErrorKeys {
                let text = try member(requirement, of: value, selfBox: nil, at: node)
                if text.isUnknown { return text }
                if case .optional(let wrapped?) = text { userInfo[.string(key)] = wrapped }
                if case .string = text { userInfo[.string(key)] = text }
            }
        }
        let arguments = [
            Argument(label: "domain", value: try errorDomain(of: decl, at: node)),
            Argument(label: "code", value: try errorCode(of: value, decl, at: node)),
            Argument(label: "userInfo", value: .optional(.dictionary(userInfo))),
        ]
        return try initialize(nsError, arguments: arguments, at: node)
    }

    /// `error.localizedDescription`: a `LocalizedError`'s `errorDescription`,
    /// else the bridged `NSError`'s sentence.
    func localizedDescription(of value: Value, at node: Syntax) throws -> Value {
        if case .object(let object) = value, isNSError(object.type) {
            return try member("localizedDescription", of: value, selfBox: nil, at: node)
        }
        if let decl = typeDecl(of: value), conforms(decl, to: "LocalizedError") {
            let description = try member("errorDescription", of: value, selfBox: nil, at: node)
            switch description {
            case .optional(.string(let text)?), .string(let text): return .string(text)
            case .unknown: return description
            default: break
            }
        }
        let bridged = try bridgedNSError(value, at: node)
        guard case .object(let object) = bridged, isNSError(object.type) else {
            return gap("localizedDescription of \(value.typeName)", at: node)
        }
        return try member("localizedDescription", of: bridged, selfBox: nil, at: node)
    }

    /// Whether the class `name` is `NSError` or inherits from it.
    func isNSError(_ name: String) -> Bool {
        var current = declarations.types[name]
        for _ in 0..<32 {
            guard let decl = current else { return false }
            if decl.name == "NSError" { return true }
            current = superclass(of: decl)
        }
        return false
    }

    /// `LocalizedError`'s texts and the user-info keys they fill.
    private static let localizedErrorKeys = [
        ("errorDescription", "NSLocalizedDescription"), ("failureReason", "NSLocalizedFailureReason"),
        ("recoverySuggestion", "NSLocalizedRecoverySuggestion"), ("helpAnchor", "NSHelpAnchor"),
    ]

    /// A `CustomNSError`'s `errorDomain`, else the type's full name (`App.Outer.Failure`).
    private func errorDomain(of decl: TypeDecl, at node: some SyntaxProtocol) throws -> Value {
        if conforms(decl, to: "CustomNSError"),
            let domain = try staticMember("errorDomain", of: decl.name, at: node, implicit: false)
        {
            return domain
        }
        let module = decl.file.flatMap { moduleNames[$0] } ?? "main"
        return .string(module + "." + decl.name)
    }

    /// A `CustomNSError`'s `errorCode`, else an integer raw value, the case's position, or 1.
    private func errorCode(of value: Value, _ decl: TypeDecl, at node: some SyntaxProtocol) throws -> Value {
        if conforms(decl, to: "CustomNSError"), let code = try declaredMember("errorCode", of: value, at: node) {
            return code
        }
        guard case .enumCase(let found) = value else { return .int(1) }
        if let raw = decl.rawType, Library.fixedKinds[raw.name] != nil || raw.name == "Int" {
            return try member("rawValue", of: value, selfBox: nil, at: node)
        }
        return .int(decl.cases.firstIndex { $0.name == found.name } ?? 0)
    }

    /// A member the type declares (stored or computed), `nil` when it leaves it to a default.
    private func declaredMember(_ name: String, of value: Value, at node: some SyntaxProtocol) throws -> Value? {
        guard let decl = typeDecl(of: value), findComputed(name, in: decl) != nil || findStored(name, in: decl) != nil
        else { return nil }
        return try member(name, of: value, selfBox: nil, at: node)
    }
}
