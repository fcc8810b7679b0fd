import SwiftSyntax

/// A function, method, initializer or closure's parameter.
struct Parameter {
    /// The argument label (`nil` for `_`).
    var label: String?
    /// The name inside the body.
    var name: String
    var type: TypeRef?
    var defaultValue: ExprSyntax?
    var isVariadic = false
    var isInout = false
    /// `@autoclosure`: the argument is evaluated when the body calls it.
    var isAutoclosure = false
    /// `T.Type`: the name whose metatype the parameter takes.
    var metatypeOf: String?
    /// Its attributes' names (`SmoothieBuilder` for `@SmoothieBuilder`).
    var attributes: [String] = []

    init(_ syntax: FunctionParameterSyntax) {
        let first = syntax.firstName.bare
        label = first == "_" ? nil : first
        name = syntax.secondName?.bare ?? first
        type = TypeRef(syntax.type)
        defaultValue = syntax.defaultValue?.value
        isVariadic = syntax.ellipsis != nil
        let attributed = syntax.type.as(AttributedTypeSyntax.self)
        isInout = attributed?.specifiers.contains { $0.trimmedDescription == "inout" } ?? false
        isAutoclosure = attributed?.attributes.contains { $0.trimmedDescription == "@autoclosure" } ?? false
        if let metatype = syntax.type.as(MetatypeTypeSyntax.self), metatype.metatypeSpecifier.text == "Type" {
            metatypeOf = metatype.baseType.as(IdentifierTypeSyntax.self)?.name.text
        }
        attributes = Array(syntax.attributes).compactMap {
            $0.as(AttributeSyntax.self)?.attributeName.trimmedDescription
        }
    }

    init(label: String?, name: String, type: TypeRef?) {
        self.label = label
        self.name = name
        self.type = type
    }
}

/// A declared function, method, initializer, accessor or subscript.
struct FunctionDecl {
    var name: String
    var parameters: [Parameter]
    var body: CodeBlockItemListSyntax?
    var returnType: TypeRef?
    var isMutating = false
    var isStatic = false
    /// `init?`: may return `nil`.
    var isFailable = false
    /// A class's `convenience init`.
    var isConvenience = false
    /// Where it is declared, for messages.
    var node: Syntax

    /// The argument labels, `_` for none: how calls choose an overload.
    var labels: [String?] { parameters.map(\.label) }

    /// Its attributes' names (`SmoothieArrayBuilder` for `@SmoothieArrayBuilder`).
    var attributes: [String] {
        guard let list = node.as(FunctionDeclSyntax.self)?.attributes ?? node.as(InitializerDeclSyntax.self)?.attributes
        else { return [] }
        return list.compactMap { $0.as(AttributeSyntax.self)?.attributeName.trimmedDescription }
    }
}

/// A stored property, with what it starts as and what watches it.
struct StoredProperty {
    var name: String
    var isConstant: Bool
    var type: TypeRef?
    var initial: ExprSyntax?
    var willSet: (parameter: String, body: CodeBlockItemListSyntax)?
    var didSet: (parameter: String, body: CodeBlockItemListSyntax)?
    var isLazy = false
    /// `weak` (or `unowned`): the property does not keep its object alive.
    var ownership: String?
    /// `@Wrapper(args) var x`: the wrapper's type and the attribute.
    var wrapper: (type: String, attribute: AttributeSyntax)?
    /// `@Published var x`: `$x` is a publisher of its values (``PublisherBox``).
    var isPublished = false
}

/// A computed property or subscript's accessors.
struct Accessors {
    var getter: CodeBlockItemListSyntax?
    var setter: (parameter: String, body: CodeBlockItemListSyntax)?
    var parameters: [Parameter] = []
    var type: TypeRef?
    var isStatic = false
}

/// An enum case's declaration.
struct CaseDecl {
    var name: String
    var labels: [String?]
    var types: [TypeRef]
    var defaults: [ExprSyntax?]
    var rawValue: ExprSyntax?
}

/// A type the program declares (or extends): its members by kind.
final class TypeDecl {
    enum Kind { case structure, classType, enumeration, protocolType, builtin }

    let name: String
    var kind: Kind
    /// The superclass (first) and protocols, as written.
    var inherited: [String] = []
    var stored: [StoredProperty] = []
    var computed: [String: Accessors] = [:]
    var methods: [String: [FunctionDecl]] = [:]
    var initializers: [FunctionDecl] = []
    /// The type's own body declares an initializer (no memberwise one).
    var declaresInit = false
    var cases: [CaseDecl] = []
    var rawType: TypeRef?
    var subscripts: [Accessors] = []
    var staticStored: [StoredProperty] = []
    var deinitBody: CodeBlockItemListSyntax?
    var typeAliases: [String: TypeRef] = [:]
    /// Generic parameter names (`T`), which are not types to look up.
    var genericParameters: Set<String> = []
    /// The generic parameters in the order `Type<A, B>` binds them.
    var genericOrder: [String] = []
    /// `@Observable`: reads of its stored properties are tracked.
    var isObservable = false
    /// Its `@ObservationIgnored` properties.
    var observationIgnored: Set<String> = []
    /// Conformances an extension adds only under its `where` clause
    /// (`extension Box: P where Item: P`): per protocol, each generic
    /// parameter and the protocol it must conform to.
    var conformanceConditions: [String: [(parameter: String, requirement: String)]] = [:]
    /// The file of its primary declaration (its module names it); `nil`
    /// for a library type the program only extends.
    var file: SyntaxIdentifier?

    init(name: String, kind: Kind) {
        self.name = name
        self.kind = kind
    }

    /// The short name (`Inner` of `Outer.Inner`).
    var shortName: String { name.lastIndex(of: ".").map { String(name[name.index(after: $0)...]) } ?? name }
}
