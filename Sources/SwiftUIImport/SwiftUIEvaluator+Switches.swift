internal import SwiftSyntax
internal import SwiftUISource

/// `switch` among views: the case the subject matches, its payload bound;
/// with the subject unknown, the first case with a warning. Cases inside
/// `#if` are the iOS build's.
extension SwiftUIEvaluator {
    /// The views of the case `switchExpr`'s subject matches.
    func switchViews(_ switchExpr: SwitchExprSyntax, _ scope: Scope) -> [ViewNode] {
        let subject = value(switchExpr.subject, scope)
        var fallback: SwitchCaseSyntax?
        for switchCase in activeCases(switchExpr.cases) {
            switch switchCase.label {
            case .default: fallback = fallback ?? switchCase
            case .case(let label):
                if fallback == nil && subject.isUnknown { fallback = switchCase }
                for caseItem in label.caseItems where !subject.isUnknown {
                    var bound = scope
                    if matches(caseItem.pattern, subject, scope, into: &bound) == true {
                        return content(switchCase.statements, bound)
                    }
                }
            }
        }
        if subject.isUnknown {
            warn(
                "'\(switchExpr.subject.writtenText)' is not known from the sources; the first case is shown",
                at: switchExpr, scope)
        }
        return fallback.map { content($0.statements, scope) } ?? []
    }

    /// A switch's cases as the iOS build has them: those inside an `#if`
    /// from its active clause (`#if !os(tvOS) case .shareSheet: … #endif`).
    func activeCases(_ list: SwitchCaseListSyntax, depth: Int = 0) -> [SwitchCaseSyntax] {
        list.flatMap { item -> [SwitchCaseSyntax] in
            switch item {
            case .switchCase(let switchCase): return [switchCase]
            case .ifConfigDecl(let config):
                guard depth < 16, case .switchCases(let inner)? = sources.activeClause(of: config)?.elements else {
                    return []
                }
                return activeCases(inner, depth: depth + 1)
            }
        }
    }
}
