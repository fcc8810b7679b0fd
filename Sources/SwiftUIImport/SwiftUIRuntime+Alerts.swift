internal import AppModel
internal import AppSpec
internal import SwiftSyntax
internal import SwiftUISource

/// `.alert` and `.confirmationDialog` as alert controllers: their title,
/// message and buttons with roles; each button runs its action and then
/// sets the state that showed the alert back, as SwiftUI does.
extension SwiftUIRuntime {
    func alert(
        _ shown: DeclaredPresentation, _ scope: SwiftUIEvaluator.Scope, _ evaluator: SwiftUIEvaluator,
        _ builder: inout ScreenBuilder
    ) -> String {
        var title = shown.title
        var message = shown.message.map {
            evaluator.content($0.statements, scope).compactMap(SwiftUIEvaluator.spokenText).joined(separator: " ")
        }
        var buttons: [ControllerSpec.AlertActionSpec] = []
        // A button's code runs in the view that declares the alert: its `dismiss()` closes that view's screen.
        let screen = shown.screen
        func button(
            _ text: String, role: String?, action: Syntax?, actionScope: SwiftUIEvaluator.Scope
        ) -> ControllerSpec.AlertActionSpec {
            let code = live.record(.alertButton(action: action, scope: actionScope, reset: shown.reset, screen: screen))
            let style: AlertAction.Style = role == "cancel" ? .cancel : role == "destructive" ? .destructive : .default
            return ControllerSpec.AlertActionSpec(
                title: text, style: style, handler: HandlerSpec(actions: [], code: code))
        }
        if let content = shown.content, let made = Self.madeAlert(content) {
            // iOS 13's `Alert(title: Text(…), message: Text(…), dismissButton: .default(Text("OK")))`.
            title =
                made.arguments.first { $0.label?.text == "title" }.flatMap {
                    evaluator.stringValue($0.expression, scope)
                } ?? title
            message =
                made.arguments.first { $0.label?.text == "message" }.flatMap {
                    evaluator.stringValue($0.expression, scope)
                } ?? message
            for label in ["primaryButton", "secondaryButton", "dismissButton"] {
                guard
                    let call = made.arguments.first(where: { $0.label?.text == label })?.expression.as(
                        FunctionCallExprSyntax.self),
                    let role = call.calledExpression.as(MemberAccessExprSyntax.self)?.declName.baseName.text
                else { continue }
                let text =
                    call.arguments.first { $0.label == nil }.flatMap { evaluator.stringValue($0.expression, scope) }
                    ?? (role == "cancel" ? "Cancel" : "OK")
                let action =
                    call.trailingClosure.map(Syntax.init)
                    ?? call.arguments.first { $0.label?.text == "action" }.map { Syntax($0.expression) }
                buttons.append(button(text, role: role, action: action, actionScope: scope))
            }
        } else if let content = shown.content {
            for node in Self.buttons(in: evaluator.content(content.statements, scope)) {
                let text = SwiftUILayout.controlLabel(node.children) ?? node.label ?? "OK"
                var action: Syntax?
                var actionScope = scope
                if let code = node.codes["activate"], case .run(let syntax, let recorded, _)? = live.action(code) {
                    action = syntax
                    actionScope = recorded
                }
                buttons.append(button(text, role: node.style, action: action, actionScope: actionScope))
            }
        }
        // SwiftUI gives an alert with no button an OK, and a dialog a Cancel when none cancels.
        if buttons.isEmpty, shown.kind == .alert {
            buttons.append(button("OK", role: "cancel", action: nil, actionScope: scope))
        }
        if shown.kind == .confirmationDialog, !buttons.contains(where: { $0.style == .cancel }) {
            buttons.append(button("Cancel", role: "cancel", action: nil, actionScope: scope))
        }
        // A dialog's title is hidden unless it asks to show it; the screen is still named by it.
        let name =
            (title?.isEmpty == false ? title! : "Alert") + (shown.kind == .confirmationDialog ? " Dialog" : " Alert")
        return builder.addAlert(
            title: shown.titleVisible ? title : nil, message: message,
            style: shown.kind == .confirmationDialog ? .actionSheet : .alert, buttons: buttons, name: name)
    }

    /// The `Alert(…)` a closure makes, if it makes one.
    private static func madeAlert(_ closure: ClosureExprSyntax) -> FunctionCallExprSyntax? {
        guard closure.statements.count == 1, let only = closure.statements.first else { return nil }
        let expr: ExprSyntax?
        switch only.item {
        case .expr(let value): expr = value
        case .stmt(let stmt): expr = stmt.as(ReturnStmtSyntax.self)?.expression
        case .decl: expr = nil
        }
        guard let call = expr?.as(FunctionCallExprSyntax.self), call.calledExpression.trimmedDescription == "Alert"
        else { return nil }
        return call
    }

    /// The buttons among views, in order.
    private static func buttons(in nodes: [ViewNode]) -> [ViewNode] {
        nodes.flatMap { node -> [ViewNode] in
            switch node.kind {
            case .button, .link, .navigationLink: [node]
            default: buttons(in: node.children)
            }
        }
    }
}
