internal import AppModel
internal import Diagnostics
internal import SwiftSyntax
internal import SwiftUISource

/// Text entry in SwiftUI sources: fields bound to state, what the return
/// key does and says, and the search field (docs/swiftui.md, "Text entry").
/// In a live run, typing writes the bound state and the screen is evaluated
/// again; `.onSubmit` runs on the return key.
extension SwiftUIEvaluator {
    /// `TextField` and `SecureField`: the title (or label view) names the
    /// field; with a `prompt:` the prompt is the placeholder (reference §1.6).
    func textField(
        _ call: FunctionCallExprSyntax, secure: Bool, _ scope: Scope, at: Diagnostics.SourceLocation
    ) -> ViewNode {
        let text = argument(call, "text").map { value($0, scope) }
        let typed = text.flatMap { $0.isUnknown ? nil : $0.text }
        let named =
            title(call, scope)
            ?? (closure(call, "label") ?? call.trailingClosure).flatMap {
                content($0.statements, scope).compactMap(Self.spokenText).first
            }
        let prompt = argument(call, "prompt").map { value($0, scope).text }
        var node = ViewNode(
            .textField(title: prompt ?? named ?? "", text: typed?.isEmpty == false ? typed : nil, secure: secure),
            at: at)
        if prompt != nil, let named, !named.isEmpty { node.label = named }
        recordTyping(into: &node, call, scope)
        return node
    }

    /// `TextEditor(text:)`: a text view whose text is the bound state.
    func textEditor(_ call: FunctionCallExprSyntax, _ scope: Scope, at: Diagnostics.SourceLocation) -> ViewNode {
        let text = argument(call, "text").map { value($0, scope).text }
        var node = ViewNode(.textEditor(text: text?.isEmpty == false ? text : nil), at: at)
        recordTyping(into: &node, call, scope)
        return node
    }

    /// In a live run, what typing changes: the state bound to `text:`.
    func recordTyping(into node: inout ViewNode, _ call: FunctionCallExprSyntax, _ scope: Scope) {
        guard let live, let bound = argument(call, "text"), let key = boundKey(of: bound, scope) else { return }
        node.codes["change"] = live.record(.text(slot: key))
    }

    /// `.onSubmit { … }`: the return key of every field inside runs the
    /// closure (the innermost `.onSubmit` of a field wins).
    func onSubmit(_ node: inout ViewNode, _ call: FunctionCallExprSyntax, _ scope: Scope) {
        guard let live,
            let action = call.trailingClosure.map(Syntax.init) ?? call.arguments.last.map({ Syntax($0.expression) })
        else { return }
        let code = live.record(.run(action, scope, screen: live.screen))
        node.forEachTextField { field in if field.codes["submit"] == nil { field.codes["submit"] = code } }
    }

    /// `.submitLabel(.next)`: the return key's title for every field inside.
    func submitLabel(_ node: inout ViewNode, _ call: FunctionCallExprSyntax) {
        let written = call.arguments.first?.expression.tokenText.split(separator: ".").last.map(String.init) ?? ""
        let type: ReturnKeyType? = written == "return" ? .default : ReturnKeyType(rawValue: written)
        guard let type else { return }
        node.forEachTextField { field in if field.returnKey == nil { field.returnKey = type } }
    }

    /// `.searchable(text: $query, prompt: …)`: a search field above the
    /// view, holding the query; typing writes it, so the list filters.
    func searchField(for node: ViewNode, _ call: FunctionCallExprSyntax, _ scope: Scope) -> ViewNode {
        let prompt =
            call.arguments.first { $0.label?.text == "prompt" }.map { stringValue($0.expression, scope) } ?? "Search"
        let query = argument(call, "text").map { value($0, scope) }.flatMap { $0.isUnknown ? nil : $0.text }
        var field = ViewNode(
            .textField(title: prompt ?? "Search", text: query?.isEmpty == false ? query : nil, secure: false),
            at: node.location)
        field.addTraits = [.searchField]
        field.returnKey = .search
        recordTyping(into: &field, call, scope)
        return ViewNode(.group, at: node.location, children: [field, node])
    }
}

extension ViewNode {
    /// Changes every text field and text editor in this node and below
    /// (bounded: a node nests at most 10,000 levels).
    mutating func forEachTextField(_ change: (inout ViewNode) -> Void, depth: Int = 0) {
        guard depth < 10_000 else { return }
        switch kind {
        case .textField, .textEditor: change(&self)
        default: break
        }
        for index in children.indices { children[index].forEachTextField(change, depth: depth + 1) }
    }
}
