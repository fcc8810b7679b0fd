internal import Crawl
internal import Diagnostics

/// Collects what the rules concluded on one screen: the elements each rule
/// checked and the findings, then turns them into evaluations.
struct RuleLedger: Sendable {
    let file: String
    let screen: String
    let screenLocation: SourceLocation?
    private(set) var findings: [AuditFinding] = []
    private var passed: [AuditRule: [String]] = [:]
    private var applied: Set<AuditRule> = []
    /// Rule and path of each pass, so an element that passes a rule again
    /// (a step watched on every replay of the route through it) is listed once.
    private var passedKeys: Set<PassKey> = []
    /// Fingerprint and message of each finding, so the same finding is
    /// recorded once (looked up, not recomputed for every finding so far).
    private var findingKeys: Set<FindingKey> = []

    private struct PassKey: Hashable {
        var rule: AuditRule
        var path: String
    }

    private struct FindingKey: Hashable {
        var fingerprint: String
        var message: String
    }

    init(file: String, screen: String, screenLocation: SourceLocation?) {
        self.file = file
        self.screen = screen
        self.screenLocation = screenLocation
    }

    /// `element` (or the screen) was checked by `rule` and passed.
    mutating func pass(_ rule: AuditRule, _ element: ElementSnapshot?) {
        // The system keyboard is not the app's: no rule applies to it.
        guard element?.system == nil else { return }
        applied.insert(rule)
        let path = element?.path ?? screen
        guard passedKeys.insert(PassKey(rule: rule, path: path)).inserted else { return }
        passed[rule, default: []].append(path)
    }

    /// `rule` found a problem with `element` (or the screen).
    /// The finding points at `location` when given, else at the element's
    /// or the screen's declaration.
    /// `impact` replaces the rule's default where one rule has levels
    /// (target-size: WCAG 2.5.8's 24 points, the HIG's 44).
    mutating func fail(
        _ rule: AuditRule, _ element: ElementSnapshot?, _ message: String, related: [String] = [],
        location: SourceLocation? = nil,
        impact: Impact? = nil
    ) {
        guard element?.system == nil else { return }
        // A verdict that rests on text the sources leave unknown is not a violation (docs/swiftui.md).
        if rule.readsElementText, let unknown = element?.unknownText {
            review(
                rule, element, message,
                because:
                    "the element's text is not known from the sources (\(unknown)), so its words and size are not its own",
                related: related,
                location: location, impact: impact)
            return
        }
        applied.insert(rule)
        let finding = AuditFinding(
            rule: rule, impact: impact ?? rule.defaultImpact, outcome: rule.isAdvisory ? .incomplete : .violation,
            file: file,
            screen: screen, element: element, message: message, related: related,
            location: location ?? element?.location ?? screenLocation)
        record(finding)
    }

    /// `rule` would fail on `element`, but only because of something the
    /// input cannot tell (content code sets at run time): a finding a
    /// person reviews (`incomplete`), with the reason in its message.
    mutating func review(
        _ rule: AuditRule, _ element: ElementSnapshot?, _ message: String, because reason: String,
        related: [String] = [],
        location: SourceLocation? = nil, impact: Impact? = nil
    ) {
        guard element?.system == nil else { return }
        applied.insert(rule)
        let finding = AuditFinding(
            rule: rule, impact: impact ?? rule.defaultImpact, outcome: .incomplete, file: file, screen: screen,
            element: element,
            message: "\(message) Needs review: \(reason).", related: related,
            location: location ?? element?.location ?? screenLocation)
        record(finding)
    }

    private mutating func record(_ finding: AuditFinding) {
        guard findingKeys.insert(FindingKey(fingerprint: finding.fingerprint, message: finding.message)).inserted else {
            return
        }
        findings.append(finding)
    }

    /// One evaluation per rule in `rules`.
    func evaluations(_ rules: [AuditRule]) -> [RuleEvaluation] {
        // The rules with findings, and those with a violation among them, in one pass.
        var found: Set<AuditRule> = []
        var violated: Set<AuditRule> = []
        for finding in findings {
            found.insert(finding.rule)
            if finding.outcome == .violation { violated.insert(finding.rule) }
        }
        return rules.map { rule in
            let outcome: AuditOutcome
            if violated.contains(rule) {
                outcome = .violation
            } else if found.contains(rule) {
                outcome = .incomplete
            } else if applied.contains(rule) {
                outcome = .pass
            } else {
                outcome = .inapplicable
            }
            return RuleEvaluation(rule: rule, file: file, screen: screen, outcome: outcome, passed: passed[rule] ?? [])
        }
    }
}
