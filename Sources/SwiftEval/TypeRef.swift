import SwiftSyntax

/// A written type, as far as values need it: what a stored value becomes
/// (`Double` turns `3` into `3.0`, `T?` wraps) and which enum an implicit
/// member (`.done`) belongs to.
indirect enum TypeRef: Equatable, Sendable {
    case named(String, [TypeRef])
    case optional(TypeRef)
    case array(TypeRef)
    case dictionary(TypeRef, TypeRef)
    case tuple([TypeRef], labels: [String?])
    /// A function type: its parameters' types and its result's.
    case function([TypeRef], TypeRef)
    /// `some P`, `any P`, `Any`, a composition: nothing to convert to.
    case opaque
    /// `T.Type`: a parameter that takes a type (`decode(_ type: Measurement<UnitMass>.Type, …)`).
    case metatype(TypeRef)

    /// Reads a type written in the source.
    init(_ syntax: TypeSyntax) {
        if let optional = syntax.as(OptionalTypeSyntax.self) {
            self = .optional(TypeRef(optional.wrappedType))
        } else if let forced = syntax.as(ImplicitlyUnwrappedOptionalTypeSyntax.self) {
            self = .optional(TypeRef(forced.wrappedType))
        } else if let array = syntax.as(ArrayTypeSyntax.self) {
            self = .array(TypeRef(array.element))
        } else if let dictionary = syntax.as(DictionaryTypeSyntax.self) {
            self = .dictionary(TypeRef(dictionary.key), TypeRef(dictionary.value))
        } else if let tuple = syntax.as(TupleTypeSyntax.self) {
            let elements = Array(tuple.elements)
            if elements.count == 1, elements[0].firstName == nil {
                self = TypeRef(elements[0].type)
            } else {
                self = .tuple(elements.map { TypeRef($0.type) }, labels: elements.map { $0.firstName?.text })
            }
        } else if let function = syntax.as(FunctionTypeSyntax.self) {
            self = .function(function.parameters.map { TypeRef($0.type) }, TypeRef(function.returnClause.type))
        } else if let composition = syntax.as(CompositionTypeSyntax.self) {
            self = .named(composition.elements.map { $0.type.trimmedDescription }.joined(separator: " & "), [])
        } else if let existential = syntax.as(SomeOrAnyTypeSyntax.self) {
            // `any Gear`, `some View`: the protocol (or composition) itself.
            self = TypeRef(existential.constraint)
        } else if let metatype = syntax.as(MetatypeTypeSyntax.self), metatype.metatypeSpecifier.text == "Type" {
            self = .metatype(TypeRef(metatype.baseType))
        } else if let attributed = syntax.as(AttributedTypeSyntax.self) {
            self = TypeRef(attributed.baseType)
        } else if let identifier = syntax.as(IdentifierTypeSyntax.self) {
            self = TypeRef.named(identifier.name.text, identifier.genericArgumentClause)
        } else if let member = syntax.as(MemberTypeSyntax.self) {
            let base = member.baseType.trimmedDescription
            self = TypeRef.named(base + "." + member.name.text, member.genericArgumentClause)
        } else {
            self = .opaque
        }
    }

    private static func named(_ name: String, _ generics: GenericArgumentClauseSyntax?) -> TypeRef {
        let arguments: [TypeRef] =
            generics?.arguments.compactMap { argument in
                argument.argument.as(TypeSyntax.self).map(TypeRef.init)
            } ?? []
        switch (name, arguments.count) {
        case ("Optional", 1): return .optional(arguments[0])
        case ("Array", 1): return .array(arguments[0])
        case ("Dictionary", 2): return .dictionary(arguments[0], arguments[1])
        case ("Any", _), ("AnyObject", _): return .opaque
        default: return .named(name, arguments)
        }
    }

    /// The type's name without generic arguments (`Item` for `Item`, `Optional` for `T?`).
    var name: String {
        switch self {
        case .named(let name, _): name
        case .optional: "Optional"
        case .array: "Array"
        case .dictionary: "Dictionary"
        case .tuple: "Tuple"
        case .function: "Function"
        case .opaque: "Any"
        case .metatype: "Metatype"
        }
    }

    /// Whether this is a function type (optional or not).
    var isFunction: Bool {
        if case .function = nonOptional { return true }
        return false
    }

    /// The type with optionals removed.
    var nonOptional: TypeRef {
        if case .optional(let wrapped) = self { return wrapped.nonOptional }
        return self
    }
}
