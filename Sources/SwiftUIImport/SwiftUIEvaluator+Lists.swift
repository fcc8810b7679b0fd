internal import AppModel
internal import Diagnostics
internal import SwiftEval
internal import SwiftSyntax
internal import SwiftUISource

/// Lists and `ForEach`: rows from data, selection marks, menus, symbols.
extension SwiftUIEvaluator {
    /// `List(items) { item in … }`: its rows, as `ForEach` builds them.
    func listRows(_ call: FunctionCallExprSyntax, _ scope: Scope) -> [ViewNode] {
        // `List(items) { item in … }` builds rows from its data; `List(selection:) { … }` holds them.
        call.arguments.first?.label == nil && !call.arguments.isEmpty
            ? forEach(call, scope) : content(call.trailingClosure!.statements, scope)
    }

    /// A row (or the rows of a `ForEach` inside) marked selected when its
    /// tag, or its item's `id`, is in `selection` (one value or a set).
    static func marking(_ row: ViewNode, selectedBy selection: SwiftValue) -> ViewNode {
        var row = row
        if let tag = row.tag {
            let chosen: [SwiftValue]
            if case .array(let values) = selection { chosen = values } else { chosen = [selection] }
            var identity = tag
            if case .instance(_, let properties) = tag, let id = properties["id"] { identity = id }
            if chosen.contains(where: { same($0, tag) || same($0, identity) }) { row.addTraits.insert(.selected) }
            return row
        }
        if case .group = row.kind { row.children = row.children.map { marking($0, selectedBy: selection) } }
        return row
    }

    /// The rows of a `ForEach` over a range, an array, `enumerated()`, or
    /// (unknown data) one row whose values are marked unknown.
    func forEach(_ call: FunctionCallExprSyntax, _ scope: Scope) -> [ViewNode] {
        // The row closure: written here, or passed in (`ForEach(birds, content: content)`).
        var rowScope = scope
        var written = call.trailingClosure ?? closure(call, "content")
        if written == nil, let reference = argument(call, "content")?.as(DeclReferenceExprSyntax.self),
            let passed = scope.closures[reference.baseName.text]
        {
            written = passed.closure
            rowScope = passed.scope
        }
        guard let closure = written, let data = call.arguments.first?.expression else {
            return call.trailingClosure.map { content($0.statements, scope) } ?? []
        }
        let names = Self.parameterNames(closure)
        var items: [SwiftValue]
        var enumerated = false
        var source = data
        // `Array(x)` is `x`.
        if let wrapped = source.as(FunctionCallExprSyntax.self), wrapped.calledExpression.tokenText == "Array",
            let inner = wrapped.arguments.first?.expression
        {
            source = inner
        }
        if let member = source.as(FunctionCallExprSyntax.self)?.calledExpression.as(MemberAccessExprSyntax.self),
            member.declName.baseName.text == "enumerated",
            let base = member.base
        {
            enumerated = true
            source = base
        }
        if let span = range(source, scope) {
            let upper = span.closed ? span.upper : span.upper - 1
            items =
                upper >= span.lower
                ? stride(from: span.lower, through: min(upper, span.lower + 999), by: 1).map(SwiftValue.number) : []
        } else if case .array(let values) = value(source, scope) {
            items = Array(values.prefix(1000))
        } else {
            warn(
                "the data of this ForEach ('\(source.writtenText)') is not known from the sources; one row stands for its rows",
                at: call, scope)
            let data = cache.unknownNotes[Self.source(source)]
            items = [
                unknown(
                    names.last ?? "item", data?.cause ?? failedCause?.cause ?? .evaluatorGap,
                    "a row of \(source.writtenText): \(data?.detail ?? failedCause?.detail ?? "data not known")",
                    at: source,
                    scope)
            ]
        }
        if call.id == previewVariants { items = Array(items.prefix(1)) }
        var rows: [ViewNode] = []
        for (index, item) in items.enumerated() {
            var inner = rowScope
            if live != nil { inner.rows += Self.rowIdentity(item, index: index) }
            bindRow(item, index: index, enumerated: enumerated, to: names, in: &inner)
            var row = group(content(closure.statements, inner), call, scope)
            // A row's implicit tag is its item, which a picker's selection matches.
            if row.tag == nil, !item.isUnknown { row.tag = item }
            rows.append(row)
        }
        return rows
    }

    /// The buttons of a menu's content, with their code, in order (a `Section`'s and a nested menu's too).
    static func menuItems(_ node: ViewNode) -> [(title: String, code: String?)] {
        switch node.kind {
        case .button, .link, .navigationLink:
            return [(node.label ?? SwiftUILayout.controlLabel(node.children) ?? "«item»", node.codes["activate"])]
        case .toggle:
            return [(node.label ?? SwiftUILayout.controlLabel(node.children) ?? "«item»", node.codes["activate"])]
        default:
            return node.children.flatMap(menuItems)
        }
    }

    /// An SF Symbol's spoken label; a name the sources do not settle is said as its source.
    static func symbolLabel(_ name: SwiftValue) -> String {
        name.isUnknown ? name.text : SFSymbols.label(name.text)
    }

    /// Binds a row closure's parameters to its item as Swift does: `$0`
    /// when it names none, `(offset, element)` of `enumerated()`, and a
    /// tuple item taken apart when the closure names its parts.
    func bindRow(_ item: SwiftValue, index: Int, enumerated: Bool, to names: [String], in scope: inout Scope) {
        let whole: SwiftValue =
            enumerated
            ? .instance(
                type: "EnumeratedSequence.Element",
                properties: ["offset": .number(Double(index)), "element": item, "0": .number(Double(index)), "1": item])
            : item
        if enumerated, names.count >= 2 {
            scope.values[names[0]] = .number(Double(index))
            scope.values[names[1]] = item
        } else if names.count >= 2, case .array(let parts) = item, parts.count == names.count {
            for (name, part) in zip(names, parts) { scope.values[name] = part }
        } else if let name = names.first {
            scope.values[name] = whole
        }
    }

    static func parameterNames(_ closure: ClosureExprSyntax) -> [String] {
        switch closure.signature?.parameterClause {
        case .simpleInput(let list)?: list.map(\.name.text)
        case .parameterClause(let clause)?: clause.parameters.map { ($0.secondName ?? $0.firstName).text }
        case nil:
            // `{ Text($0) }`: as many parameters as the highest `$n` it uses; `$0` is looked up
            // without its `$`, as `$name` bindings are.
            (0..<anonymousParameterCount(closure)).map { "\($0)" }
        }
    }

    /// What a view says as part of a combined label: a text's string, an
    /// image's explicit name; nothing for layout.
    static func spokenText(_ node: ViewNode) -> String? {
        if let label = node.label { return label }
        switch node.kind {
        case .text(let text): return text.isEmpty ? nil : text
        case .label(let title, _): return title
        case .group, .stack: return node.children.compactMap(spokenText).joined(separator: ", ").nilIfEmpty
        // A view the sources do not define says so («name»): a control it labels is not nameless.
        case .opaque(let name): return "«\(name)»"
        default: return nil
        }
    }

    /// How many anonymous parameters (`$0`, `$1`) a closure's body uses.
    static func anonymousParameterCount(_ closure: ClosureExprSyntax) -> Int {
        var highest = -1
        for token in closure.statements.tokens(viewMode: .sourceAccurate) {
            guard case .dollarIdentifier(let name) = token.tokenKind, let number = Int(name.dropFirst()) else {
                continue
            }
            highest = max(highest, number)
        }
        return highest + 1
    }
}
