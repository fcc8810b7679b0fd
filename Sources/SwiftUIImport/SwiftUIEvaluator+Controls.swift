internal import Diagnostics
internal import Foundation
internal import SwiftEval
internal import SwiftSyntax
internal import SwiftUISource

extension SwiftUIEvaluator {
    /// Pickers, date and colour pickers, group boxes and remote images.
    func control(_ name: String, _ call: FunctionCallExprSyntax, _ scope: Scope) -> ViewNode? {
        let at = location(call, scope)
        switch name {
        case "Picker":
            // `Picker("Fruit", selection:) { … }` or `Picker(selection:, label: Text("Fruit")) { … }`.
            let written =
                title(call, scope) ?? argument(call, "label").flatMap {
                    views($0, scope).compactMap(Self.spokenText).first
                }
                ?? closure(call, "label").flatMap { content($0.statements, scope).compactMap(Self.spokenText).first }
            let selection = argument(call, "selection").map { value($0, scope) }
            let options =
                (closure(call, nil) ?? closure(call, "content")).map { Self.options(content($0.statements, scope)) }
                ?? []
            if let selection {
                notePickerSelection(selection, options: options, bound: argument(call, "selection"), at: call, scope)
            }
            var picker = ViewNode(.picker(title: written ?? "", selection: selection), at: at, children: options)
            if let live, let bound = argument(call, "selection"), let key = boundKey(of: bound, scope),
                options.contains(where: { $0.tag != nil })
            {
                // A menu of the options; choosing one sets the selection to its tag.
                let items = options.compactMap { option in
                    option.tag.map { (Self.spokenText(option) ?? $0.text, CodeAction.assign(slot: key, $0)) }
                }
                picker.codes["activate"] = live.record(.menu(title: written, items: items))
            }
            return picker
        case "DatePicker":
            let written =
                title(call, scope) ?? closure(call, nil).flatMap {
                    content($0.statements, scope).compactMap(Self.spokenText).first
                }
                ?? closure(call, "label").flatMap { content($0.statements, scope).compactMap(Self.spokenText).first }
            let components = argument(call, "displayedComponents")?.tokenText ?? ""
            let mode =
                components.contains("date") && components.contains("hourAndMinute")
                ? "dateAndTime"
                : components.contains("hourAndMinute") ? "time" : components.contains("date") ? "date" : "dateAndTime"
            let date = argument(call, "selection").map { boundValue($0, scope) }
            return ViewNode(
                .datePicker(
                    title: written ?? "", mode: mode, unknownDate: Self.isNow(date) ? nil : (date?.text ?? "«date»")),
                at: at)
        case "ColorPicker":
            let written =
                title(call, scope)
                ?? closure(call, nil).flatMap { content($0.statements, scope).compactMap(Self.spokenText).first }
            return ViewNode(.colorPicker(title: written ?? ""), at: at)
        case "GroupBox":
            // A box around its content: its label (a title, a `label:` view) first.
            var label: [ViewNode] = title(call, scope).map { [ViewNode(.text($0), at: at)] } ?? []
            if let view = argument(call, "label") { label = views(view, scope) }
            if let written = closure(call, "label") { label = content(written.statements, scope) }
            let body = (closure(call, nil) ?? closure(call, "content")).map { content($0.statements, scope) } ?? []
            return ViewNode(.stack(vertical: true), at: at, children: label + body)
        case "AsyncImage":
            // On the first screen nothing has loaded: the placeholder shows (none by default).
            let placeholder = closure(call, "placeholder").map { content($0.statements, scope) } ?? []
            return ViewNode(.group, at: at, children: placeholder)
        default: return nil
        }
    }

    /// A picker's options: the rows of its content, `ForEach` rows opened up.
    static func options(_ nodes: [ViewNode]) -> [ViewNode] {
        var result: [ViewNode] = []
        var pending = Array(nodes.reversed())
        while let node = pending.popLast() {
            if case .group = node.kind, node.tag == nil || node.children.count > 1, !node.children.isEmpty {
                pending += node.children.reversed()
            } else {
                result.append(node)
            }
        }
        return result
    }

    /// Whether a date is the device's clock now (`Date()`, `.now`): the simulated clock.
    static func isNow(_ date: SwiftValue?) -> Bool {
        if case .member(let type, "now", _)? = date { return type == nil || type == "Date" }
        return false
    }

    /// `.pickerStyle(.segmented)` and its kin: the style reaches the
    /// controls of its kind inside that have none of their own.
    static func styled(_ node: ViewNode, modifier: String, style: String) -> ViewNode {
        var node = node
        switch (modifier, node.kind) {
        case ("pickerStyle", .picker), ("datePickerStyle", .datePicker), ("toggleStyle", .toggle),
            ("labelStyle", .label):
            if node.style == nil { node.style = style }
            return node
        default:
            node.children = node.children.map { styled($0, modifier: modifier, style: style) }
            return node
        }
    }

    /// The text a Markdown literal renders (``Markdown/rendered(_:)``).
    static func renderedMarkdown(_ text: String) -> String { Markdown.rendered(text) }
}

extension SwiftUIEvaluator {
    /// The value a binding argument (`$date`) gives; when a `@Binding`
    /// property is not followed to what it binds, the wrapped value
    /// (`date`), whose unknown says why (the current date, a value the app
    /// loads), not «$date» with no reason.
    func boundValue(_ bound: ExprSyntax, _ scope: Scope) -> SwiftValue {
        let found = value(bound, scope)
        guard found.isUnknown, let reference = bound.as(DeclReferenceExprSyntax.self),
            reference.baseName.text.hasPrefix("$"), reference.baseName.text.count > 1
        else { return found }
        let wrapped = DeclReferenceExprSyntax(baseName: .identifier(String(reference.baseName.text.dropFirst())))
        return value(ExprSyntax(wrapped), scope)
    }
}
