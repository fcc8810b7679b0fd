import SwiftSyntax

/// The state of a `Hasher` a program's `hash(into:)` feeds: what was
/// combined, in order. Two values hash alike when they combine alike (the
/// process's random seed only permutes the buckets, never the grouping).
final class HasherBox {
    var parts: [String] = []
}

extension Interpreter {
    /// The key that groups `value` as Swift's hashing does: what its own
    /// `hash(into:)` combines when its type declares one, otherwise every
    /// stored part (the synthesized `hash(into:)`).
    func membershipKey(_ value: Value, at node: some SyntaxProtocol) throws -> String {
        guard let type = typeDecl(of: value), type.kind != .builtin,
            let (method, owner) = findMethod("hash", labels: ["into"], in: type, isStatic: false)
        else { return value.hashKey }
        let hasher = HasherBox()
        let argument = Argument(label: "into", value: .native(NativeObject(type: "Hasher", object: hasher)))
        _ = try invokeMethod(method, owner: owner, [argument], selfBox: Box(value), at: node)
        return "h\(owner.name)(" + hasher.parts.joined(separator: "\u{1}") + ")"
    }

    /// Set membership as Swift decides it: equal hashes, then `==` (the
    /// type's own when it declares one).
    struct Membership {
        let interpreter: Interpreter
        let node: Syntax
        /// Whether a type of the elements has its own `==` or `hash(into:)`.
        let isCustom: Bool

        init(_ interpreter: Interpreter, _ items: [Value], at node: Syntax) {
            self.interpreter = interpreter
            self.node = node
            isCustom = items.contains { interpreter.customHashing($0) != nil }
        }

        func keys(_ items: [Value]) throws -> [String] {
            try items.map { try interpreter.membershipKey($0, at: node) }
        }

        /// The position of the member of `items` (with `keys`) equal to `value`.
        func index(of value: Value, in items: [Value], keys: [String]) throws -> Int? {
            let key = try interpreter.membershipKey(value, at: node)
            for index in items.indices where keys[index] == key {
                guard isCustom else { return index }
                if try interpreter.equals(items[index], value, at: node) { return index }
            }
            return nil
        }

        /// The first of each group of equal values, in order.
        func unique(_ items: [Value]) throws -> [Value] {
            var kept: [Value] = []
            var keys: [String] = []
            for item in items where try index(of: item, in: kept, keys: keys) == nil {
                kept.append(item)
                keys.append(try interpreter.membershipKey(item, at: node))
            }
            return kept
        }

        /// The values of `items` that are (or are not) members of `other`.
        func filter(_ items: [Value], membersOf other: [Value], keeping: Bool) throws -> [Value] {
            let keys = try keys(other)
            return try items.filter { try (index(of: $0, in: other, keys: keys) != nil) == keeping }
        }
    }
}

extension Library {
    /// `hasher.combine(x)` inside a program's `hash(into:)`.
    static func hasherMethod(_ name: String, _ box: HasherBox, _ call: LibraryCall) throws -> Value? {
        guard name == "combine", call.labels == ["_"], let value = call.argument(0) else { return nil }
        box.parts.append(try call.interpreter.membershipKey(value, at: call.node))
        return .void
    }
}
