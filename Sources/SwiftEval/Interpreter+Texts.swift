import SwiftSyntax

/// SwiftUI's `Text` as a value app code makes and keeps (a model's
/// `let title: Text`, a closure that returns `Text(title)`): what it says,
/// held as an instance of `Text` whose one field is its text, for a client
/// that shows views. A literal or a localized resource is looked up in the
/// app's string tables; a `String` is shown as it is, as SwiftUI does.
/// Concatenation (`Text(a) + Text(b)`) joins what they say; modifiers that
/// style a text (`bold()`, `font(_:)`) keep what it says.
extension Interpreter {
    /// `Text(…)` made here; `nil` when the call is not one this reads.
    func makeText(
        _ syntax: [(label: String?, expression: ExprSyntax)], in scope: Scope, at node: FunctionCallExprSyntax
    )
        throws -> Value?
    {
        if syntax.count == 2, syntax[0].label == nil, syntax[1].label == "style" {
            return try dateText(syntax[0].expression, style: syntax[1].expression, in: scope, at: node)
        }
        // `Text("KEY", tableName:, bundle:, comment:)`: a key looked up in the table named.
        guard let argument = syntax.first,
            syntax.dropFirst().allSatisfy({ ["tableName", "bundle", "comment"].contains($0.label ?? "") })
        else { return nil }
        if argument.label == "verbatim", syntax.count == 1 {
            let value = try evaluate(argument.expression, in: scope)
            guard case .string(let text) = value else { return value.isUnknown ? value : nil }
            return Self.text(text)
        }
        guard argument.label == nil else { return nil }
        if let localized = try localizedString(
            syntax, keyLabel: nil, tableLabel: "tableName", defaultLabel: "value", in: scope, at: node)
        {
            guard case .string(let text) = localized else { return localized }
            return Self.text(text)
        }
        guard syntax.count == 1 else { return nil }
        let value = try evaluate(argument.expression, in: scope)
        guard case .string(let text) = value else { return value.isUnknown ? value : nil }
        // A `LocalizedStringResource` or `LocalizedStringKey` is looked up; a `String` is not.
        let written = staticType(of: argument.expression, in: scope)?.nonOptional.name
        if let written, Self.localizedTypes.contains(written), let found = stringTables?(text, nil, nil) {
            return Self.text(found)
        }
        return Self.text(text)
    }

    /// `Image(systemName:)`, `Image(_:)` of an asset or `Image(decorative:)`
    /// made here, as an instance of `Image` holding the name (`systemName`,
    /// `name` or `decorative`) for the client to show; `nil` for another form.
    func makeImage(_ syntax: [(label: String?, expression: ExprSyntax)], in scope: Scope) throws -> Value? {
        guard let argument = syntax.first, syntax.dropFirst().allSatisfy({ $0.label == "bundle" }) else { return nil }
        let field: String
        switch argument.label {
        case "systemName": field = "systemName"
        case nil: field = "name"
        case "decorative": field = "decorative"
        default: return nil
        }
        // `Image(.building1)`: a symbol Xcode generated from an asset catalog.
        let implicit = argument.expression.as(MemberAccessExprSyntax.self)?.base == nil && field == "name"
        var value = try evaluate(argument.expression, in: scope, expected: implicit ? .named("ImageResource", []) : nil)
        if field == "name", case .instance(let resource) = value, resource.type == "ImageResource",
            let name = resource["name"]
        {
            value = name
        }
        guard case .string = value else { return value.isUnknown ? value : nil }
        return .instance(Instance(type: "Image", fields: [(field, value)]))
    }

    /// `Text(date, style: .relative)`: a date the sources do not settle is
    /// unknown for its reason; `.relative`, `.offset` and `.timer` count
    /// from the moment the screen is shown, which is runtime data; `.date`
    /// and `.time` of a settled date are not written here.
    func dateText(
        _ date: ExprSyntax, style: ExprSyntax, in scope: Scope, at node: FunctionCallExprSyntax
    ) throws
        -> Value?
    {
        let value = try evaluate(date, in: scope)
        if value.isUnknown { return value }
        guard let name = style.as(MemberAccessExprSyntax.self)?.declName.baseName.text else { return nil }
        if ["relative", "offset", "timer"].contains(name) {
            return unknown(.runtimeData, "Text(_:style: .\(name)) counts from the time the screen is shown", at: node)
        }
        return nil
    }

    /// The types a `Text` made from looks up in the string tables.
    static let localizedTypes: Set<String> = ["LocalizedStringResource", "LocalizedStringKey"]

    /// A `Text` value saying `text`.
    static func text(_ text: String) -> Value {
        .instance(Instance(type: "Text", fields: [("text", .string(text))]))
    }

    /// What a `Text` value says, `nil` for another value.
    static func textContent(_ value: Value) -> String? {
        guard case .instance(let instance) = value, instance.type == "Text", case .string(let text)? = instance["text"]
        else { return nil }
        return text
    }
}

extension Library {
    /// Methods of a `Text` value that style it: the same text.
    static let textStylingMethods: Set<String> = [
        "bold", "italic", "underline", "strikethrough", "font", "fontWeight", "foregroundColor", "foregroundStyle",
        "kerning", "tracking", "baselineOffset", "monospacedDigit", "fontDesign", "fontWidth", "textScale",
    ]
}
