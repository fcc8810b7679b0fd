internal import SwiftEval
internal import SwiftSyntax
internal import SwiftUISource

extension SwiftUIEvaluator {
    /// Why a menu picker's chosen option is unknown when no option is
    /// tagged with its selection (the layout says it as «.case» or
    /// «selection», SwiftUILayout+Controls): a case of a type the sources do
    /// not declare is code outside the sources; options the sources do not
    /// settle give their own reason; otherwise it is an evaluator gap.
    func notePickerSelection(
        _ selection: SwiftValue, options: [ViewNode], bound: ExprSyntax?, at call: FunctionCallExprSyntax,
        _ scope: Scope
    ) {
        guard selection != .null, !options.contains(where: { $0.tag.map { Self.same($0, selection) } ?? false })
        else { return }
        let shown: String
        switch selection {
        case .string, .number, .real: return
        case .member(_, let name, _): shown = "." + name
        default:
            guard !selection.isUnknown else { return }
            shown = "selection"
        }
        guard cache.unknownNotes[shown] == nil else { return }
        if let property = bound.flatMap({ boundProperty($0, scope) }),
            let type = property.type.flatMap(Self.typeName), isOutsideType(type, scope)
        {
            // Said where the value is written: the property's declaration.
            noteUnknown(
                shown, cause: Unknown(.externalCode, "\(type), of \(shown), is not declared in the sources"),
                at: property.location)
            return
        }
        if let unsettled = options.lazy.compactMap({ $0.tag }).first(where: \.isUnknown),
            let note = cache.unknownNotes[unsettled.text]
        {
            noteUnknown(shown, cause: Unknown(note.cause, "the options: \(note.detail)"), at: note.place)
            return
        }
        noteUnknown(
            shown, cause: Unknown(.evaluatorGap, "no option of the picker is tagged with its selection \(shown)"),
            at: sourceLocation(call, scope))
    }

    /// The property `$name` binds (`@State var brand: Brand`).
    private func boundProperty(_ bound: ExprSyntax, _ scope: Scope) -> PropertyDeclaration? {
        guard let reference = bound.as(DeclReferenceExprSyntax.self) else { return nil }
        let name = reference.baseName.text
        return scope.type?.property(name.hasPrefix("$") ? String(name.dropFirst()) : name)
    }
}

extension SwiftUIEvaluator {
    /// `TimelineView(schedule) { context in … }`: its content, where the
    /// context (its `date`, the moment the schedule gives) is the running
    /// device's current time, not a value the sources settle.
    func timelineView(_ call: FunctionCallExprSyntax, _ scope: Scope) -> ViewNode {
        let at = location(call, scope)
        guard let written = closure(call, nil) ?? closure(call, "content") else { return ViewNode(.group, at: at) }
        var inner = scope
        for name in Self.parameterNames(written) where name != "_" {
            inner.values[name] = unknown(
                name, .runtimeData, "the moment a TimelineView's schedule gives: the device's current time",
                at: written, scope)
        }
        return ViewNode(.group, at: at, children: content(written.statements, inner))
    }

    /// `Text(date, style: .relative)` not read: said as its source; the
    /// styles that count from when the screen is shown (`.relative`,
    /// `.offset`, `.timer`) are runtime data; `.date` and `.time` of a
    /// date other than the simulated clock's are not written here.
    func styledDate(_ call: FunctionCallExprSyntax, _ style: ExprSyntax, _ scope: Scope) -> String {
        let shown = Self.source(ExprSyntax(call))
        let name = style.as(MemberAccessExprSyntax.self)?.declName.baseName.text ?? ""
        let cause: Unknown
        if ["relative", "offset", "timer"].contains(name) {
            cause = Unknown(.runtimeData, "Text(_:style: .\(name)) counts from the time the screen is shown")
        } else {
            cause = Unknown(.evaluatorGap, "a date written in the style .\(name)")
        }
        noteUnknown(shown, cause: cause, at: sourceLocation(call, scope))
        return SwiftValue.unknown(shown).text
    }
}
