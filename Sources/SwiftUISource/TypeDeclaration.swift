public import Diagnostics
public import SwiftSyntax

/// A struct, class, enum or actor of the sources, with the members of its
/// extensions merged in: what the evaluator needs, nothing interpreted.
public struct TypeDeclaration: @unchecked Sendable {
    /// What the declaration is.
    public enum Kind: String, Sendable {
        /// `struct`, `class`, `enum` and `actor`.
        case structure, classType, enumeration, actor
    }

    /// Its own name, without the type it is nested in.
    public var name: String
    /// The whole name of the type it is declared in (`RecipeView` for
    /// `RecipeView.ViewModel`; a preview's name for a type a `#Preview` declares).
    public var outer: String?
    /// Whether it is a struct, class, enum or actor.
    public var kind: Kind
    /// Whether the sources declare it (not only extend it: `extension LabeledContent` adds to SwiftUI's type).
    public var isDeclared = false
    /// The names in its inheritance clauses (`View`, `App`, `Identifiable`, …).
    public var conformances: [String] = []
    /// Attribute names (`main`, `Observable`, `MainActor`).
    public var attributes: [String] = []
    /// A generic struct's parameter names (`Content` of `Card<Content: View>`).
    public var genericParameters: [String] = []
    /// Its stored and computed properties, in the order read.
    public var properties: [PropertyDeclaration] = []
    /// Its methods, in the order read.
    public var functions: [FunctionDeclaration] = []
    /// Its initializers, in the order read.
    public var initializers: [InitializerDeclSyntax] = []
    /// An enum's cases with their raw values, in order.
    public var cases: [EnumCase] = []
    /// The index of its file in ``SwiftSourceSet/files``.
    public var file: Int
    /// Where the type is declared (where its first extension is, when the
    /// sources declare it nowhere).
    public var location: Diagnostics.SourceLocation

    /// An enum case.
    public struct EnumCase: @unchecked Sendable {
        /// The case's name.
        public var name: String
        /// The raw value written after `=`, if any.
        public var rawValue: ExprSyntax?
        /// The values it carries (`case donut(Donut)`): each one's label and type, in order.
        public var associatedValues: [(label: String?, type: TypeSyntax)] = []
    }

    /// Whether it conforms to SwiftUI's `View` (or builds toolbar content the same way).
    public var isView: Bool { conformances.contains("View") || conformances.contains("ToolbarContent") }
    /// Whether it draws a shape (`Shape`, `InsettableShape`): no element of its own.
    public var isShape: Bool { conformances.contains("Shape") || conformances.contains("InsettableShape") }
    /// Whether it is a custom `Layout`: a container of the views given to it.
    public var isLayout: Bool { conformances.contains("Layout") }
    /// Whether it is an `App`.
    public var isApp: Bool { conformances.contains("App") }
    /// Whether it is a `PreviewProvider`.
    public var isPreviewProvider: Bool { conformances.contains("PreviewProvider") }

    /// This type with `other`'s members and conformances added (an extension).
    public func merging(_ other: TypeDeclaration) -> TypeDeclaration {
        var merged = self
        merged.conformances += other.conformances
        merged.attributes += other.attributes
        merged.properties += other.properties
        merged.functions += other.functions
        merged.initializers += other.initializers
        merged.cases += other.cases
        return merged
    }

    /// Its whole name: `RecipeView.ViewModel`, or its name when it is not nested.
    public var qualifiedName: String { outer.map { "\($0).\(name)" } ?? name }

    /// The property named `name`, if any.
    public func property(_ name: String) -> PropertyDeclaration? {
        properties.first { $0.name == name }
    }

    /// Whether `property` holds views or makes them: a `@ViewBuilder`
    /// property, a function type, or a generic parameter (`let content: Content`).
    public func holdsViews(_ property: PropertyDeclaration) -> Bool {
        if property.attributes.contains("ViewBuilder") { return true }
        guard var type = property.type else { return false }
        if let attributed = type.as(AttributedTypeSyntax.self) { type = attributed.baseType }
        if type.is(FunctionTypeSyntax.self) { return true }
        if let named = type.as(IdentifierTypeSyntax.self) {
            return genericParameters.contains(named.name.text) || named.name.text == "AnyView"
        }
        return false
    }
}

/// A stored or computed property.
public struct PropertyDeclaration: @unchecked Sendable {
    /// The property's name.
    public var name: String
    /// Its property wrapper (`State`, `Binding`, `Environment`, `StateObject`,
    /// `ObservedObject`, `EnvironmentObject`, `AppStorage`, `Query`, …).
    public var wrapper: String?
    /// The wrapper's arguments: `@Environment(\.dismiss)`, `@AppStorage("key")`.
    public var wrapperArguments: LabeledExprListSyntax?
    /// Its type annotation, when written.
    public var type: TypeSyntax?
    /// The value it is initialized with, when written.
    public var initialValue: ExprSyntax?
    /// A computed property's getter.
    public var getter: CodeBlockItemListSyntax?
    /// Whether it is `static` or `class`.
    public var isStatic = false
    /// Whether it is declared with `let`.
    public var isLet = false
    /// Attribute names other than the wrapper (`ViewBuilder`).
    public var attributes: [String] = []
    /// Where its name is written.
    public var location: Diagnostics.SourceLocation
}

/// A function or method.
public struct FunctionDeclaration: @unchecked Sendable {
    /// One parameter: its argument label (`nil` for `_`), name, type and default.
    public struct Parameter: @unchecked Sendable {
        /// The argument label; `nil` for `_`.
        public var label: String?
        /// The parameter name the body uses.
        public var name: String
        /// The parameter's type.
        public var type: TypeSyntax
        /// The default value, when written.
        public var defaultValue: ExprSyntax?
    }

    /// The function's name.
    public var name: String
    /// Its parameters, in order.
    public var parameters: [Parameter]
    /// Its body's statements; `nil` for a declaration without a body.
    public var body: CodeBlockItemListSyntax?
    /// The type it returns, when written.
    public var returnType: TypeSyntax?
    /// Whether it is `static`.
    public var isStatic = false
    /// Its attribute names (`ViewBuilder`, `MainActor`).
    public var attributes: [String] = []
    /// Where it is declared.
    public var location: Diagnostics.SourceLocation
}

/// A preview: `#Preview("Name") { … }` or a `PreviewProvider`'s `previews`.
public struct PreviewDeclaration: @unchecked Sendable {
    /// The name given, else "<file> preview N" or the provider's type name.
    public var name: String
    /// The statements that build the preview's views.
    public var body: CodeBlockItemListSyntax
    /// The index of its file in ``SwiftSourceSet/files``.
    public var file: Int
    /// Where the preview is written: the `#Preview`, the provider's `previews`,
    /// or the view of it this preview shows.
    public var location: Diagnostics.SourceLocation
    /// Which of the views the body lists this preview shows (a
    /// `PreviewProvider` listing several); `nil` for all of them.
    public var part: Int?
    /// The whole name types are looked up from: the provider's, or for a
    /// `#Preview` its name (under which the types it declares are kept).
    public var context: String?

    /// A preview.
    public init(
        name: String, body: CodeBlockItemListSyntax, file: Int, location: Diagnostics.SourceLocation, part: Int? = nil,
        context: String? = nil
    ) {
        self.name = name
        self.body = body
        self.file = file
        self.location = location
        self.part = part
        self.context = context
    }
}
