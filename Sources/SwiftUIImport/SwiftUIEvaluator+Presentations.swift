internal import SwiftSyntax
internal import SwiftUISource

/// What navigation links, presentations and destinations declare, recorded
/// for a live run (docs/swiftui.md, "State and actions").
extension SwiftUIEvaluator {
    /// A `NavigationLink`'s push: `destination:`, the destination closure
    /// (`NavigationLink("Title") { Detail() }`, `NavigationLink { … } label: { … }`),
    /// or `value:` for the stack's `navigationDestination(for:)`.
    func recordLink(_ node: inout ViewNode, _ call: FunctionCallExprSyntax, _ scope: Scope, _ live: LiveRecording) {
        // Outside a navigation stack a link does nothing (a preview of a row on its own).
        guard live.navigationDepth > 0 else { return }
        if let pushed = argument(call, "value") {
            node.codes["activate"] = live.record(.pushValue(value(pushed, scope)))
            return
        }
        let labelled = closure(call, "label") != nil || title(call, scope) != nil
        guard
            let destination = argument(call, "destination")
                ?? (labelled ? call.trailingClosure.map(ExprSyntax.init) : nil)
        else { return }
        // A destination without a title of its own is named after the link that opens it.
        node.codes["activate"] = live.record(
            .push(Syntax(destination), scope, title: SwiftUILayout.controlLabel(node.children)))
    }

    /// `.sheet`, `.fullScreenCover`, `.popover`, `.alert`, `.confirmationDialog`
    /// and `.navigationDestination`: what each shows and the state that shows it.
    func recordPresentation(
        _ node: inout ViewNode, _ name: String, _ call: FunctionCallExprSyntax, _ scope: Scope, _ live: LiveRecording
    ) {
        if name == "interactiveDismissDisabled" {
            live.dismissDisabled = argument(call, nil).map { value($0, scope).bool ?? true } ?? true
            return
        }
        let shownBy = argument(call, "isPresented") ?? argument(call, "item")
        let slot = shownBy.flatMap { stateKey(of: $0, scope) }
        if let slot, argument(call, "isPresented") != nil { live.flagSlots.insert(slot) }
        if let slot { live.presentationKeys.insert(slot) }
        // `isPresented: Binding { … } set: { … }`: its getter says whether it shows; its setter runs when it goes.
        let code = slot == nil ? shownBy.flatMap { codeBinding($0, scope) } : nil
        let state = code.map { value(of: $0) } ?? shownBy.map { value($0, scope) }
        let isShown: Bool
        switch state {
        case .bool(let flag)?: isShown = flag
        // An item an action set to a value the sources do not settle is shown (its content says what is unknown).
        case .unknown?: isShown = argument(call, "item") != nil && slot.map { storedState($0) != nil } ?? false
        case .null?, nil: isShown = false
        default: isShown = argument(call, "item") != nil
        }
        if name == "navigationDestination" {
            guard let destination = call.trailingClosure ?? closure(call, "destination") else { return }
            if let type = argument(call, "for")?.tokenText, type.hasSuffix(".self") {
                live.destinations[String(type.dropLast(5))] = (destination, scope)
            } else if isShown, let slot {
                var inner = scope
                if argument(call, "item") != nil, let item = state,
                    let parameter = Self.parameterNames(destination).first ?? "$0" as String?
                {
                    inner.values[parameter.hasPrefix("$") ? String(parameter.dropFirst()) : parameter] = item
                }
                live.statePushes.append((destination, inner, slot))
            }
            return
        }
        guard let kind = DeclaredPresentation.Kind(rawValue: name) else { return }
        var presentation = DeclaredPresentation(
            kind: kind, slot: slot, isShown: isShown,
            content: closure(call, "content") ?? closure(call, "actions") ?? call.trailingClosure,
            message: closure(call, "message"), title: title(call, scope),
            item: argument(call, "item") != nil ? state : nil, scope: scope, screen: live.screen)
        if let presenting = argument(call, "presenting") { presentation.item = value(presenting, scope) }
        if let code, isShown {
            presentation.resetCode = setterCode(
                code, newValue: argument(call, "item") != nil ? .null : .bool(false), live)
        }
        if kind == .confirmationDialog {
            presentation.titleVisible =
                argument(call, "titleVisibility")?.trimmedDescription.hasSuffix("visible") == true
        }
        live.presentations.append(presentation)
    }
}

extension SwiftUIEvaluator {
    /// A `Stepper`'s code: `value:` bound to state moves by `step:` within
    /// `in:`; `onIncrement:`/`onDecrement:` run as written.
    func recordStepper(_ node: inout ViewNode, _ call: FunctionCallExprSyntax, _ scope: Scope, _ live: LiveRecording) {
        if let bound = argument(call, "value"), let key = stateKey(of: bound, scope),
            let current = value(bound, scope).number
        {
            let span = argument(call, "in").flatMap { range($0, scope) }
            let step = argument(call, "step").flatMap { value($0, scope).number } ?? 1
            node.codes["increment"] = live.record(
                .adjust(slot: key, current: current, step: step, lower: span?.lower, upper: span?.upper))
            node.codes["decrement"] = live.record(
                .adjust(slot: key, current: current, step: -step, lower: span?.lower, upper: span?.upper))
            return
        }
        if let increment = closure(call, "onIncrement") {
            node.codes["increment"] = live.record(.run(Syntax(increment), scope, screen: live.screen))
        }
        if let decrement = closure(call, "onDecrement") {
            node.codes["decrement"] = live.record(.run(Syntax(decrement), scope, screen: live.screen))
        }
    }
}
