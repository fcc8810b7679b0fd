public import Diagnostics
internal import SwiftIfConfig
internal import SwiftOperators
public import SwiftSyntax

/// The Swift files of an app, read together: every type with its
/// extensions merged, every preview, every top-level constant, with `#if`
/// taken for an iOS Debug build (``IOSBuildConfiguration``).
public struct SwiftSourceSet: @unchecked Sendable {
    /// The files, in the order they were read; a declaration's `file` is an index here.
    public private(set) var files: [SwiftSourceFile] = []
    /// Types by whole name (`RecipeView.ViewModel`), a nested type also by its own name when no other type has it (``type(named:from:)`` finds the one code means).
    public internal(set) var types: [String: TypeDeclaration] = [:]
    /// The order types were declared in, for lists a person reads.
    public internal(set) var typeOrder: [String] = []
    /// Every preview (`#Preview` and each view a `PreviewProvider` lists), in the order read.
    public private(set) var previews: [PreviewDeclaration] = []
    /// Top-level `let`s and `var`s.
    public private(set) var globals: [String: PropertyDeclaration] = [:]
    /// The build configuration `#if` is evaluated for.
    public let configuration = IOSBuildConfiguration()

    /// Reads the files; every file's syntax errors are thrown together.
    public init(files: [SwiftSourceFile]) {
        for file in files { add(file) }
        settleNames()
    }

    /// Parses the files at `paths` (every error of every file at once).
    public init(paths: [String]) throws(DiagnosticGroup) {
        var parsed: [SwiftSourceFile] = []
        var errors: [Diagnostic] = []
        for result in ParsedFiles.parse(paths) {
            switch result {
            case .success(let file): parsed.append(file)
            case .failure(let error): errors += error.diagnostics
            }
        }
        guard errors.isEmpty else { throw DiagnosticGroup(errors) }
        self.init(files: parsed)
    }

    /// The types that are views, in declaration order.
    public var viewTypes: [TypeDeclaration] { typeOrder.compactMap { types[$0] }.filter(\.isView) }

    /// The `@main` App, else the first App.
    public var app: TypeDeclaration? {
        let apps = typeOrder.compactMap { types[$0] }.filter(\.isApp)
        return apps.first { $0.attributes.contains("main") } ?? apps.first
    }

    /// Where `node` of file `file` starts.
    public func location(of node: some SyntaxProtocol, in file: Int) -> Diagnostics.SourceLocation {
        files[file].location(of: node)
    }

    /// Where the text at `offset` (UTF-8) of file `file` is.
    public func location(ofOffset offset: Int, in file: Int) -> Diagnostics.SourceLocation {
        files[file].location(ofOffset: offset)
    }

    /// `expr` with its operators folded by the standard precedence
    /// (`a + b == c` is one comparison of a sum); other expressions as they are.
    public func folded(_ expr: ExprSyntax) -> ExprSyntax {
        guard let sequence = expr.as(SequenceExprSyntax.self) else { return expr }
        return (try? OperatorTable.standardOperators.foldSingle(sequence)) ?? expr
    }

    /// The clause of an `#if` that is active in the iOS build, if any.
    public func activeClause(of node: IfConfigDeclSyntax) -> IfConfigClauseSyntax? {
        node.activeClause(in: configuration).clause
    }

    private mutating func add(_ file: SwiftSourceFile) {
        let index = files.count
        files.append(file)
        var previewCount = 0
        for statement in activeStatements(file.tree.statements) {
            switch statement.item {
            case .decl(let decl): addDecl(decl, file: index, previewCount: &previewCount, outer: nil)
            case .expr(let expr):
                if let macro = expr.as(MacroExpansionExprSyntax.self) {
                    addPreview(
                        macro: macro.macroName.text, arguments: macro.arguments, closure: macro.trailingClosure,
                        node: Syntax(macro), file: index, count: &previewCount)
                }
            default: break
            }
        }
    }

    /// The statements of a list with `#if` blocks replaced by their active clause's statements.
    public func activeStatements(_ list: CodeBlockItemListSyntax) -> [CodeBlockItemSyntax] {
        var result: [CodeBlockItemSyntax] = []
        for item in list {
            if case .decl(let decl) = item.item, let ifConfig = decl.as(IfConfigDeclSyntax.self) {
                if case .statements(let inner)? = activeClause(of: ifConfig)?.elements {
                    result += activeStatements(inner)
                }
                continue
            }
            result.append(item)
        }
        return result
    }

    /// The members of a type with `#if` blocks replaced by their active clause's members.
    func activeMembers(_ list: MemberBlockItemListSyntax) -> [DeclSyntax] {
        var result: [DeclSyntax] = []
        for item in list {
            if let ifConfig = item.decl.as(IfConfigDeclSyntax.self) {
                if case .decls(let inner)? = activeClause(of: ifConfig)?.elements { result += activeMembers(inner) }
                continue
            }
            result.append(item.decl)
        }
        return result
    }

    private mutating func addDecl(_ decl: DeclSyntax, file: Int, previewCount: inout Int, outer: String?) {
        if let s = decl.as(StructDeclSyntax.self) {
            addType(
                s.name.text, .structure, s.inheritanceClause, s.attributes, s.memberBlock, Syntax(s), file: file,
                outer: outer)
        } else if let c = decl.as(ClassDeclSyntax.self) {
            addType(
                c.name.text, .classType, c.inheritanceClause, c.attributes, c.memberBlock, Syntax(c), file: file,
                outer: outer)
        } else if let e = decl.as(EnumDeclSyntax.self) {
            addType(
                e.name.text, .enumeration, e.inheritanceClause, e.attributes, e.memberBlock, Syntax(e), file: file,
                outer: outer)
        } else if let a = decl.as(ActorDeclSyntax.self) {
            addType(
                a.name.text, .actor, a.inheritanceClause, a.attributes, a.memberBlock, Syntax(a), file: file,
                outer: outer)
        } else if let x = decl.as(ExtensionDeclSyntax.self) {
            // `extension RecipeView.ViewModel` extends the nested type by its whole name (settled in `settleNames`).
            let written =
                x.extendedType.tokenText.split(separator: "<").first.map(String.init) ?? x.extendedType.tokenText
            let parts = written.split(separator: ".").map(String.init)
            addType(
                parts.last ?? written, .structure, x.inheritanceClause, x.attributes, x.memberBlock, Syntax(x),
                file: file,
                outer: parts.count > 1 ? parts.dropLast().joined(separator: ".") : nil, isExtension: true)
        } else if let v = decl.as(VariableDeclSyntax.self), outer == nil {
            for property in properties(of: v, file: file) { globals[property.name] = property }
        } else if let m = decl.as(MacroExpansionDeclSyntax.self) {
            addPreview(
                macro: m.macroName.text, arguments: m.arguments, closure: m.trailingClosure, node: Syntax(m),
                file: file, count: &previewCount)
        }
    }

    private mutating func addPreview(
        macro: String, arguments: LabeledExprListSyntax, closure: ClosureExprSyntax?, node: Syntax, file: Int,
        count: inout Int
    ) {
        guard macro == "Preview", let closure else { return }
        count += 1
        let title = arguments.first { $0.label == nil }?.expression.as(StringLiteralExprSyntax.self).flatMap(
            Self.plainText)
        let fileName = files[file].path.split(separator: "/").last.map(String.init) ?? files[file].path
        let name = title ?? "\(fileName) preview \(count)"
        previews.append(
            PreviewDeclaration(
                name: name, body: closure.statements, file: file, location: files[file].location(of: node),
                context: name))
        // Types a preview declares for itself (`struct PreviewWrapper: View` inside `#Preview`).
        var nested = 0
        for statement in closure.statements {
            if case .decl(let decl) = statement.item, !decl.is(VariableDeclSyntax.self) {
                addDecl(decl, file: file, previewCount: &nested, outer: name)
            }
        }
    }

    /// A string literal's text when it has no interpolation.
    public static func plainText(_ literal: StringLiteralExprSyntax) -> String? {
        var text = ""
        for segment in literal.segments {
            guard let plain = segment.as(StringSegmentSyntax.self) else { return nil }
            text += literal.unescapedText(of: plain)
        }
        return text
    }

    private mutating func addType(
        _ name: String, _ kind: TypeDeclaration.Kind, _ inheritance: InheritanceClauseSyntax?,
        _ attributes: AttributeListSyntax,
        _ members: MemberBlockSyntax, _ node: Syntax, file: Int, outer: String? = nil, isExtension: Bool = false
    ) {
        // A nested type is kept by its whole name (`RecipeView.ViewModel`): two screens' `ViewModel`s stay apart.
        let key = outer.map { "\($0).\(name)" } ?? name
        var type =
            types[key] ?? TypeDeclaration(name: name, kind: kind, file: file, location: files[file].location(of: node))
        type.outer = outer
        if !isExtension { type.isDeclared = true }
        if types[key] == nil {
            typeOrder.append(key)
        } else if !isExtension {
            type.kind = kind
            type.file = file
            type.location = files[file].location(of: node)
        }
        for inherited in inheritance?.inheritedTypes ?? [] {
            let written = inherited.type.tokenText
            type.conformances.append(written.split(separator: ".").last.map(String.init) ?? written)
        }
        type.attributes += Self.attributeNames(attributes)
        if let generic = node.as(StructDeclSyntax.self)?.genericParameterClause {
            type.genericParameters = generic.parameters.map(\.name.text)
        }
        var previewCount = 0
        for member in activeMembers(members.members) {
            if let v = member.as(VariableDeclSyntax.self) {
                type.properties += properties(of: v, file: file)
            } else if let f = member.as(FunctionDeclSyntax.self) {
                type.functions.append(function(f, file: file))
            } else if let i = member.as(InitializerDeclSyntax.self) {
                type.initializers.append(i)
            } else if let c = member.as(EnumCaseDeclSyntax.self) {
                type.cases += c.elements.map { element in
                    TypeDeclaration.EnumCase(
                        name: element.name.text, rawValue: element.rawValue?.value,
                        associatedValues: element.parameterClause?.parameters.map { ($0.firstName?.text, $0.type) }
                            ?? [])
                }
            } else {
                addDecl(member, file: file, previewCount: &previewCount, outer: key)
            }
        }
        types[key] = type
        if type.isPreviewProvider, !isExtension || type.property("previews") != nil,
            let previews = type.property("previews"), let getter = previews.getter,
            !self.previews.contains(where: { $0.context == key })
        {
            // Each view the provider lists (directly or in a `Group`) is a preview of its own, as in Xcode.
            let parts = previewParts(getter)
            if parts.count > 1 {
                for (index, part) in parts.enumerated() {
                    self.previews.append(
                        PreviewDeclaration(
                            name: index == 0 ? name : "\(name) \(index + 1)", body: getter, file: file,
                            location: files[file].location(of: part), part: index,
                            context: key))
                }
            } else {
                self.previews.append(
                    PreviewDeclaration(name: name, body: getter, file: file, location: previews.location, context: key))
            }
        }
    }

    /// The views a `previews` getter lists: its view expressions, or the
    /// ones of a `Group` that is its only view.
    private func previewParts(_ statements: CodeBlockItemListSyntax) -> [ExprSyntax] {
        let views = activeStatements(statements).compactMap { item -> ExprSyntax? in
            switch item.item {
            case .expr(let expr): expr
            case .stmt(let stmt):
                stmt.as(ReturnStmtSyntax.self)?.expression ?? stmt.as(ExpressionStmtSyntax.self)?.expression
            case .decl: nil
            }
        }
        if views.count == 1, let group = views[0].as(FunctionCallExprSyntax.self),
            group.calledExpression.tokenText == "Group",
            let closure = group.trailingClosure
        {
            return previewParts(closure.statements)
        }
        return views
    }

    private func properties(of decl: VariableDeclSyntax, file: Int) -> [PropertyDeclaration] {
        let attributes = Self.attributeNames(decl.attributes)
        let wrapperAttribute = decl.attributes.compactMap { $0.as(AttributeSyntax.self) }.first {
            Self.wrappers.contains($0.attributeName.tokenText)
        }
        let isStatic = decl.modifiers.contains { $0.name.text == "static" || $0.name.text == "class" }
        return decl.bindings.compactMap { binding in
            guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text else { return nil }
            var property = PropertyDeclaration(name: name, location: files[file].location(of: binding))
            property.wrapper = wrapperAttribute?.attributeName.tokenText
            if case .argumentList(let list)? = wrapperAttribute?.arguments { property.wrapperArguments = list }
            property.type = binding.typeAnnotation?.type
            property.initialValue = binding.initializer?.value
            switch binding.accessorBlock?.accessors {
            case .getter(let body)?: property.getter = body
            case .accessors(let accessors)?:
                property.getter = accessors.first { $0.accessorSpecifier.text == "get" }?.body?.statements
            case nil: break
            }
            property.isStatic = isStatic
            property.isLet = decl.bindingSpecifier.text == "let"
            property.attributes = attributes.filter { $0 != property.wrapper }
            return property
        }
    }

    private func function(_ decl: FunctionDeclSyntax, file: Int) -> FunctionDeclaration {
        let parameters = decl.signature.parameterClause.parameters.map { parameter in
            FunctionDeclaration.Parameter(
                label: parameter.firstName.text == "_" ? nil : parameter.firstName.text,
                name: (parameter.secondName ?? parameter.firstName).text, type: parameter.type,
                defaultValue: parameter.defaultValue?.value)
        }
        return FunctionDeclaration(
            name: decl.name.text, parameters: parameters, body: decl.body?.statements,
            returnType: decl.signature.returnClause?.type,
            isStatic: decl.modifiers.contains { $0.name.text == "static" },
            attributes: Self.attributeNames(decl.attributes),
            location: files[file].location(of: decl))
    }

    /// Property wrappers SwiftUI apps use; any other attribute is kept as an attribute.
    static let wrappers: Set<String> = [
        "State", "Binding", "Environment", "EnvironmentObject", "StateObject", "ObservedObject", "AppStorage",
        "SceneStorage",
        "FocusState", "AccessibilityFocusState", "Query", "Published", "Bindable", "GestureState", "Namespace",
        "ScaledMetric",
        "FetchRequest", "SectionedFetchRequest", "UIApplicationDelegateAdaptor",
    ]

    static func attributeNames(_ list: AttributeListSyntax) -> [String] {
        list.compactMap { $0.as(AttributeSyntax.self)?.attributeName.tokenText }
    }
}
