internal import AppModel
internal import SwiftSyntax
internal import SwiftUISource

extension SwiftUIEvaluator {
    /// Modifiers that give a view actions or change what stands for it:
    /// custom actions (reference §3.1: listed in reverse declaration order
    /// by the layout), custom content
    /// by the layout), swipe actions, `onDelete` and context menus (as
    /// custom actions, docs/swiftui.md), the adjustable action, sort
    /// priority, and a representation or synthetic children.
    func actionModified(_ node: ViewNode, _ name: String, _ call: FunctionCallExprSyntax, _ scope: Scope) -> ViewNode {
        var node = node
        switch name {
        case "accessibilityAction":
            let action =
                call.trailingClosure.map(ExprSyntax.init) ?? argument(call, "action") ?? argument(call, "handler")
            let code = live.flatMap { live in action.map { live.record(.run(Syntax($0), scope, screen: live.screen)) } }
            if let named = argument(call, "named") {
                node.actions.append(stringValue(named, scope) ?? Self.source(named))
                if let code { node.codes["action " + node.actions.last!] = code }
            } else if let label = closure(call, "label") {
                // `.accessibilityAction { … } label: { Label("Reply", …) }`.
                node.actions.append(content(label.statements, scope).compactMap(Self.spokenText).first ?? "«action»")
                if let code { node.codes["action " + node.actions.last!] = code }
            } else if let kind = argument(call, nil)?.tokenText {
                // System actions are gestures the view handles, not named actions (what they do is not read yet).
                let event =
                    kind.hasSuffix("escape")
                    ? "escape" : kind.hasSuffix("magicTap") ? "magicTap" : kind.hasSuffix("default") ? "activate" : nil
                if let event {
                    node.handledEvents.insert(event)
                    if let code { node.codes[event] = code }
                }
            }
        case "onTapGesture":
            // A tap gesture: VoiceOver's double tap reaches it, but SwiftUI adds no button trait
            // (the audit's button-trait rule says so unless `.accessibilityAddTraits(.isButton)` is there).
            node.handledEvents.insert("activate")
            if let live, let action = call.trailingClosure ?? argument(call, "perform")?.as(ClosureExprSyntax.self) {
                node.codes["activate"] = live.record(.run(Syntax(action), scope, screen: live.screen))
            }
        case "accessibilityActions":
            let buttons = (closure(call, nil) ?? closure(call, "content")).map { content($0.statements, scope) } ?? []
            node.actions += buttons.flatMap(Self.buttonTitles)
        case "swipeActions":
            let buttons = (closure(call, nil) ?? closure(call, "content")).map { content($0.statements, scope) } ?? []
            node.actions += buttons.flatMap(Self.buttonTitles)
        case "onDelete":
            // `ForEach(…).onDelete`: each row can be deleted, which VoiceOver offers as an action.
            node.children = node.children.map { row in
                var row = row
                row.actions.append("Delete")
                return row
            }
            if node.children.isEmpty { node.actions.append("Delete") }
        case "contextMenu":
            node.actions.append("Show Context Menu")
        case "accessibilityCustomContent":
            // `("Age", "3 years", importance: .high)`, Text labels, or an `AccessibilityCustomContentKey("Age")`.
            let unlabeled = call.arguments.compactMap { $0.label == nil ? $0.expression : nil }
            guard unlabeled.count >= 2 else { break }
            var keyExpr = unlabeled[0]
            if let key = keyExpr.as(FunctionCallExprSyntax.self),
                key.calledExpression.tokenText == "AccessibilityCustomContentKey",
                let inner = key.arguments.first?.expression
            {
                keyExpr = inner
            }
            let important = argument(call, "importance")?.tokenText.hasSuffix("high") ?? false
            node.customContent.append(
                AccessibilityCustomContent(
                    label: stringValue(keyExpr, scope) ?? "", value: stringValue(unlabeled[1], scope) ?? "",
                    importance: important ? .high : .default))
        case "accessibilityAdjustableAction":
            node.addTraits.insert(.adjustable)
            node.handledEvents.formUnion(["increment", "decrement"])
        case "accessibilityScrollAction":
            node.handledEvents.insert("scroll")
        case "accessibilitySortPriority":
            node.sortPriority = call.arguments.first.flatMap { value($0.expression, scope).number }
        case "accessibilityRepresentation":
            // The view reads as the stand-in it is given (a custom slider as a `Slider`).
            if let representation = closure(call, nil) ?? closure(call, "representation") {
                var stand = group(content(representation.statements, scope), call, scope)
                stand.padding = node.padding
                stand.fixedWidth = node.fixedWidth
                stand.fixedHeight = node.fixedHeight
                node = stand
            }
        case "accessibilityChildren":
            // Synthetic children: the view becomes a container of them.
            if let children = closure(call, nil) ?? closure(call, "children") {
                var container = ViewNode(
                    .stack(vertical: false), at: node.location, children: content(children.statements, scope))
                container.childBehavior = .contain
                container.label = node.label
                node = container
            }
        default: break
        }
        return node
    }

    /// The titles of the buttons in `node` (a swipe action's or an actions block's buttons).
    static func buttonTitles(_ node: ViewNode) -> [String] {
        switch node.kind {
        case .button, .link, .navigationLink:
            return [node.label ?? SwiftUILayout.controlLabel(node.children) ?? "«action»"]
        default: return node.children.flatMap(buttonTitles)
        }
    }
}
