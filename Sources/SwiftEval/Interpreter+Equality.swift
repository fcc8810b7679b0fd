import SwiftSyntax

extension Interpreter {
    /// `==` as Swift decides it: the type's own `==` when it declares one,
    /// otherwise the synthesized, member by member; an optional equals its
    /// content; an unknown stops (the caller branches on it).
    func equals(_ left: Value, _ right: Value, at node: some SyntaxProtocol) throws -> Bool {
        if Self.differByPrefix(left, right) || Self.differByPrefix(right, left) { return false }
        if let unknown = left.unknownInside ?? right.unknownInside {
            throw stop(
                .unknownControlFlow, "comparing with an unknown value (\(unknown.detail))", at: node,
                cause: unknown.cause)
        }
        // `AnyHashable` against a value: the value as an `AnyHashable` (`h.contains("x")`).
        if Library.anyHashableInner(left) != nil || Library.anyHashableInner(right) != nil {
            let a = Library.anyHashable(left, interpreter: self)
            let b = Library.anyHashable(right, interpreter: self)
            if a.isUnknown || b.isUnknown { return try equals(a, b, at: node) }
            if case .optional = a { return try equalsScalarOrOptional(a, b, at: node) ?? false }
            if case .optional = b { return try equalsScalarOrOptional(a, b, at: node) ?? false }
            guard case .native(let x) = a, case .native(let y) = b else { return false }
            return x.hostValue?.isEqual(to: y.object) ?? false
        }
        if let type = typeDecl(of: left), type.kind != .builtin,
            let (method, owner) = findMethod("==", labels: [nil, nil], in: type, isStatic: true)
        {
            let arguments = [Argument(label: nil, value: left), Argument(label: nil, value: right)]
            let result = try invokeMethod(
                method, owner: owner, arguments, selfBox: Box(.metatype(owner.name)), at: node)
            return try truth(result, at: node)
        }
        if let (typedLeft, typedRight) = Library.literalPair("==", left, right) {
            return try equals(typedLeft, typedRight, at: node)
        }
        if let scalar = try equalsScalarOrOptional(left, right, at: node) { return scalar }
        return try equalsStructure(left, right, at: node)
    }

    /// Whether `unknown` is a text known to start with a prefix that `known` lacks.
    static func differByPrefix(_ unknown: Value, _ known: Value) -> Bool {
        guard case .unknown(let what) = unknown, let prefix = what.textPrefix, let text = known.text else {
            return false
        }
        return !text.hasPrefix(prefix)
    }

    /// `==` for numbers, booleans, text and optionals; `nil` when neither is one.
    private func equalsScalarOrOptional(
        _ left: Value, _ right: Value, at node: some SyntaxProtocol
    ) throws -> Bool? {
        switch (left, right) {
        case (.int(let a), .int(let b)): return a == b
        case (.double(let a), .double(let b)): return a == b
        case (.int(let a), .double(let b)), (.double(let b), .int(let a)): return Double(a) == b
        case (.float(let a), .float(let b)): return a == b
        case (.float(let a), .double(let b)), (.double(let b), .float(let a)): return Double(a) == b
        case (.bool(let a), .bool(let b)): return a == b
        case (.string, .optional(let b)), (.character, .optional(let b)), (.substring, .optional(let b)):
            return try b.map { try equals(left, $0, at: node) } ?? false
        case (.string, _), (.character, _), (.substring, _):
            guard let a = left.text, let b = right.text else { return false }
            return a == b
        case (.optional(let a), .optional(let b)):
            guard let a, let b else { return a == nil && b == nil }
            return try equals(a, b, at: node)
        case (.optional(let a), _): return try a.map { try equals($0, right, at: node) } ?? false
        case (_, .optional(let b)): return try b.map { try equals(left, $0, at: node) } ?? false
        default: return nil
        }
    }

    /// `==` for collections, tuples, enum cases, instances, objects, ranges and
    /// metatypes (the synthesized, member by member); `false` otherwise.
    private func equalsStructure(_ left: Value, _ right: Value, at node: some SyntaxProtocol) throws -> Bool {
        switch (left, right) {
        case (.array(let a), .array(let b)):
            return try a.count == b.count && zip(a, b).allSatisfy { try equals($0, $1, at: node) }
        case (.sequence(let a), _): return try equals(.array(a.items), right, at: node)
        case (_, .sequence(let b)): return try equals(left, .array(b.items), at: node)
        case (.slice(let a), _): return try equals(.array(Array(a)), right, at: node)
        case (_, .slice(let b)): return try equals(left, .array(Array(b)), at: node)
        case (.set(let a), .set(let b)), (.set(let a), .array(let b)):
            let sets = Membership(self, a + b, at: Syntax(node))
            guard sets.isCustom else { return Set(a.map(\.hashKey)) == Set(b.map(\.hashKey)) }
            let (left, right) = (try sets.unique(a), try sets.unique(b))
            return try left.count == right.count && sets.filter(left, membersOf: right, keeping: false).isEmpty
        case (.tuple(let a, _), .tuple(let b, _)):
            return try a.count == b.count && zip(a, b).allSatisfy { try equals($0, $1, at: node) }
        case (.dictionary(let a), .dictionary(let b)):
            guard a.count == b.count else { return false }
            for (key, value) in a.entries {
                guard let other = b[key], try equals(value, other, at: node) else { return false }
            }
            return true
        case (.enumCase(let a), .enumCase(let b)):
            return a.type == b.type && a.name == b.name && a.payload.count == b.payload.count
                && zip(a.payload, b.payload).allSatisfy { (try? equals($0, $1, at: node)) == true }
        case (.instance(let a), .instance(let b)):
            return try a.type == b.type && a.fields.count == b.fields.count
                && zip(a.fields, b.fields).allSatisfy { try equals($0.value, $1.value, at: node) }
        case (.object(let a), .object(let b)): return a === b
        case (.native(let a), .native(let b)):
            guard let value = a.hostValue else { return a === b }
            return value.isEqual(to: b.object)
        case (.range(let a1, let a2, let ac), .range(let b1, let b2, let bc)):
            return ac == bc && a1?.hashKey == b1?.hashKey && a2?.hashKey == b2?.hashKey
        case (.metatype(let a), .metatype(let b)) where a == b: return true
        case (.metatype(let a), .metatype(let b)) where Self.plainlyWritten(a) && Self.plainlyWritten(b):
            // `Text` is not `Step<Text>`, nor `Step<Form>` (names of the program's or SwiftUI's types, no
            // sugar, alias or module: each type has one such spelling).
            // A generic type named bare (`type(of:)` of an instance whose arguments are not known) may be either.
            let bareGeneric = { (name: String) in
                !name.contains("<") && self.declarations.types[name]?.genericParameters.isEmpty == false
            }
            let aliased =
                declarations.typeAliases[Self.baseTypeName(a)] != nil
                || declarations.typeAliases[Self.baseTypeName(b)] != nil
            // Generic types of two names differ whatever they are made of.
            if !aliased, Self.baseTypeName(a) != Self.baseTypeName(b) { return false }
            if aliased || bareGeneric(a) || bareGeneric(b) {
                throw stop(
                    .unsupported, "comparing the types \(a) and \(b), one written without what it is made of", at: node)
            }
            return a.filter { $0 != " " } == b.filter { $0 != " " }
        case (.metatype(let a), .metatype(let b)) where distinctNominalTypes(a, b): return false
        case (.metatype(let a), _) where a.contains("<"), (_, .metatype(let a)) where a.contains("<"):
            // `Optional<Int>.self` is `Int?.self`: a generic type named as written is not compared with another form.
            throw stop(.unsupported, "comparing \(a) with a type written another way", at: node)
        case (.metatype, .metatype): return false
        case (.void, .void): return true
        // Key paths of one root type (`\Version.minor == \.minor`) are equal when they name the same path.
        case (.keyPath(let a), .keyPath(let b)): return a == b
        default: return false
        }
    }

    /// Whether a type is written by plain names only (`Step<Text>`), which
    /// no other spelling of the same type shares: no sugar (`[Int]`,
    /// `Int?`), no module, and none of the standard library's generic types.
    static func plainlyWritten(_ name: String) -> Bool {
        // A tuple of unlabelled types (`TupleView<(Text, Text)>`) has one spelling; `()` is `Void`.
        guard !name.contains(where: { "[]?&:.".contains($0) }), !name.contains("()") else { return false }
        let names = name.split(whereSeparator: { "<>, ()".contains($0) }).map(String.init)
        return !names.contains { ["Optional", "Array", "Dictionary", "Set", "Result", "Never"].contains($0) }
            && !names.contains {
                Library.typeNames.contains($0) && !builtViewNames.contains($0) && !exactNames.contains($0)
            }
    }

    /// Library types with one name (no alias names them: unlike `Double`, which `TimeInterval` also names).
    static let exactNames: Set<String> = ["Int", "String", "Bool", "Character", "UUID", "URL", "Data", "Date"]

    /// Whether two types are named by different nominal types (`Box<Int>`
    /// and `Int`), each written without sugar, alias or module: different
    /// whatever their arguments.
    func distinctNominalTypes(_ a: String, _ b: String) -> Bool {
        let sugared = ["Optional", "Array", "Dictionary", "Set", "Void", "Any", "AnyObject", "Never"]
        let bases = [a, b].map(Self.baseTypeName)
        guard bases[0] != bases[1], ![a, b].contains(where: { $0.contains(where: { "?[]:&.-".contains($0) }) })
        else { return false }
        return bases.allSatisfy { !sugared.contains($0) && declarations.typeAliases[$0] == nil && !$0.contains("(") }
    }

    /// A type's name without its generic arguments (`Step` of `Step<Text>`).
    static func baseTypeName(_ name: String) -> String {
        name.firstIndex(of: "<").map { String(name[..<$0]) } ?? name
    }

    /// The order of two values (`-1`, `0`, `1`), as `<` decides it; `nil`
    /// when they have none.
    func compare(_ left: Value, _ right: Value, at node: some SyntaxProtocol) throws -> Int? {
        if let unknown = left.unknownInside ?? right.unknownInside {
            throw stop(
                .unknownControlFlow, "ordering by an unknown value (\(unknown.detail))", at: node, cause: unknown.cause)
        }
        if let type = typeDecl(of: left), type.kind != .builtin,
            let (method, owner) = findMethod("<", labels: [nil, nil], in: type, isStatic: true)
        {
            let less = { (a: Value, b: Value) throws -> Bool in
                let arguments = [Argument(label: nil, value: a), Argument(label: nil, value: b)]
                return try self.truth(
                    self.invokeMethod(method, owner: owner, arguments, selfBox: Box(.metatype(owner.name)), at: node),
                    at: node)
            }
            if try less(left, right) { return -1 }
            return try less(right, left) ? 1 : 0
        }
        if let (typedLeft, typedRight) = Library.literalPair("<", left, right) {
            return try compare(typedLeft, typedRight, at: node)
        }
        switch (left, right) {
        case (.int(let a), .int(let b)): return a < b ? -1 : (a == b ? 0 : 1)
        case (.double, _), (_, .double), (.float, _), (_, .float):
            guard let a = left.number, let b = right.number else { return nil }
            return a < b ? -1 : (a == b ? 0 : 1)
        case (.string, _), (.character, _), (.substring, _):
            guard let a = left.text, let b = right.text else { return nil }
            if case .character(let x) = left, case .character(let y) = right { return x < y ? -1 : (x == y ? 0 : 1) }
            return a < b ? -1 : (a == b ? 0 : 1)
        case (.tuple(let a, _), .tuple(let b, _)):
            for (x, y) in zip(a, b) {
                guard let order = try compare(x, y, at: node) else { return nil }
                if order != 0 { return order }
            }
            return 0
        case (.enumCase(let a), .enumCase(let b)) where a.type == b.type:
            // Synthesized `Comparable`: the case declared first, then the
            // associated values in order.
            guard let cases = declarations.types[a.type]?.cases,
                let x = cases.firstIndex(where: { $0.name == a.name }),
                let y = cases.firstIndex(where: { $0.name == b.name })
            else { return nil }
            if x != y { return x < y ? -1 : 1 }
            guard a.payload.count == b.payload.count else { return nil }
            return try compare(.tuple(a.payload, labels: a.labels), .tuple(b.payload, labels: b.labels), at: node)
        case (.native(let a), .native(let b)): return a.hostValue?.order(to: b.object)
        case (.optional, _), (_, .optional):
            return nil
        default: return nil
        }
    }
}

extension Value {
    /// The text of a string, substring or character.
    var text: String? {
        switch self {
        case .string(let text): text
        case .substring(let text): String(text)
        case .character(let character): String(character)
        default: nil
        }
    }

    /// A number as a `Double`.
    var number: Double? {
        switch self {
        case .int(let number): Double(number)
        case .double(let number): number
        case .float(let number): Double(number)
        default: nil
        }
    }
}
