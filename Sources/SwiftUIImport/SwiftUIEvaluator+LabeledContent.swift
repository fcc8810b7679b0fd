internal import Diagnostics
internal import SwiftSyntax

/// `LabeledContent`: a label beside a value or controls (reference
/// swiftui-voiceover.md §1.7): its label is the title written first, or the
/// views of its `label:` closure.
extension SwiftUIEvaluator {
    func labeledContent(_ call: FunctionCallExprSyntax, _ scope: Scope, at: Diagnostics.SourceLocation) -> ViewNode {
        let written =
            title(call, scope)
            ?? closure(call, "label").flatMap { content($0.statements, scope).compactMap(Self.spokenText).first }
        // Its content written here, or passed in by name (`content: content`).
        let inner = closure(call, nil) ?? closure(call, "content")
        let passed = passedViews(call, "content", scope)
        if inner != nil || !passed.isEmpty {
            // `LabeledContent("Email") { TextField(…) }`: a lone control takes the title as its label.
            var controls = inner.map { content($0.statements, scope) } ?? passed
            if controls.count == 1, let written {
                switch controls[0].kind {
                case .textField, .textEditor, .toggle, .slider, .picker, .button:
                    controls[0].label = controls[0].label ?? written
                    return controls[0]
                default: break
                }
            }
            // `LabeledContent("Build") { Text("42") }`: texts read as one row, as the `value:` form (reference §1.7, unverified).
            if !controls.isEmpty, controls.allSatisfy({ if case .text = $0.kind { true } else { false } }) {
                let parts = [written] + controls.map(Self.spokenText)
                return ViewNode(.text(parts.compactMap { $0 }.joined(separator: ", ")), at: at)
            }
            return ViewNode(
                .stack(vertical: false), at: at,
                children: (written.map { [ViewNode(.text($0), at: at)] } ?? []) + controls)
        }
        let text = [written, argument(call, "value").map { value($0, scope).text }].compactMap { $0 }
            .joined(separator: ", ")
        return ViewNode(.text(text), at: at, children: [])
    }
}
